import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DB, KV, OUTBOX, newEvent, spendCall, type Db, type KeyValueStore, type Outbox } from '@gv/platform';
import type { RegistrationInterestInput, RegistrationInterestSubmitted } from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
import { validateInterest } from '../domain/registration-interest.js';

export const INTEREST_RECEIVED_MESSAGE =
  "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.";

@Injectable()
export class SubmitRegistrationInterestHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(KV) private readonly kv: KeyValueStore,
  ) {}

  /** `ip` is the caller's address as the gateway saw it. */
  async execute(input: Partial<RegistrationInterestInput>, ip: string | undefined): Promise<RegistrationInterestSubmitted> {
    const interest = validateInterest(input);
    // Every accepted request emails its address: limited per address emailed and per client, so the form cannot be used to spam.
    await spendCall(this.kv, [
      { key: `registration-interest:email:${interest.email}`, max: 3, windowSeconds: 24 * 3600 },
      { key: `registration-interest:client:${clientKey(ip)}`, max: 10, windowSeconds: 3600 },
    ]);
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const request = await insertRegistrationRequest(tx, {
        id,
        source: 'interest',
        name: interest.contactName,
        email: interest.email,
        restaurantName: interest.businessName,
        phone: interest.phone,
        businessType: interest.businessType,
        website: interest.website,
        notes: interest.notes,
      });
      await this.outbox.add(tx, [
        newEvent('registration.requested', {
          v: 1,
          requestId: id,
          source: 'interest',
          name: request.name,
          email: request.email,
          restaurantName: request.restaurantName,
          businessType: request.businessType,
          status: 'pending',
          createdAt: new Date(request.createdAt).toISOString(),
        }),
      ]);
    });
    this.outbox.flushSoon();
    return { success: true, id, status: 'pending', message: INTEREST_RECEIVED_MESSAGE };
  }
}
