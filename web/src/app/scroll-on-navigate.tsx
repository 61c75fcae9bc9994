import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Whether the last move through history was the browser's back or forward rather than the app's own navigation. */
let wentBackOrForward = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (wentBackOrForward = true));
  // The router announces its own pushState and replaceState calls as events of those names.
  for (const type of ['pushState', 'replaceState']) window.addEventListener(type, () => (wentBackOrForward = false));
}

/**
 * A new page opens at its top, or at the element its #hash names; going back or forward
 * leaves the position to the browser, which restores where the visitor was.
 */
export function ScrollOnNavigate() {
  const [pathname] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    if (wentBackOrForward) return;
    const { hash } = window.location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
