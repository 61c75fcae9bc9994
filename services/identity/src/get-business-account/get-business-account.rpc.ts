import type { Db } from '@gv/platform';
import type { BusinessAccount, BusinessAccountRequest } from '@gv/proto';
import { findBusinessAccount, slugOf } from '../db/business-repository.js';
import { businessNotFound } from '../domain/business-status.js';

/** The super admin's view of a business: profile, admins and status. */
export async function businessAccount(db: Db, request: BusinessAccountRequest): Promise<BusinessAccount> {
  const slug = slugOf(request.businessSlug);
  const account = slug ? await findBusinessAccount(db, slug) : undefined;
  if (!account) throw businessNotFound();
  return account;
}
