/**
 * A drawn page shows its buttons before its code has come (main-content.ts), and a tap on one then would do nothing.
 * The first such tap is kept: it makes the code come at once, and the button is pressed again once the page's screen
 * has taken over its HTML. Taps after React has the page (hydrateRoot) are React's own to handle.
 */

let kept: HTMLButtonElement | null = null;
let onFirstTap: () => void = () => {};

function keepTap(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (kept || !button || !document.getElementById('root')?.contains(button)) return;
  kept = button;
  onFirstTap();
}

/** Watches for taps on the drawn page's buttons; resolves at the first. */
export function firstEarlyTap(): Promise<void> {
  document.addEventListener('click', keepTap, true);
  return new Promise((resolve) => (onFirstTap = resolve));
}

/** React has the page now: later taps are its own. */
export function stopKeepingTaps() {
  document.removeEventListener('click', keepTap, true);
}

/** The page's screen has hydrated (its boundary in app/routes.tsx): a kept tap is made again on the same button, once. */
export function screenTookOver() {
  const button = kept;
  kept = null;
  if (button?.isConnected && !button.disabled) button.click();
}
