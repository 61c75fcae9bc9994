import { Injectable } from '@nestjs/common';
import { ValidationError, Kept } from '@gv/platform';
import { LOCATION_MESSAGES, TeamRpc, type AdminPrincipal, type AtLocation, type LocationRef, type ReportLocation } from '@gv/proto';
import { Services } from '../http/rpc.js';

/** How long a gateway keeps a business's locations: they change rarely, and a change through this gateway shows at once. */
export const LOCATIONS_KEEP_MS = 5_000;

/**
 * Each business's locations in the order they were added, archived ones included, asked of identity at most once per
 * LOCATIONS_KEEP_MS: every counter call, card save, report and narrowed list names a location (decision 0078). A
 * location added, renamed or archived through this gateway shows at once; through another, within that time.
 */
@Injectable()
export class BusinessLocations {
  private readonly kept = new Kept<ReportLocation[]>({
    name: 'business-locations',
    keepMs: LOCATIONS_KEEP_MS,
    refreshAheadMs: LOCATIONS_KEEP_MS / 2,
    max: 10_000,
  });

  constructor(private readonly services: Services) {}

  /** Every location, archived ones too (their history stays): what reports name. */
  allOf(admin: AdminPrincipal): Promise<ReportLocation[]> {
    return this.kept.get(admin.businessSlug, async () => {
      const { locations } = await this.services.call(TeamRpc.listLocations, { admin });
      return locations.map(({ id, name, archived }) => ({ id, name, archived }));
    });
  }

  /** The open locations: the only places to sell or redeem at. */
  async openOf(admin: AdminPrincipal): Promise<LocationRef[]> {
    return (await this.allOf(admin)).filter((location) => !location.archived).map(({ id, name }) => ({ id, name }));
  }

  /** The location a query narrows figures or lists to (an archived one too); none named, none; 400 for one not of the business. */
  async at(admin: AdminPrincipal, locationId: unknown): Promise<AtLocation | undefined> {
    if (locationId === undefined || locationId === '') return undefined;
    const locations = await this.allOf(admin);
    const index = locations.findIndex((location) => location.id === locationId);
    if (index < 0) throw new ValidationError({ locationId: LOCATION_MESSAGES.unknown });
    return { locationId: locations[index].id, first: index === 0 };
  }

  /** After a write through this gateway that changed the business's locations. */
  forget(businessSlug: string): void {
    this.kept.forget((key) => key === businessSlug);
  }
}
