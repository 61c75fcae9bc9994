import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DB, KV, newEvent, newToken, OUTBOX, sealSecret, spendCall, spendCallQuietly, ValidationError, type Db, type KeyValueStore, type Outbox } from '@gv/platform';
import { FIELD_MESSAGES as messages, isEmail, normalizeEmail, RESET_LINK_MINUTES, RESET_LINK_SENT, type Acknowledged, type ForgotPasswordRequest } from '@gv/proto';
import { accountIdOf } from '../db/account-repository.js';
import { insertPasswordReset } from '../db/password-reset-repository.js';
import { resetTokenHashes } from '../domain/reset-link-tokens.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

/**
 * "Forgot password?" for business admins and the super admin: an emailed one-time link (30 minutes) that sets a new
 * password (see reset-password). The same answer whether or not the address has an account; only an address sending
 * too many gets 429.
 */
@Injectable()
export class RequestPasswordResetHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
  ) {}

  async execute(request: ForgotPasswordRequest): Promise<Acknowledged> {
    const email = normalizeEmail(request.email);
    if (!isEmail(email)) throw new ValidationError({ email: messages.email });
    await spendCall(this.kv, [{ key: `password-reset:client:${clientKey(request.ip)}`, max: 10, windowSeconds: 3600 }]);
    const sent = { success: true, message: RESET_LINK_SENT } as const;
    // A mailbox gets at most 3 links per 15 minutes; past that the request is answered alike and sends nothing.
    const mailboxOpen = await spendCallQuietly(this.kv, [{ key: `password-reset:email:${request.realm}:${email}`, max: 3, windowSeconds: 900 }]);
    const accountId = mailboxOpen ? await accountIdOf(this.db, request.realm, email) : undefined;
    if (!accountId) return sent;
    const token = newToken();
    await this.db.transaction(async (tx) => {
      await insertPasswordReset(tx, {
        tokenHash: resetTokenHashes(this.keys.resetLinks, token)[0],
        realm: request.realm,
        accountId,
        email,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      await this.outbox.add(tx, [
        newEvent('password-reset.requested', {
          v: 1,
          realm: request.realm,
          email,
          sealedToken: sealSecret(this.keys.mail[0], token, email),
          expiresInMinutes: RESET_LINK_MINUTES,
        }),
      ]);
    });
    this.outbox.flushSoon();
    return sent;
  }
}
