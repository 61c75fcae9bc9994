import { Injectable } from '@nestjs/common';
import { TeamRpc, type AdminPrincipal, type LocationRef } from '@gv/proto';
import { Kept } from '../http/kept.js';
import { Services } from '../http/rpc.js';

/** How long a gateway keeps a business's open locations: they change rarely, and a change through this gateway shows at once. */
export const LOCATIONS_KEEP_MS = 5_000;

/**
 * Each business's open locations in the order they were added (archived ones are no place to sell or redeem at), asked
 * of identity at most once per LOCATIONS_KEEP_MS: every counter call and every card save names a location (decision
 * 0078). A location added, renamed or archived through this gateway shows at once; through another, within that time.
 */
@Injectable()
export class BusinessLocations {
  private readonly open = new Kept<LocationRef[]>({
    name: 'business-locations',
    keepMs: LOCATIONS_KEEP_MS,
    refreshAheadMs: LOCATIONS_KEEP_MS / 2,
    max: 10_000,
  });

  constructor(private readonly services: Services) {}

  openOf(admin: AdminPrincipal): Promise<LocationRef[]> {
    return this.open.get(admin.businessSlug, async () => {
      const { locations } = await this.services.call(TeamRpc.listLocations, { admin });
      return locations.filter((location) => !location.archived).map(({ id, name }) => ({ id, name }));
    });
  }

  /** After a write through this gateway that changed the business's locations. */
  forget(businessSlug: string): void {
    this.open.forget((key) => key === businessSlug);
  }
}
