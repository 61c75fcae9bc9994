import type { Db } from '@gv/platform';
import type { AdminRequest, StaffList } from '@gv/proto';
import { listStaff } from '../db/staff-repository.js';

/** The admin's team: everyone invited to, active in or removed from the business. */
export async function staffList(db: Db, request: AdminRequest): Promise<StaffList> {
  return { staff: await listStaff(db, request.admin.businessSlug) };
}
