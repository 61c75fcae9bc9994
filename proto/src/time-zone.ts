/** A business's time zone: the IANA zone its days are counted in (dashboard figures), shared by identity, analytics and the web form. */

/** The zone of a business that never chose one. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const TIME_ZONE_MESSAGE = 'Please choose a valid time zone';

// An IANA name ('America/New_York', 'UTC', 'Etc/GMT+5'); the runtime also takes offsets such as '+05:00', which are not zones with rules.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical name of an IANA time zone the runtime knows ('us/eastern' → 'America/New_York', 'Etc/UTC' → 'UTC'),
 * or null when the value is not one.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !IANA_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
