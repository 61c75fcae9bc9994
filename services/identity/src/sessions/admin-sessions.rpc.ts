import { Controller, Inject } from '@nestjs/common';
import { and, eq, gt } from 'drizzle-orm';
import { DB, DomainError, KV, RpcHandler, ValidationError, sha256, spendCall, type Db, type KeyValueStore } from '@gv/platform';
import { FIELD_MESSAGES as messages, Rpc, type Acknowledged, type AdminPrincipal, type AdminRequest, type AdminSessionOpened, type ChangePasswordRequest, type CurrentAdminAnswer, type SessionRequest, type SetPasswordRequest, type SignInRequest } from '@gv/proto';
import { admins } from '../db/schema.js';
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/passwords.js';
import { PASSWORD_TOO_SHORT } from '../registration/self-registration.rpc.js';
import { AdminView } from './admin-view.js';
import { PasswordSignIn } from './password-sign-in.js';
import { SessionStore } from './session-store.js';

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const INVITE_INVALID = 'This link is invalid or has expired. Please ask for a new invitation.';

/** Sign-in, sign-out, the current admin and password changes. */
@Controller()
export class AdminSessionsRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
    private readonly passwords: PasswordSignIn,
  ) {}

  @RpcHandler(Rpc.identity.signIn)
  async signIn(body: SignInRequest): Promise<AdminSessionOpened> {
    const { account: admin, deviceToken } = await this.passwords.verify('admin', body, async (email) => {
      const [found] = await this.db.select().from(admins).where(eq(admins.email, email));
      return found;
    });
    const session = await this.sessions.open(admin.id);
    return { success: true, message: 'Signed in', session, user: await this.adminView.load(admin.id), deviceToken };
  }

  @RpcHandler(Rpc.identity.resolveSession)
  resolve(body: SessionRequest): Promise<AdminPrincipal | null> {
    return body.sessionId ? this.sessions.resolve(body.sessionId) : Promise.resolve(null);
  }

  @RpcHandler(Rpc.identity.signOut)
  async signOut(body: SessionRequest): Promise<Acknowledged> {
    if (body.sessionId) await this.sessions.revoke(body.sessionId);
    return { success: true, message: 'Signed out' };
  }

  @RpcHandler(Rpc.identity.currentAdmin)
  async current(body: AdminRequest): Promise<CurrentAdminAnswer> {
    return { success: true, user: await this.adminView.load(body.admin.adminId) };
  }

  @RpcHandler(Rpc.identity.changePassword)
  async changePassword(body: ChangePasswordRequest): Promise<Acknowledged> {
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ newPassword: PASSWORD_TOO_SHORT });
    if (newPassword.length > MAX_PASSWORD_LENGTH) throw new ValidationError({ newPassword: messages.tooLong });
    await spendCall(this.kv, [{ key: `change-password:${body.admin.adminId}`, max: 10, windowSeconds: 900 }]);
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, body.admin.adminId));
    if (!(await checkPassword(admin?.passwordHash, String(body.currentPassword ?? '')))) {
      throw new DomainError('AUTH.WRONG_PASSWORD', WRONG_CURRENT_PASSWORD, 400, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
      await this.sessions.revokeOthers(admin.id, body.sessionId, tx);
    });
    return { success: true, message: PASSWORD_CHANGED };
  }

  /** The invited admin picks a password with the emailed one-time link, and is signed in. */
  @RpcHandler(Rpc.identity.setPassword)
  async setPassword(body: SetPasswordRequest): Promise<Acknowledged> {
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ password: PASSWORD_TOO_SHORT });
    if (password.length > MAX_PASSWORD_LENGTH) throw new ValidationError({ password: messages.tooLong });
    const token = typeof body.token === 'string' ? body.token : '';
    const passwordHash = await hashPassword(password);
    const [admin] = await this.db
      .update(admins)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(and(eq(admins.inviteTokenHash, sha256(token)), gt(admins.inviteExpiresAt, new Date())))
      .returning({ id: admins.id });
    if (!admin) throw new DomainError('AUTH.INVITE_INVALID', INVITE_INVALID, 400);
    await this.sessions.revokeOthers(admin.id);
    return { success: true, message: 'Password set. You can now sign in.' };
  }
}
