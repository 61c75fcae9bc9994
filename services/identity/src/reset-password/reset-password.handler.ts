import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DomainError, KV, newEvent, spendAttempt, Store, type KeyValueStore, type Tx } from '@gv/platform';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, type AccountRealm, type PasswordResetDone, type ResetPasswordRequest } from '@gv/proto';
import { resetAdminPassword } from '../db/admin-repository.js';
import { spendResetLink, spendResetLinksOf } from '../db/password-reset-repository.js';
import { setSuperAdminPassword } from '../db/super-admin-repository.js';
import { deleteSuperAdminTokens } from '../db/super-admin-token-repository.js';
import { hashPassword } from '../domain/passwords.js';
import { resetTokenHashes } from '../domain/reset-link-tokens.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { chosenPassword } from '../password-rules/chosen-password.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionStore } from '../sessions/session-store.js';

/**
 * The emailed reset link sets a new password, ends every session of the account and makes the browser a known
 * device (decision "known devices and password reset").
 */
@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly sessions: SessionStore,
    private readonly passwords: PasswordSignIn,
  ) {}

  /** Sets the password once per link: the link is spent by one conditional update, so two uses can never both pass. */
  async execute(request: ResetPasswordRequest): Promise<PasswordResetDone> {
    const newPassword = chosenPassword(request.newPassword, 'newPassword');
    const token = typeof request.token === 'string' && request.token.length <= 100 ? request.token : '';
    const spent = await spendAttempt(
      this.kv,
      [{ key: `password-reset-link:client:${clientKey(request.ip)}`, max: 20, windowSeconds: 900 }],
      async () => {
        // Hashed before the transaction (it takes tens of milliseconds), and only for an address with tries left.
        const passwordHash = await hashPassword(newPassword);
        return this.store.transaction(async (tx, record) => {
          const at = new Date();
          const link = await spendResetLink(tx, request.realm, resetTokenHashes(this.keys.resetLinks, token), at);
          if (!link) return undefined;
          await this.setPasswordAndEndSessions(tx, request.realm, link.accountId, passwordHash);
          // Any other link of the account asked before this reset is spent with it.
          await spendResetLinksOf(tx, request.realm, link.accountId, at);
          await record(newEvent('password.reset', { v: 1, realm: request.realm, email: link.email }));
          return link;
        });
      },
    );
    if (!spent) throw new DomainError('AUTH.RESET_LINK_INVALID', RESET_LINK_INVALID);
    return { success: true, message: PASSWORD_RESET_DONE, deviceToken: this.passwords.deviceTokenFor(request.realm, spent.email) };
  }

  private async setPasswordAndEndSessions(tx: Tx, realm: AccountRealm, accountId: string, passwordHash: string): Promise<void> {
    if (realm === 'admin') {
      await resetAdminPassword(tx, accountId, passwordHash);
      await this.sessions.revokeOthers(accountId, undefined, tx);
    } else {
      await setSuperAdminPassword(tx, accountId, passwordHash);
      await deleteSuperAdminTokens(tx, accountId);
    }
  }
}
