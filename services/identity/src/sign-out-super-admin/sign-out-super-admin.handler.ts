import { Inject, Injectable } from '@nestjs/common';
import { eq, lt, or } from 'drizzle-orm';
import { DB, sha256, type Db } from '@gv/platform';
import type { Acknowledged, SuperAdminTokenRequest } from '@gv/proto';
import { superAdminTokens } from '../db/schema.js';

/** Logout: the session ends at once on the server; expired sessions are cleared out at the same time. */
@Injectable()
export class SignOutSuperAdminHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: SuperAdminTokenRequest): Promise<Acknowledged> {
    if (typeof request.token === 'string') {
      await this.db.delete(superAdminTokens).where(or(eq(superAdminTokens.tokenHash, sha256(request.token)), lt(superAdminTokens.expiresAt, new Date())));
    }
    return { success: true, message: 'Signed out' };
  }
}
