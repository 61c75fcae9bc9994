import type { BusinessAccount, SetBusinessStatusRequest } from '@gv/proto';
import { firstAdminEmail } from '../db/admin-repository.js';
import { findBusinessAccount, lockBusiness, slugOf, updateBusiness } from '../db/business-repository.js';
import { businessNotFound, parseStatusChange, statusChangeAction } from '../domain/business-status.js';
import { businessUpdated } from '../domain/business-updated.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BusinessChanges } from '../update-business-settings/business-changes.js';

/**
 * The super admin suspends or reinstates a business. Suspending ends its admins' sessions at once (they may sign in
 * again, and are told their business is suspended); business.updated carries the status to the services that act on it,
 * and what the change did to the business's audit trail.
 */
export async function setBusinessStatus(businesses: BusinessChanges, sessions: SessionStore, request: SetBusinessStatusRequest): Promise<BusinessAccount> {
  const { status, notes, redemptionsPaused } = parseStatusChange(request);
  const slug = slugOf(request.businessSlug);
  if (!slug) throw businessNotFound();
  return businesses.change(slug, async (tx, record) => {
    const changedAt = new Date().toISOString();
    const before = await lockBusiness(tx, slug);
    if (!before) throw businessNotFound();
    const business = await updateBusiness(tx, slug, {
      status,
      redemptionsPaused,
      statusNotes: notes,
      statusChangedAt: changedAt,
      statusChangedBy: request.superAdmin.email,
      updatedAt: changedAt,
    });
    if (!business) throw businessNotFound();
    if (status === 'suspended') await sessions.revokeBusiness(slug, tx);
    const action = statusChangeAction(before, business);
    const statusChange = action ? { superAdminId: request.superAdmin.superAdminId, action, notes } : undefined;
    await record(businessUpdated(business, await firstAdminEmail(tx, slug), undefined, statusChange));
    return (await findBusinessAccount(tx, slug))!;
  });
}
