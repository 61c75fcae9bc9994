/** A pass's Last-Modified: an HTTP date, whole seconds. */
export const httpDate = (at: Date) => at.toUTCString();

/**
 * True when the device's copy (If-Modified-Since, the Last-Modified it was given) is not older than the pass's last
 * change: the answer is 304. An absent or unreadable header asks for the pass.
 */
export function unchangedSince(lastModified: Date, ifModifiedSince: string | undefined): boolean {
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Of a device's passes, the ones changed after its tag (all of them without one), and the tag to ask with next:
 * the highest of all its passes'. Null when none changed. A tag that is not a number asks for every pass.
 */
export function changedSince<P extends { tag: number }>(passes: P[], passesUpdatedSince: string | undefined): { changed: P[]; lastUpdated: string } | null {
  const since = /^\d{1,15}$/.test(passesUpdatedSince ?? '') ? Number(passesUpdatedSince) : -1;
  const changed = passes.filter((pass) => pass.tag > since);
  if (changed.length === 0) return null;
  return { changed, lastUpdated: String(Math.max(...passes.map((pass) => pass.tag))) };
}

/** The longest wait before a failed pass update is tried again. */
const MOST_RETRY_MS = 60 * 60 * 1000;

/** The wait after the `attempts`-th failed update of a card's passes: a second, doubled at each failure, up to an hour. */
export const updateRetryDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.min(Math.max(attempts, 1) - 1, 30), MOST_RETRY_MS);
