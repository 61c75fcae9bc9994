import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, DomainError, KV, ValidationError, spendCall, type Db, type KeyValueStore } from '@gv/platform';
import type { Acknowledged, ChangePasswordRequest } from '@gv/proto';
import { admins } from '../db/schema.js';
import { checkPassword, hashPassword, newPasswordProblem } from '../domain/passwords.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';
import { SessionStore } from '../sessions/session-store.js';

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The signed-in admin changes its password with the current one; its other sessions end. */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly sessions: SessionStore,
  ) {}

  async execute(request: ChangePasswordRequest): Promise<Acknowledged> {
    const newPassword = typeof request.newPassword === 'string' ? request.newPassword : '';
    const problem = newPasswordProblem(newPassword, isBreachedPassword);
    if (problem) throw new ValidationError({ newPassword: problem });
    await spendCall(this.kv, [{ key: `change-password:${request.admin.adminId}`, max: 10, windowSeconds: 900 }]);
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, request.admin.adminId));
    if (!(await checkPassword(admin?.passwordHash, String(request.currentPassword ?? '')))) {
      throw new DomainError('AUTH.WRONG_PASSWORD', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
      await this.sessions.revokeOthers(admin.id, request.sessionId, tx);
    });
    return { success: true, message: PASSWORD_CHANGED };
  }
}
