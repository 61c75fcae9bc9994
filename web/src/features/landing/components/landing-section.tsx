import type { ReactNode } from 'react';

/** A band of the landing page, linkable as #id and named by its heading; `alt` tints it to set it off from its neighbours. */
export function LandingSection({ id, alt = false, className, children }: { id: string; alt?: boolean; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={`${id}-title`}>
      <div className={className ? `container ${className}` : 'container'}>{children}</div>
    </section>
  );
}

/** The heading of the section `id`: its one-word eyebrow over the title, and the `lead` paragraph under it if any. */
export function SectionHeading({ id, eyebrow, lead, children }: { id: string; eyebrow: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`} className="section__title">
        {children}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
    </>
  );
}
