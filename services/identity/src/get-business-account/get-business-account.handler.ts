import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { BusinessAccount, BusinessAccountRequest } from '@gv/proto';
import { findBusinessAccount, slugOf } from '../db/business-repository.js';
import { businessNotFound } from '../domain/business-status.js';

/** The super admin's view of a business: profile, admins and status. */
@Injectable()
export class GetBusinessAccountHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: BusinessAccountRequest): Promise<BusinessAccount> {
    const slug = slugOf(request.businessSlug);
    const account = slug ? await findBusinessAccount(this.db, slug) : undefined;
    if (!account) throw businessNotFound();
    return account;
  }
}
