import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './back-link.css';

/** Not a word: the arrow reads the same in every language. */
const ARROW = '←';

/** A link back to where the page was opened from (a list, a storefront), its arrow before the words. */
export function BackLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={`back-link ${className}`}>
      <span aria-hidden="true">{ARROW}</span> {children}
    </Link>
  );
}
