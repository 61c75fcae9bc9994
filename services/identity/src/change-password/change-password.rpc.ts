import { DomainError, spendCall, type Db, type KeyValueStore } from '@gv/platform';
import type { Acknowledged, ChangePasswordRequest } from '@gv/proto';
import { findAdmin, setAdminPassword } from '../db/admin-repository.js';
import { checkPassword, hashPassword } from '../domain/passwords.js';
import { chosenPassword } from '../password-rules/chosen-password.js';
import type { SessionStore } from '../sessions/session-store.js';
import { TWO_STEP_MESSAGES, ACCOUNT_MESSAGES } from '@gv/proto';

export const PASSWORD_CHANGED = ACCOUNT_MESSAGES.passwordChanged;
export const WRONG_CURRENT_PASSWORD = TWO_STEP_MESSAGES.wrongPassword;

/** The signed-in admin changes its password with the current one; its other sessions end. */
export async function changePassword(db: Db, kv: KeyValueStore, sessions: SessionStore, request: ChangePasswordRequest): Promise<Acknowledged> {
  const newPassword = chosenPassword(request.newPassword, 'newPassword');
  await spendCall(kv, [{ key: `change-password:${request.admin.adminId}`, max: 10, windowSeconds: 900 }]);
  const admin = await findAdmin(db, request.admin.adminId);
  const passwordRight = await checkPassword(admin?.passwordHash, String(request.currentPassword ?? ''));
  if (!admin || !passwordRight) {
    throw new DomainError('AUTH.WRONG_PASSWORD', WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setAdminPassword(tx, admin.id, passwordHash);
    await sessions.revokeOthers(admin.id, request.sessionId, tx);
  });
  return { success: true, message: PASSWORD_CHANGED };
}
