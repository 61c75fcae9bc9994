import { newEvent } from '@gv/platform/rules';
import type { businesses } from '../db/schema.js';

type BusinessProfile = Pick<typeof businesses.$inferSelect, 'slug' | 'name' | 'logoUrl' | 'address' | 'timeZone' | 'contactEmail' | 'liveAt'>;

/**
 * business.updated: the business's profile as it now stands, sent whenever it is created or changed.
 * `adminEmail` is its first admin's, where replies go while the business has no contact email of its own.
 */
export function businessUpdated(business: BusinessProfile, adminEmail: string) {
  const { slug, name, logoUrl, address, timeZone, contactEmail, liveAt } = business;
  return newEvent('business.updated', { v: 3, businessSlug: slug, name, logoUrl, address, timeZone, contactEmail: contactEmail ?? adminEmail, live: liveAt !== null });
}
