import { createContext, useContext, type ReactNode } from 'react';

/** The id of the section a heading is in: the section is labelled by its heading's `${id}-title`. */
const SectionId = createContext('');

/** A band of the landing page, linkable as #id and named by its heading; `alt` tints it to set it off from its neighbours. */
export function LandingSection({ id, alt = false, className, children }: { id: string; alt?: boolean; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={`${id}-title`}>
      <SectionId.Provider value={id}>
        <div className={className ? `container ${className}` : 'container'}>{children}</div>
      </SectionId.Provider>
    </section>
  );
}

/** The heading of the section it is in: its one-word eyebrow over the title, and the `lead` paragraph under it if any. */
export function SectionHeading({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  const id = useContext(SectionId);
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`} className="section__title">
        {title}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
    </>
  );
}
