import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import { DB, type Db } from '@gv/platform';
import type { RegistrationRequestList } from '@gv/proto';
import { registrationRequests } from '../db/schema.js';
import { toRequestView } from '../domain/registration-request-view.js';

/** The super admin's list of registration requests, newest first. */
@Injectable()
export class ListRegistrationRequestsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(): Promise<RegistrationRequestList> {
    const rows = await this.db.select().from(registrationRequests).orderBy(desc(registrationRequests.createdAt)).limit(1000);
    return { success: true, requests: rows.map(toRequestView) };
  }
}
