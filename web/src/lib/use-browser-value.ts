import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the visitor's time zone, the site's own address). While the server draws a page,
 * and while the browser takes that HTML over, it is `onServer()`, so both draw the same; then the browser's own.
 * `inBrowser` must return the same value each time it is called.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
