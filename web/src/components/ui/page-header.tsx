import type { ReactNode } from 'react';

/** The top of an admin screen: its title (`titleId` lets the screen name itself by it) and lead line, then its actions (`children`). */
export function PageHeader({ titleId, title, lead, children }: { titleId?: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 id={titleId}>{title}</h1>
        <p>{lead}</p>
      </div>
      {children}
    </header>
  );
}
