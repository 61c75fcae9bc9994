import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, KV, newEvent, OtpStore, OUTBOX, type Db, type KeyValueStore, type Outbox } from '@gv/platform';
import type { AdminSessionOpened, RegisterRequest } from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
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
    @Inject(DB) private readonly db: Db,
    @Inject(KV) kv: KeyValueStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
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
    const { adminId, businessSlug, session } = await this.db.transaction(async (tx) => {
      const { adminId, businessSlug } = await this.provision
        .execute(tx, { ...input, address: input.restaurantAddress })
        .catch((error: unknown) => {
          throw error instanceof DomainError ? new DomainError(error.code, REGISTER_FAILED, error.fields) : error;
        });
      const requestId = randomUUID();
      await insertRegistrationRequest(tx, {
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
      return { adminId, businessSlug, session: await this.sessions.open(adminId, businessSlug, tx) };
    });
    this.outbox.flushSoon();
    return { success: true, message: REGISTERED, session, ...(await this.adminView.load(adminId, businessSlug)) };
  }
}
