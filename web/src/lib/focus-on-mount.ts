/**
 * A ref that gives its element the focus as it mounts: what `autoFocus` does on React. On Preact, which the app runs on
 * (decision 0102), `autoFocus` is only the HTML attribute, and a browser focuses no such element added to a page it
 * already shows. A function of its own, so each render hands the same ref and the focus is taken once.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
