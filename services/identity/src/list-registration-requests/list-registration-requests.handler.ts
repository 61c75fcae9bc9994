import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { RegistrationRequestList } from '@gv/proto';
import { latestRegistrationRequests } from '../db/registration-request-repository.js';
import { toRequestView } from '../domain/registration-request-view.js';

/** The super admin's list of registration requests, newest first. */
@Injectable()
export class ListRegistrationRequestsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(): Promise<RegistrationRequestList> {
    const rows = await latestRegistrationRequests(this.db);
    return { success: true, requests: rows.map(toRequestView) };
  }
}
