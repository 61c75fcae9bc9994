import {
  clientKey,
  newEvent,
  newToken,
  sealSecret,
  spendCall,
  spendCallQuietly,
  ValidationError,
  type KeyValueStore,
  type Store,
} from '@gv/platform';
import {
  FIELD_MESSAGES as messages,
  isEmail,
  normalizeEmail,
  RESET_LINK_MINUTES,
  RESET_LINK_SENT,
  type Acknowledged,
  type ForgotPasswordRequest,
} from '@gv/proto';
import { accountIdOf } from '../db/account-repository.js';
import { insertPasswordReset } from '../db/password-reset-repository.js';
import { resetTokenHashes } from '../domain/reset-link-tokens.js';
import type { IdentityKeys } from '../identity-keys.js';

/**
 * "Forgot password?" for business admins and the super admin: an emailed one-time link (30 minutes) that sets a new
 * password (see reset-password). The same answer whether or not the address has an account; only an address sending
 * too many gets 429.
 */
export async function requestPasswordReset(
  store: Store,
  kv: KeyValueStore,
  keys: IdentityKeys,
  request: ForgotPasswordRequest,
): Promise<Acknowledged> {
  const email = normalizeEmail(request.email);
  if (!isEmail(email)) throw new ValidationError({ email: messages.email });
  await spendCall(kv, [{ key: `password-reset:client:${clientKey(request.ip)}`, max: 10, windowSeconds: 3600 }]);
  const sent = { success: true, message: RESET_LINK_SENT } as const;
  // A mailbox gets at most 3 links per 15 minutes; past that the request is answered alike and sends nothing.
  const mailboxOpen = await spendCallQuietly(kv, [{ key: `password-reset:email:${request.realm}:${email}`, max: 3, windowSeconds: 900 }]);
  const accountId = mailboxOpen ? await accountIdOf(store.db, request.realm, email) : undefined;
  if (!accountId) return sent;
  const token = newToken();
  await store.transaction(async (tx, record) => {
    await insertPasswordReset(tx, {
      tokenHash: resetTokenHashes(keys.resetLinks, token)[0],
      realm: request.realm,
      accountId,
      email,
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    await record(
      newEvent('password-reset.requested', {
        v: 1,
        realm: request.realm,
        email,
        sealedToken: sealSecret(keys.mail[0], token, email),
        expiresInMinutes: RESET_LINK_MINUTES,
      }),
    );
  });
  return sent;
}
