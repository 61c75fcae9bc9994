/** Value of a cookie readable from script, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return undefined;
}

/** The CSRF cookie, readable by script; the session cookie itself is HttpOnly. */
const CSRF_COOKIE = 'gv_csrf';

/** The session's CSRF token: over https its cookie carries the `__Host-` prefix. */
export function readCsrfToken(): string | undefined {
  return readCookie(`__Host-${CSRF_COOKIE}`) ?? readCookie(CSRF_COOKIE);
}

/** The session cookie is HttpOnly, so the readable CSRF cookie stands in as "a session exists". */
export function hasSessionIndicator(): boolean {
  return Boolean(readCsrfToken());
}
