import { ValidationError, type DbOrTx } from '@gv/platform';
import { FIELD_MESSAGES, isUuid, MAX_LOCATIONS, STAFF_ROLES, TEAM_MESSAGES, type StaffRole } from '@gv/proto';
import { openLocationIds } from '../db/location-repository.js';

export function staffRole(value: unknown): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) throw new ValidationError({ role: TEAM_MESSAGES.role });
  return value as StaffRole;
}

/** The locations named, each an open location of the business; absent: none (every location). */
export async function staffLocations(db: DbOrTx, businessSlug: string, value: unknown): Promise<string[]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_LOCATIONS) throw new ValidationError({ locationIds: TEAM_MESSAGES.location });
  const ids = [...new Set(value.map((id) => (isUuid(id) ? id.toLowerCase() : '')))];
  const open = await openLocationIds(
    db,
    businessSlug,
    ids.filter((id) => id !== ''),
  );
  if (ids.some((id) => !open.has(id))) throw new ValidationError({ locationIds: TEAM_MESSAGES.location });
  return ids;
}

/** A person's or a place's name: mandatory, at most 100 characters. */
export function shortName(value: unknown, field = 'name'): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new ValidationError({ [field]: FIELD_MESSAGES.mandatory });
  if (name.length > 100) throw new ValidationError({ [field]: FIELD_MESSAGES.tooLong });
  return name;
}
