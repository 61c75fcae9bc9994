import type { Location } from '@gv/proto';

/** Where this device's counter last was: the next visit starts there (kept per device, not per person). */
const REMEMBERED_KEY = 'gv_counter_location';

/** The locations this person may redeem at: the open ones, and of those a clerk's own (none listed: every one). */
export function counterLocations(locations: readonly Location[], allowedIds: readonly string[]): Location[] {
  return locations.filter((location) => !location.archived && (allowedIds.length === 0 || allowedIds.includes(location.id)));
}

/** Where the counter starts: the location remembered on this device while it is still offered, else the only one, else none (the picker asks). */
export function startingLocation(offered: readonly Location[], remembered: string | null): string | null {
  if (remembered && offered.some((location) => location.id === remembered)) return remembered;
  return offered.length === 1 ? offered[0].id : null;
}

/**
 * What a redemption, its code and a cash-out say about where they happen: the counter's location, or nothing when
 * there is none to tell (no locations offered). Null while several are offered and none is chosen yet.
 */
export function locationToSend(offered: readonly Location[] | null, chosen: string | null): { locationId?: string } | null {
  if (chosen) return { locationId: chosen };
  return offered && offered.length > 1 ? null : {};
}

export function readRememberedLocation(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_KEY);
  } catch {
    return null;
  }
}

export function rememberLocation(id: string): void {
  try {
    localStorage.setItem(REMEMBERED_KEY, id);
  } catch {
    // not remembered on this device; the picker asks again next time
  }
}
