/** The `elementtiming` name of a page's main picture (its largest paint), drawn by the server near the top of the page. */
export const MAIN_PICTURE = 'main-picture';

/** id of the template in which the gateway holds a drawn page's code (gateway/src/http/static-html.ts). */
const HELD_CODE_ID = 'gv-app-code';

/** Longest wait for the main content before the code comes anyway. */
const MAX_WAIT_MS = 1500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Resolves once a page drawn by the server shows its main content: its main picture when one is in view, else its first
 * paint; at once when the SPA draws the page itself. Chromium reports both moments (Element Timing, Paint Timing);
 * elsewhere the picture is decoded, then two frames are drawn. A picture that fails or stalls holds nothing back.
 */
export async function mainContentShown(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return;
  const picture = document.querySelector<HTMLImageElement>(`#root img[elementtiming="${MAIN_PICTURE}"]`);
  const shown = picture && picture.getBoundingClientRect().top < window.innerHeight ? pictureShown(picture) : firstPaint();
  await Promise.race([shown, delay(MAX_WAIT_MS)]);
}

/** Puts the preloads of the page's code, held back while its main content arrived, into the head: they load at once, together. */
export function releaseHeldCode() {
  const held = document.getElementById(HELD_CODE_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

function pictureShown(picture: HTMLImageElement): Promise<void> {
  const failed = new Promise<void>((resolve) => picture.addEventListener('error', () => resolve()));
  const shown =
    observed('element', (entry) => (entry as PerformanceEntry & { identifier: string }).identifier === MAIN_PICTURE) ??
    picture.decode().then(twoFrames);
  return Promise.race([shown, failed]);
}

const firstPaint = () => observed('paint', (entry) => entry.name === 'first-contentful-paint') ?? twoFrames();

/** Resolves on the first performance entry of `type` that `matches`; null where the browser reports no such entries. */
function observed(type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> | null {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return null;
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}
