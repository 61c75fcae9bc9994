import { NotFoundError, type Tx } from '@gv/platform';
import type { AdminPrincipal } from '@gv/proto';
import { firstAdminEmail } from '../db/admin-repository.js';
import { lockBusiness } from '../db/business-repository.js';
import type { businesses } from '../db/schema.js';
import { businessUpdated, changedSettings } from '../domain/business-updated.js';
import type { BusinessChanges } from './business-changes.js';
import { ACCOUNT_MESSAGES } from '@gv/proto';

type Business = typeof businesses.$inferSelect;

/**
 * An admin changes their business's settings (its profile, logo, Square credentials or mode): in one transaction the
 * business is locked, `write` changes it, and business.updated records who changed which settings.
 */
export function changeSettings(
  businesses: BusinessChanges,
  admin: Pick<AdminPrincipal, 'adminId' | 'businessSlug'>,
  write: (tx: Tx, before: Business) => Promise<Business>,
): Promise<Business> {
  return businesses.change(admin.businessSlug, async (tx, record) => {
    const before = await lockBusiness(tx, admin.businessSlug);
    if (!before) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound);
    const business = await write(tx, before);
    const change = { adminId: admin.adminId, fields: changedSettings(before, business) };
    await record(businessUpdated(business, await firstAdminEmail(tx, business.slug), change));
    return business;
  });
}
