import { Injectable } from '@nestjs/common';
import type { AdminRequest, CurrentAdminAnswer } from '@gv/proto';
import { AdminView } from '../sessions/admin-view.js';

/** The signed-in admin as the web app shows it. */
@Injectable()
export class GetCurrentAdminHandler {
  constructor(private readonly adminView: AdminView) {}

  async execute(request: AdminRequest): Promise<CurrentAdminAnswer> {
    return { success: true, ...(await this.adminView.load(request.admin.adminId, request.admin.businessSlug)) };
  }
}
