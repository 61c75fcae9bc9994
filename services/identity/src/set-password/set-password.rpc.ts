import { DomainError, sha256, type Db } from '@gv/platform';
import type { Acknowledged, SetPasswordRequest } from '@gv/proto';
import { acceptInvitation, invitationOpen } from '../db/admin-repository.js';
import { hashPassword } from '../domain/passwords.js';
import { chosenPassword } from '../password-rules/chosen-password.js';
import type { SessionStore } from '../sessions/session-store.js';
import { ACCOUNT_MESSAGES } from '@gv/proto';

export const INVITE_INVALID = ACCOUNT_MESSAGES.inviteInvalid;

/** The invited admin picks a password with the emailed one-time link, and is signed in. */
export async function setPassword(db: Db, sessions: SessionStore, request: SetPasswordRequest): Promise<Acknowledged> {
  const password = chosenPassword(request.password, 'password');
  const tokenHash = sha256(typeof request.token === 'string' ? request.token : '');
  // A token that opens nothing is refused before the costly hash, so guessed tokens cost the server a lookup each.
  if (!(await invitationOpen(db, tokenHash, new Date()))) throw new DomainError('AUTH.INVITE_INVALID', INVITE_INVALID);
  const passwordHash = await hashPassword(password);
  // Spent by one guarded update: of two uses of one token, one sets the password.
  const adminId = await acceptInvitation(db, tokenHash, passwordHash, new Date());
  if (!adminId) throw new DomainError('AUTH.INVITE_INVALID', INVITE_INVALID);
  await sessions.revokeOthers(adminId);
  return { success: true, message: 'Password set. You can now sign in.' };
}
