import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DomainError, KV, OtpStore, spendCall, type KeyValueStore } from '@gv/platform';
import { isEmail, normalizeEmail, otpText, type Acknowledged, type VerifyRegistrationOtpRequest } from '@gv/proto';
import { OTP_ERROR_CODES, OTP_INVALID, OTP_VERIFIED, REGISTRATION_OTP, VERIFIED_REGISTRATION_OTP } from '../domain/self-registration.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

/** Spec "Registration screen", Verify OTP: a right code is kept (hashed) until the Register step presents it again. */
@Injectable()
export class VerifyRegistrationOtpHandler {
  private readonly codes: OtpStore;
  private readonly verified: OtpStore;

  constructor(
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(IDENTITY_KEYS) keys: IdentityKeys,
  ) {
    this.codes = new OtpStore(kv, keys.otp, REGISTRATION_OTP);
    this.verified = new OtpStore(kv, keys.otp, VERIFIED_REGISTRATION_OTP);
  }

  async execute(request: VerifyRegistrationOtpRequest): Promise<Acknowledged> {
    const email = normalizeEmail(request.email);
    const otp = otpText(request.otp);
    if (!isEmail(email) || !/^\d{6}$/.test(otp)) throw new DomainError(OTP_ERROR_CODES.wrong, OTP_INVALID);
    await spendCall(this.kv, [{ key: `otp-verify:client:${clientKey(request.ip)}`, max: 60, windowSeconds: 3600 }]);
    const result = await this.codes.consume(email, otp);
    if (result !== 'ok') throw new DomainError(OTP_ERROR_CODES[result], OTP_INVALID);
    await this.verified.issueFor(email, otp);
    return { success: true, message: OTP_VERIFIED };
  }
}
