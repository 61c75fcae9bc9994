import type { RefObject } from 'react';

const CHECK = '✓';

/** The top of a success screen: a tick, its `title` (focused by `headingRef` when the screen opens) and its `text`. */
export function SuccessHeading({ headingRef, title, text }: { headingRef: RefObject<HTMLHeadingElement | null>; title: string; text: string }) {
  return (
    <>
      <span className="pd-success__icon" aria-hidden="true">
        {CHECK}
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        {title}
      </h3>
      <p className="pd-success__text">{text}</p>
    </>
  );
}
