import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { AdminRequest, StaffList } from '@gv/proto';
import { listStaff } from '../db/staff-repository.js';

@Injectable()
export class ListStaffHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: AdminRequest): Promise<StaffList> {
    return { staff: await listStaff(this.db, request.admin.businessSlug) };
  }
}
