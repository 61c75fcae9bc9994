import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top, or at the element its #hash names; going back or forward
 * leaves the position to the browser, which restores where the visitor was.
 */
export function ScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search, hash, navigation]);
  return null;
}
