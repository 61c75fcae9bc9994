import { Inject, Injectable } from '@nestjs/common';
import { DomainError, KV, spendAttempt, ValidationError, type KeyValueStore } from '@gv/platform';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES as messages, normalizeEmail, type AccountRealm, type SignInRequest } from '@gv/proto';
import { issueDeviceToken, knownDeviceId } from '../domain/known-devices.js';
import { checkPassword, MAX_PASSWORD_LENGTH } from '../domain/passwords.js';
import { signInBudgets } from '../domain/sign-in-budgets.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

export const BAD_CREDENTIALS = ACCOUNT_MESSAGES.badCredentials;

/** The password check of both sign-ins (admins and the super admin), under the attempt budgets of sign-in-budgets. */
@Injectable()
export class PasswordSignIn {
  constructor(@Inject(KV) private readonly kv: KeyValueStore, @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys) {}

  /** The account whose password this is, and a fresh known-device token for the browser; throws 401 or 429 otherwise. */
  async verify<A extends { passwordHash: string | null }>(
    realm: AccountRealm,
    body: SignInRequest,
    findAccount: (email: string) => Promise<A | undefined>,
  ): Promise<{ account: A; deviceToken: string }> {
    const email = normalizeEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) throw new ValidationError({ ...(!email && { email: messages.mandatory }), ...(!password && { password: messages.mandatory }) });
    const device = knownDeviceId(this.keys.devices, realm, email, body.deviceToken);
    const account = await spendAttempt(this.kv, signInBudgets(realm, email, body.ip, device), async () => {
      const found = await findAccount(email);
      // Same work and same message whether or not the email exists.
      return (await checkPassword(found?.passwordHash, password.slice(0, MAX_PASSWORD_LENGTH))) ? found : undefined;
    });
    if (!account) throw new DomainError('AUTH.BAD_CREDENTIALS', BAD_CREDENTIALS);
    return { account, deviceToken: issueDeviceToken(this.keys.devices[0], realm, email) };
  }

  /** A browser that proved it holds the account's email (a reset link) becomes a known device of the account. */
  deviceTokenFor(realm: AccountRealm, email: string): string {
    return issueDeviceToken(this.keys.devices[0], realm, email);
  }
}
