import type { Db } from '@gv/platform';
import type { RegistrationRequestList } from '@gv/proto';
import { latestRegistrationRequests } from '../db/registration-request-repository.js';
import { toRequestView } from '../domain/registration-request-view.js';

/** The super admin's list of registration requests, newest first. */
export async function listRegistrationRequests(db: Db, _request: void): Promise<RegistrationRequestList> {
  const rows = await latestRegistrationRequests(db);
  return { success: true, requests: rows.map(toRequestView) };
}
