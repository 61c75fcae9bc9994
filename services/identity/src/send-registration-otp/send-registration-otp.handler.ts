import { Inject, Injectable } from '@nestjs/common';
import { clientKey, KV, newEvent, OtpStore, sealSecret, spendCall, Store, ValidationError, type KeyValueStore } from '@gv/platform';
import { FIELD_MESSAGES as messages, isEmail, normalizeEmail, type Acknowledged, type RegistrationOtpRequest } from '@gv/proto';
import { OTP_SENT, REGISTRATION_OTP } from '../domain/self-registration.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

/** Spec "Registration screen", Email Verification: a one-time code is emailed to the address. */
@Injectable()
export class SendRegistrationOtpHandler {
  private readonly codes: OtpStore;

  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
  ) {
    this.codes = new OtpStore(kv, keys.otp, REGISTRATION_OTP);
  }

  async execute(request: RegistrationOtpRequest): Promise<Acknowledged> {
    const email = normalizeEmail(request.email);
    if (!isEmail(email)) throw new ValidationError({ email: messages.email });
    await spendCall(this.kv, [
      { key: `otp-send:email:${email}`, max: 3, windowSeconds: 600 },
      { key: `otp-send:client:${clientKey(request.ip)}`, max: 20, windowSeconds: 3600 },
    ]);
    const code = await this.codes.issue(email);
    const sealedCode = sealSecret(this.keys.mail[0], code, email);
    const expiresInMinutes = this.codes.policy.ttlSeconds / 60;
    await this.store.transaction((_tx, record) => record(newEvent('registration-otp.requested', { v: 2, email, sealedCode, expiresInMinutes })));
    return { success: true, message: OTP_SENT };
  }
}
