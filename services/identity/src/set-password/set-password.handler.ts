import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt } from 'drizzle-orm';
import { DB, DomainError, ValidationError, sha256, type Db } from '@gv/platform';
import type { Acknowledged, SetPasswordRequest } from '@gv/proto';
import { admins } from '../db/schema.js';
import { hashPassword, newPasswordProblem } from '../domain/passwords.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';
import { SessionStore } from '../sessions/session-store.js';

export const INVITE_INVALID = 'This link is invalid or has expired. Please ask for a new invitation.';

/** The invited admin picks a password with the emailed one-time link, and is signed in. */
@Injectable()
export class SetPasswordHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  async execute(request: SetPasswordRequest): Promise<Acknowledged> {
    const password = typeof request.password === 'string' ? request.password : '';
    const problem = newPasswordProblem(password, isBreachedPassword);
    if (problem) throw new ValidationError({ password: problem });
    const token = typeof request.token === 'string' ? request.token : '';
    const passwordHash = await hashPassword(password);
    const [admin] = await this.db
      .update(admins)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(and(eq(admins.inviteTokenHash, sha256(token)), gt(admins.inviteExpiresAt, new Date())))
      .returning({ id: admins.id });
    if (!admin) throw new DomainError('AUTH.INVITE_INVALID', INVITE_INVALID);
    await this.sessions.revokeOthers(admin.id);
    return { success: true, message: 'Password set. You can now sign in.' };
  }
}
