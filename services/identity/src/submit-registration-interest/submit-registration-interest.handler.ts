import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, newEvent, type Db, type Outbox } from '@gv/platform';
import type { RegistrationInterestInput, RegistrationInterestSubmitted } from '@gv/proto';
import { registrationRequests } from '../db/schema.js';
import { validateInterest } from '../domain/registration-interest.js';

export const INTEREST_RECEIVED_MESSAGE =
  "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.";

@Injectable()
export class SubmitRegistrationInterestHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(input: Partial<RegistrationInterestInput>): Promise<RegistrationInterestSubmitted> {
    const interest = validateInterest(input);
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const [request] = await tx
        .insert(registrationRequests)
        .values({
          id,
          source: 'interest',
          name: interest.contactName,
          email: interest.email,
          restaurantName: interest.businessName,
          phone: interest.phone,
          businessType: interest.businessType,
          website: interest.website,
          notes: interest.notes,
        })
        .returning();
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
