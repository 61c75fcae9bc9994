import { newEvent } from '@gv/platform';
import type { businesses } from '../db/schema.js';

type BusinessProfile = Pick<typeof businesses.$inferSelect, 'slug' | 'name' | 'logoUrl' | 'address' | 'timeZone'>;

/** business.updated: the business's profile as it now stands, sent whenever it is created or changed. */
export function businessUpdated(business: BusinessProfile) {
  const { slug, name, logoUrl, address, timeZone } = business;
  return newEvent('business.updated', { v: 2, businessSlug: slug, name, logoUrl, address, timeZone });
}
