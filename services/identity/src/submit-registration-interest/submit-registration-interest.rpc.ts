import { randomUUID } from 'node:crypto';
import { clientKey, spendCall, type KeyValueStore, type Store } from '@gv/platform';
import type { RegistrationInterestRequest, RegistrationInterestSubmitted } from '@gv/proto';
import { insertRegistrationRequest } from '../db/registration-request-repository.js';
import { validateInterest } from '../domain/registration-interest.js';
import { registrationRequested } from '../domain/registration-requested.js';

/** The spec's words (§ landing page). */
export const INTEREST_RECEIVED_MESSAGE = "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.";

/** The landing page's form: a pending request for the super admin; `ip` is the caller's address as the gateway saw it. */
export async function submitRegistrationInterest(
  store: Store,
  kv: KeyValueStore,
  { ip, ...input }: RegistrationInterestRequest,
): Promise<RegistrationInterestSubmitted> {
  const interest = validateInterest(input);
  // Every accepted request emails its address: limited per address emailed and per client, so the form cannot be used to spam.
  await spendCall(kv, [
    { key: `registration-interest:email:${interest.email}`, max: 3, windowSeconds: 24 * 3600 },
    { key: `registration-interest:client:${clientKey(ip)}`, max: 10, windowSeconds: 3600 },
  ]);
  const id = randomUUID();
  await store.transaction(async (tx, record) => {
    const stored = await insertRegistrationRequest(tx, {
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
    await record(registrationRequested(stored));
  });
  return { success: true, id, status: 'pending', message: INTEREST_RECEIVED_MESSAGE };
}
