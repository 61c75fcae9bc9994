import type { ReactNode } from 'react';

interface TitledCardProps {
  titleId: string;
  title: ReactNode;
  /** The screen's own classes beside `card`. */
  className?: string;
  children: ReactNode;
}

/** A card of a screen, named by its heading. */
export function TitledCard({ titleId, title, className, children }: TitledCardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
