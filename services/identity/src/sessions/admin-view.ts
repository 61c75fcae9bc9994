import { Inject, Injectable } from '@nestjs/common';
import { DB, NotFoundError, maskSecret, openSecret, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, nearestLocale, type AdminUser, type SignedInAdmin } from '@gv/proto';
import { findAdminWithBusiness } from '../db/admin-repository.js';
import { ownersNeedTwoStep } from '../db/sign-in-policy-repository.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';

/**
 * The signed-in person as the web app sees them (spec §3 "User (admin)"; the Square token only masked), with their
 * role and locations in the business they act for.
 */
@Injectable()
export class AdminView {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
  ) {}

  async load(adminId: string, businessSlug: string): Promise<SignedInAdmin> {
    const row = await findAdminWithBusiness(this.db, adminId, businessSlug);
    if (!row) throw new NotFoundError(ACCOUNT_MESSAGES.accountNotFound);
    const { admin, business, member } = row;
    const twoStepEnabled = Boolean(row.twoStepEnabledAt);
    // The super admin's policy is for owners (decision 0072); managers and clerks choose for themselves.
    const twoStepSetupRequired = member.role === 'owner' && !twoStepEnabled && (await ownersNeedTwoStep(this.db));
    const token = business.squareAccessTokenEncrypted ? openSecret(this.keys.secrets, business.squareAccessTokenEncrypted) : '';
    const webhookKey = business.squareWebhookSignatureKeyEncrypted ? openSecret(this.keys.secrets, business.squareWebhookSignatureKeyEncrypted) : '';
    const user: AdminUser = {
      _id: admin.id,
      role: 'Admin',
      name: admin.name,
      email: admin.email,
      phone: admin.phone,
      restaurantName: business.name,
      businessSlug: business.slug,
      logoUrl: business.logoUrl,
      restaurantAddress: business.address,
      squareApplicationId: business.squareApplicationId,
      squareLocationId: business.squareLocationId,
      squareAccessToken: maskSecret(token),
      hasSquareAccessToken: Boolean(token),
      squareWebhookSignatureKey: maskSecret(webhookKey),
      timeZone: business.timeZone,
      contactEmail: business.contactEmail ?? admin.email,
      jurisdiction: business.jurisdiction,
      currency: business.currency,
      locale: nearestLocale(business.locale),
      testMode: business.liveAt === null,
      squareVerifiedAt: business.squareVerifiedAt && new Date(business.squareVerifiedAt).toISOString(),
      liveAt: business.liveAt && new Date(business.liveAt).toISOString(),
      squareGiftCardSync: business.squareGiftCardSync,
      embedOrigins: business.embedOrigins,
      businessStatus: business.status,
      ...(business.status === 'suspended'
        ? { suspension: { reason: business.statusNotes, since: business.statusChangedAt && new Date(business.statusChangedAt).toISOString() } }
        : {}),
      twoStepEnabled,
      twoStepSetupRequired,
    };
    return { user, role: member.role, locationIds: member.locationIds };
  }
}
