import { DomainError, ValidationError } from '@gv/platform';
import { LOCATION_MESSAGES, notYourLocationMessage, type AdminPrincipal, type LocationRef } from '@gv/proto';

/**
 * Where a counter call happens (decision 0078): the location the body names, which must be one of the business's open
 * locations and, for a person limited to some locations, one of theirs (403 FORBIDDEN_LOCATION). Naming none is
 * asked for only when there is a choice: with one open location the counter is there. Undefined only for a business
 * with no open location, which identity never leaves it without.
 */
export function counterLocation(
  open: readonly LocationRef[],
  admin: Pick<AdminPrincipal, 'locationIds'>,
  chosen: unknown,
  whenNone: string = LOCATION_MESSAGES.choose,
): LocationRef | undefined {
  const named = chosen !== undefined && chosen !== null && chosen !== '';
  if (!named && open.length > 1) throw new ValidationError({ locationId: whenNone });
  const location = named ? open.find((place) => typeof chosen === 'string' && place.id === chosen.trim().toLowerCase()) : open[0];
  if (named && !location) throw new ValidationError({ locationId: LOCATION_MESSAGES.unknown });
  const limitedElsewhere = admin.locationIds.length > 0 && location !== undefined && !admin.locationIds.includes(location.id);
  if (limitedElsewhere) throw new DomainError('FORBIDDEN_LOCATION', notYourLocationMessage(location.name));
  return location;
}
