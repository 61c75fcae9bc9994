/**
 * A drawn page shows its buttons before its code has come (main-content.ts) and before React has hydrated the screen,
 * and a tap on one then would do nothing. Until the screen has taken over its HTML, taps on the page's buttons go no
 * further: the first is kept, makes the code come at once, and is made again on the same button once the screen has
 * hydrated (screenTookOver), so it is handled once, by the screen's own handler.
 */

let kept: HTMLButtonElement | null = null;
let onFirstTap: () => void = () => {};
let tookOver = false;

function holdTap(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  if (kept) return;
  kept = button;
  onFirstTap();
}

/** Holds taps on the drawn page's buttons from now on; resolves at the first. */
export function firstEarlyTap(): Promise<void> {
  document.addEventListener('click', holdTap, true);
  return new Promise((resolve) => (onFirstTap = resolve));
}

/** A screen (or the error screen) has mounted or hydrated: taps are React's now, and a kept one is made again, once. */
export function screenTookOver() {
  if (tookOver) return;
  tookOver = true;
  document.removeEventListener('click', holdTap, true);
  const button = kept;
  kept = null;
  if (button?.isConnected && !button.disabled) button.click();
}
