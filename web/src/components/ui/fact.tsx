import type { ReactNode } from 'react';

/** One term and its value in a `<dl>` of facts (a card's value, its discount…), grouped so they lay out as a pair. */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
