import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, KV, OtpStore, Store, type KeyValueStore } from '@gv/platform';
import type { AdminSessionOpened, RegisterRequest } from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
import { registrationRequested } from '../domain/registration-requested.js';
import { REGISTER_FAILED, REGISTERED, validateRegistration, VERIFIED_REGISTRATION_OTP } from '../domain/self-registration.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';
import { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';
import { AdminView } from '../sessions/admin-view.js';
import { SessionStore } from '../sessions/session-store.js';

/** Spec "Registration screen", Register: with the verified code, the business and its admin are created and signed in. */
@Injectable()
export class RegisterBusinessHandler {
  private readonly verified: OtpStore;

  constructor(
    private readonly store: Store,
    @Inject(KV) kv: KeyValueStore,
    @Inject(IDENTITY_KEYS) keys: IdentityKeys,
    private readonly provision: ProvisionBusinessHandler,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
  ) {
    this.verified = new OtpStore(kv, keys.otp, VERIFIED_REGISTRATION_OTP);
  }

  async execute(request: RegisterRequest): Promise<AdminSessionOpened> {
    const input = validateRegistration(request, isBreachedPassword);
    const result = await this.verified.consume(input.email, input.otp);
    if (result !== 'ok') throw new DomainError('OTP.NOT_VERIFIED', REGISTER_FAILED);
    const { adminId, businessSlug, session } = await this.store.transaction(async (tx, record) => {
      const { adminId, businessSlug } = await this.provision.execute(tx, { ...input, address: input.restaurantAddress }).catch((error: unknown) => {
        throw error instanceof DomainError ? new DomainError(error.code, REGISTER_FAILED, error.fields) : error;
      });
      const stored = await insertRegistrationRequest(tx, {
        id: randomUUID(),
        source: 'self-registration',
        name: input.name,
        email: input.email,
        restaurantName: input.restaurantName,
        phone: input.phone,
        status: 'approved',
        reviewNotes: `Self-registered with a verified email as ${businessSlug}`,
        address: input.restaurantAddress,
      });
      await record(registrationRequested(stored));
      return { adminId, businessSlug, session: await this.sessions.open(adminId, businessSlug, tx) };
    });
    return { success: true, message: REGISTERED, session, ...(await this.adminView.load(adminId, businessSlug)) };
  }
}
