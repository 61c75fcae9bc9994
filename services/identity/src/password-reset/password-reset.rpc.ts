import { createHmac } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { clientKey, DB, DomainError, KV, newEvent, newToken, OUTBOX, RateLimitedError, RpcHandler, sealSecret, spendAttempt, spendCall, ValidationError, type Db, type KeyValueStore, type Outbox, type Tx } from '@gv/platform';
import {
  AccountSecurityRpc,
  FIELD_MESSAGES as messages,
  isEmail,
  normalizeEmail,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_LINK_SENT,
  type Acknowledged,
  type AccountRealm,
  type ForgotPasswordRequest,
  type PasswordResetDone,
  type ResetPasswordRequest,
} from '@gv/proto';
import { admins, passwordResets, superAdmins, superAdminTokens } from '../db/schema.js';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/passwords.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { PASSWORD_TOO_SHORT } from '../registration/self-registration.rpc.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionStore } from '../sessions/session-store.js';

/**
 * "Forgot password?" for business admins and the super admin: an emailed one-time link (30 minutes) that sets a new
 * password, ends every session of the account and makes the browser a known device (decision "known devices and
 * password reset").
 */
@Controller()
export class PasswordResetRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly sessions: SessionStore,
    private readonly passwords: PasswordSignIn,
  ) {}

  /** The same answer whether or not the address has an account; only an address sending too many gets 429. */
  @RpcHandler(AccountSecurityRpc.requestPasswordReset)
  async request(body: ForgotPasswordRequest): Promise<Acknowledged> {
    const email = normalizeEmail(body.email);
    if (!isEmail(email)) throw new ValidationError({ email: messages.email });
    await spendCall(this.kv, [{ key: `password-reset:client:${clientKey(body.ip)}`, max: 10, windowSeconds: 3600 }]);
    const sent = { success: true, message: RESET_LINK_SENT } as const;
    // A mailbox gets at most 3 links per 15 minutes; past that the request is answered alike and sends nothing.
    const mailboxFull = await spendCall(this.kv, [{ key: `password-reset:email:${body.realm}:${email}`, max: 3, windowSeconds: 900 }]).then(
      () => false,
      (error: unknown) => {
        if (error instanceof RateLimitedError) return true;
        throw error;
      },
    );
    const accountId = mailboxFull ? undefined : await this.accountIdOf(body.realm, email);
    if (!accountId) return sent;
    const token = newToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: this.tokenHashes(token)[0],
        realm: body.realm,
        accountId,
        email,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      await this.outbox.add(tx, [
        newEvent('password-reset.requested', {
          v: 1,
          realm: body.realm,
          email,
          sealedToken: sealSecret(this.keys.mail[0], token, email),
          expiresInMinutes: RESET_LINK_MINUTES,
        }),
      ]);
    });
    this.outbox.flushSoon();
    return sent;
  }

  /** Sets the password once per link: the link is spent by one conditional update, so two uses can never both pass. */
  @RpcHandler(AccountSecurityRpc.resetPassword)
  async reset(body: ResetPasswordRequest): Promise<PasswordResetDone> {
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ newPassword: PASSWORD_TOO_SHORT });
    if (newPassword.length > MAX_PASSWORD_LENGTH) throw new ValidationError({ newPassword: messages.tooLong });
    const token = typeof body.token === 'string' && body.token.length <= 100 ? body.token : '';
    const spent = await spendAttempt(this.kv, [{ key: `password-reset-link:client:${clientKey(body.ip)}`, max: 20, windowSeconds: 900 }], async () => {
      // Hashed before the transaction (it takes tens of milliseconds), and only for an address with tries left.
      const passwordHash = await hashPassword(newPassword);
      return this.db.transaction(async (tx) => {
        const at = new Date();
        const [link] = await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(inArray(passwordResets.tokenHash, this.tokenHashes(token)), eq(passwordResets.realm, body.realm), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
          .returning({ accountId: passwordResets.accountId, email: passwordResets.email });
        if (!link) return undefined;
        await this.setPasswordAndEndSessions(tx, body.realm, link.accountId, passwordHash);
        // Any other link of the account asked before this reset is spent with it.
        await tx
          .update(passwordResets)
          .set({ usedAt: at })
          .where(and(eq(passwordResets.accountId, link.accountId), eq(passwordResets.realm, body.realm), isNull(passwordResets.usedAt)));
        await this.outbox.add(tx, [newEvent('password.reset', { v: 1, realm: body.realm, email: link.email })]);
        return link;
      });
    });
    if (!spent) throw new DomainError('AUTH.RESET_LINK_INVALID', RESET_LINK_INVALID, 400);
    this.outbox.flushSoon();
    return { success: true, message: PASSWORD_RESET_DONE, deviceToken: this.passwords.deviceTokenFor(body.realm, spent.email) };
  }

  private async setPasswordAndEndSessions(tx: Tx, realm: AccountRealm, accountId: string, passwordHash: string): Promise<void> {
    if (realm === 'admin') {
      await tx.update(admins).set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null }).where(eq(admins.id, accountId));
      await this.sessions.revokeOthers(accountId, undefined, tx);
    } else {
      await tx.update(superAdmins).set({ passwordHash }).where(eq(superAdmins.id, accountId));
      await tx.delete(superAdminTokens).where(eq(superAdminTokens.superAdminId, accountId));
    }
  }

  private async accountIdOf(realm: AccountRealm, email: string): Promise<string | undefined> {
    const table = realm === 'admin' ? admins : superAdmins;
    const [account] = await this.db.select({ id: table.id }).from(table).where(eq(table.email, email));
    return account?.id;
  }

  /**
   * Keyed: a leaked table does not let anyone confirm a guessed token without the key. One hash per key of the ring,
   * the first for storing: a link sent before a key rotation still opens while its key is listed.
   */
  private tokenHashes(token: string): string[] {
    return this.keys.resetLinks.map((key) => createHmac('sha256', key).update(token).digest('hex'));
  }
}
