import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { clientKey, DB, DomainError, KV, OtpStore, OUTBOX, RpcHandler, sealSecret, spendCall, ValidationError, newEvent, type Db, type KeyValueStore, type Outbox } from '@gv/platform';
import { FIELD_MESSAGES as messages, isEmail, normalizeEmail, otpText, parseUsPhone, phoneText, requireText, Rpc, type Acknowledged, type AdminSessionOpened, type FieldErrors, type RegisterRequest, type RegistrationOtpRequest, type VerifyRegistrationOtpRequest } from '@gv/proto';
import { registrationRequests } from '../db/schema.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/passwords.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { ProvisionBusiness } from '../provisioning/provision-business.js';
import { AdminView } from '../sessions/admin-view.js';
import { SessionStore } from '../sessions/session-store.js';

export const OTP_SENT = 'OTP sent to your email.';
export const OTP_INVALID = 'Invalid OTP. Please try again.';
export const OTP_VERIFIED = 'OTP verified successfully.';
export const REGISTER_FAILED = 'Error during registration. Check OTP or details.';
export const REGISTERED = 'Registration successful!';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

/** One message for every refusal; the code tells a compared wrong guess from one refused without comparing. */
const OTP_ERROR_CODES = { wrong: 'OTP.INVALID', locked: 'OTP.LOCKED', expired: 'OTP.EXPIRED' } as const;

/** Spec "Registration screen": Email Verification → Verify OTP → Register. */
@Controller()
export class SelfRegistrationRpc {
  private readonly codes: OtpStore;
  private readonly verified: OtpStore;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly provision: ProvisionBusiness,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
  ) {
    this.codes = new OtpStore(kv, keys.otp, 'registration');
    // A verified code is kept (hashed) until the Register step presents it again.
    this.verified = new OtpStore(kv, keys.otp, 'registration-verified');
  }

  @RpcHandler(Rpc.identity.sendRegistrationOtp)
  async sendOtp(body: RegistrationOtpRequest): Promise<Acknowledged> {
    const email = normalizeEmail(body.email);
    if (!isEmail(email)) throw new ValidationError({ email: messages.email });
    await spendCall(this.kv, [
      { key: `otp-send:email:${email}`, max: 3, windowSeconds: 600 },
      { key: `otp-send:client:${clientKey(body.ip)}`, max: 20, windowSeconds: 3600 },
    ]);
    const code = await this.codes.issue(email);
    const sealedCode = sealSecret(this.keys.mail[0], code, email);
    const expiresInMinutes = this.codes.policy.ttlSeconds / 60;
    await this.db.transaction((tx) => this.outbox.add(tx, [newEvent('registration-otp.requested', { v: 2, email, sealedCode, expiresInMinutes })]));
    this.outbox.flushSoon();
    return { success: true, message: OTP_SENT };
  }

  @RpcHandler(Rpc.identity.verifyRegistrationOtp)
  async verifyOtp(body: VerifyRegistrationOtpRequest): Promise<Acknowledged> {
    const email = normalizeEmail(body.email);
    const otp = otpText(body.otp);
    if (!isEmail(email) || !/^\d{6}$/.test(otp)) throw new DomainError('OTP.INVALID', OTP_INVALID, 400);
    await spendCall(this.kv, [{ key: `otp-verify:client:${clientKey(body.ip)}`, max: 60, windowSeconds: 3600 }]);
    const result = await this.codes.consume(email, otp);
    if (result !== 'ok') throw new DomainError(OTP_ERROR_CODES[result], OTP_INVALID, 400);
    await this.verified.issueFor(email, otp);
    return { success: true, message: OTP_VERIFIED };
  }

  @RpcHandler(Rpc.identity.register)
  async register(body: RegisterRequest): Promise<AdminSessionOpened> {
    const input = validateRegistration(body);
    const result = await this.verified.consume(input.email, input.otp);
    if (result !== 'ok') throw new DomainError('OTP.NOT_VERIFIED', REGISTER_FAILED, 400);
    const { adminId, session } = await this.db.transaction(async (tx) => {
      const { adminId, businessSlug } = await this.provision
        .execute(tx, { ...input, address: input.restaurantAddress })
        .catch((error: unknown) => {
          throw error instanceof DomainError ? new DomainError(error.code, REGISTER_FAILED, error.status, error.fields) : error;
        });
      const requestId = randomUUID();
      await tx.insert(registrationRequests).values({
        id: requestId,
        source: 'self-registration',
        name: input.name,
        email: input.email,
        restaurantName: input.restaurantName,
        phone: input.phone,
        status: 'approved',
        reviewNotes: `Self-registered with a verified email as ${businessSlug}`,
        address: input.restaurantAddress,
      });
      await this.outbox.add(tx, [
        newEvent('registration.requested', {
          v: 1,
          requestId,
          source: 'self-registration',
          name: input.name,
          email: input.email,
          restaurantName: input.restaurantName,
          businessType: '',
          status: 'approved',
          createdAt: new Date().toISOString(),
        }),
      ]);
      return { adminId, session: await this.sessions.open(adminId, tx) };
    });
    this.outbox.flushSoon();
    return { success: true, message: REGISTERED, session, user: await this.adminView.load(adminId) };
  }
}

function validateRegistration(body: RegisterRequest) {
  const errors: FieldErrors = {};
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) errors.email = messages.email;
  const otp = otpText(body.otp);
  if (!/^\d{6}$/.test(otp)) errors.otp = OTP_INVALID;
  const name = requireText(errors, 'name', body.name);
  const restaurantName = requireText(errors, 'restaurantName', body.restaurantName);
  const address = body.restaurantAddress ?? {};
  const restaurantAddress = {
    street: requireText(errors, 'restaurantAddress.street', address.street),
    city: requireText(errors, 'restaurantAddress.city', address.city, 100),
    state: requireText(errors, 'restaurantAddress.state', address.state, 100),
    zipCode: requireText(errors, 'restaurantAddress.zipCode', address.zipCode, 20),
  };
  const phone = parseUsPhone(phoneText(body.phone));
  if (!phone) errors.phone = messages.usPhone;
  const password = typeof body.password === 'string' ? body.password : '';
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = messages.tooLong;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, REGISTER_FAILED);
  return { email, otp, name, restaurantName, restaurantAddress, phone: phone!, password };
}
