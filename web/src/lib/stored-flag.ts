type BrowserStorage = 'localStorage' | 'sessionStorage';

/** A yes/no the browser keeps under `key`; where storage is blocked (or there is no browser) it reads as no. */
export function readStoredFlag(storage: BrowserStorage, key: string): boolean {
  try {
    return window[storage].getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Keeps a yes/no under `key`; where storage is blocked it is not remembered, and the page asks or shows again next time. */
export function storeFlag(storage: BrowserStorage, key: string, on: boolean): void {
  try {
    window[storage].setItem(key, on ? '1' : '0');
  } catch {
    // not remembered; see above
  }
}
