/**
 * Expiration dates are calendar dates (YYYY-MM-DD) with no time zone. A date
 * counts as past only once it has ended everywhere on Earth (UTC−12), so a
 * business choosing "today" in its own zone is never refused, and a card stays
 * on sale through its last day wherever the business is.
 */
const AOE_OFFSET_MS = 12 * 60 * 60 * 1000;

export function todayAnywhereOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - AOE_OFFSET_MS).toISOString().slice(0, 10);
}

export function isExpired(expirationDate: string, now: Date = new Date()): boolean {
  return expirationDate < todayAnywhereOnEarth(now);
}
