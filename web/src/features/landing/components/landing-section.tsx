import type { ReactNode } from 'react';

/** A band of the landing page, linkable as #id and named by its heading; `alt` tints it to set it off from its neighbours. */
export function LandingSection({ id, alt = false, className, children }: { id: string; alt?: boolean; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={`${id}-title`}>
      <div className={className ? `container ${className}` : 'container'}>{children}</div>
    </section>
  );
}

/** The heading of the section `id`: its one-word eyebrow over the title. */
export function SectionHeading({ id, eyebrow, children }: { id: string; eyebrow: string; children: ReactNode }) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`} className="section__title">
        {children}
      </h2>
    </>
  );
}
