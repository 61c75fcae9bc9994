/** Longest the app's start waits for the worker. */
const PATIENCE_MS = 500;

/**
 * Chromium's first Intl.NumberFormat, and react-intl's start (it asks `supportedLocalesOf`), list the locales the
 * browser supports by opening the data of every locale it ships: about 45 ms on a laptop, several times that on a
 * phone, in one task of the page's main thread. The list is kept for the whole page process, workers included, so a
 * worker that builds it while the app's code loads spares the page that long task. Resolves once the worker is done,
 * has failed, or has taken `patienceMs`: a browser that keeps no such list loses only the worker's start.
 */
export function warmIntlOffMainThread(patienceMs = PATIENCE_MS): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url));
    worker.onmessage = () => resolve();
    worker.onerror = () => resolve();
    setTimeout(resolve, patienceMs);
  });
}
