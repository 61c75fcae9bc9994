import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, KV, spendCall, type Db, type KeyValueStore } from '@gv/platform';
import type { Acknowledged, ChangePasswordRequest } from '@gv/proto';
import { findAdmin, setAdminPassword } from '../db/admin-repository.js';
import { checkPassword, hashPassword } from '../domain/passwords.js';
import { chosenPassword } from '../password-rules/chosen-password.js';
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
    const newPassword = chosenPassword(request.newPassword, 'newPassword');
    await spendCall(this.kv, [{ key: `change-password:${request.admin.adminId}`, max: 10, windowSeconds: 900 }]);
    const admin = await findAdmin(this.db, request.admin.adminId);
    const passwordRight = await checkPassword(admin?.passwordHash, String(request.currentPassword ?? ''));
    if (!admin || !passwordRight) {
      throw new DomainError('AUTH.WRONG_PASSWORD', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await setAdminPassword(tx, admin.id, passwordHash);
      await this.sessions.revokeOthers(admin.id, request.sessionId, tx);
    });
    return { success: true, message: PASSWORD_CHANGED };
  }
}
