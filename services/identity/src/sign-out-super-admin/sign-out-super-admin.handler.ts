import { Inject, Injectable } from '@nestjs/common';
import { DB, sha256, type Db } from '@gv/platform';
import type { Acknowledged, SuperAdminTokenRequest } from '@gv/proto';
import { deleteSuperAdminToken } from '../db/super-admin-token-repository.js';

/** Logout: the session ends at once on the server; expired sessions are cleared out at the same time. */
@Injectable()
export class SignOutSuperAdminHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: SuperAdminTokenRequest): Promise<Acknowledged> {
    if (typeof request.token === 'string') {
      await deleteSuperAdminToken(this.db, sha256(request.token), new Date());
    }
    return { success: true, message: 'Signed out' };
  }
}
