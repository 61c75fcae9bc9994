import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Active on `to` alone, not on the pages below it. */
  end?: boolean;
}

/** A menu's link that shows whether it leads to the page on screen: class `active` and `aria-current="page"`, on `to` and the pages below it. */
export function NavLink({ to, end = false, className = '', ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return <Link {...props} to={to} className={active ? `${className} active`.trim() : className} aria-current={active ? 'page' : undefined} />;
}
