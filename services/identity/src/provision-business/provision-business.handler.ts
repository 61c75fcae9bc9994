import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, OUTBOX, newEvent, newToken, sealSecret, sha256, type Outbox, type Tx } from '@gv/platform';
import { ACCOUNT_MESSAGES, addressLine, DEFAULT_CURRENCY, DEFAULT_LOCALE, defaultJurisdiction, isReservedSlug, slugCandidate, slugify, timeZoneOfAddress, type CurrencyCode } from '@gv/proto';
import { accountIdOf } from '../db/account-repository.js';
import { invitedOnlyPersonId, saveOwner } from '../db/admin-repository.js';
import { insertBusinessIfSlugFree } from '../db/business-repository.js';
import { insertLocation } from '../db/location-repository.js';
import { insertStaff } from '../db/staff-repository.js';
import type { Address } from '../db/schema.js';
import { businessUpdated } from '../domain/business-updated.js';
import { hashPassword } from '../domain/passwords.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

export const INVITE_TTL_HOURS = 72;

export interface NewBusinessAdmin {
  name: string;
  email: string;
  phone: string;
  restaurantName: string;
  address: Address;
  /** What its cards are priced in; left out: USD (its Square location's currency replaces it once credentials are verified). */
  currency?: CurrencyCode;
  /** Without a password the admin gets an emailed link to choose one. */
  password?: string;
  preferredSlug?: string;
  /** The super admin who approved or created it (its audit trail records it). */
  approvedBy?: string;
}

export const EMAIL_TAKEN = ACCOUNT_MESSAGES.emailTaken;

/** Creates a business with a free slug, its owner and its first location (made from its address), and announces them. */
@Injectable()
export class ProvisionBusinessHandler {
  constructor(@Inject(OUTBOX) private readonly outbox: Outbox, @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys) {}

  async execute(tx: Tx, input: NewBusinessAdmin) {
    // Someone invited to a team who never accepted has an account without a password: they may still start their own business.
    const invitedOnly = await invitedOnlyPersonId(tx, input.email);
    if (!invitedOnly && (await accountIdOf(tx, 'admin', input.email))) throw new DomainError('IDENTITY.EMAIL_TAKEN', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const slug = await this.claimSlug(tx, input);
    const inviteToken = input.password ? undefined : newToken();
    const adminId = invitedOnly ?? randomUUID();
    await saveOwner(tx, {
      id: adminId,
      email: input.email,
      name: input.name,
      phone: input.phone,
      businessSlug: slug,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      inviteTokenHash: inviteToken ? sha256(inviteToken) : null,
      inviteExpiresAt: inviteToken ? new Date(Date.now() + INVITE_TTL_HOURS * 3600_000) : null,
    });
    await insertStaff(tx, { id: randomUUID(), businessSlug: slug, adminId, role: 'owner', status: 'active' });
    await insertLocation(tx, { id: randomUUID(), businessSlug: slug, name: input.restaurantName, address: addressLine(input.address), timeZone: timeZoneOfAddress(input.address) });
    await this.outbox.add(tx, [
      newEvent('business-admin.provisioned', {
        v: 2,
        adminId,
        businessSlug: slug,
        restaurantName: input.restaurantName,
        name: input.name,
        email: input.email,
        sealedSetPasswordToken: inviteToken && sealSecret(this.keys.mail[0], inviteToken, input.email),
        ...(input.approvedBy && { approvedBy: input.approvedBy }),
      }),
      businessUpdated({ slug, name: input.restaurantName, logoUrl: null, address: input.address, timeZone: timeZoneOfAddress(input.address), contactEmail: null, currency: input.currency ?? DEFAULT_CURRENCY, locale: DEFAULT_LOCALE, liveAt: null, status: 'active', redemptionsPaused: false, squareApplicationId: '', squareGiftCardSync: false }, input.email),
    ]);
    return { adminId, businessSlug: slug };
  }

  /** A taken or reserved slug gets the next free numbered suffix. */
  private async claimSlug(tx: Tx, input: NewBusinessAdmin): Promise<string> {
    const base = slugify(input.preferredSlug || input.restaurantName);
    for (let n = 1; n < 1000; n++) {
      const slug = slugCandidate(base, n);
      if (isReservedSlug(slug)) continue;
      if (await insertBusinessIfSlugFree(tx, { slug, name: input.restaurantName, address: input.address, timeZone: timeZoneOfAddress(input.address), currency: input.currency, jurisdiction: defaultJurisdiction(input.currency) })) return slug;
    }
    throw new DomainError('IDENTITY.SLUG_EXHAUSTED', ACCOUNT_MESSAGES.chooseOtherName);
  }
}
