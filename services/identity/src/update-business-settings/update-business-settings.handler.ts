import { Inject, Injectable } from '@nestjs/common';
import { DomainError, NotFoundError, ValidationError, sealSecret, Store } from '@gv/platform';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES as messages,
  JURISDICTION_MESSAGE,
  LOCALE_MESSAGE,
  isLocale,
  TIME_ZONE_MESSAGE,
  canonicalTimeZone,
  defaultJurisdiction,
  giftCardLaw,
  lawRefusal,
  isEmail,
  isSquareCurrency,
  normalizeEmail,
  text,
  type FieldErrors,
  type SettingsSaved,
  type UpdateSettingsRequest,
} from '@gv/proto';
import { findBusiness, updateBusiness } from '../db/business-repository.js';
import type { businesses } from '../db/schema.js';
import { IDENTITY_KEYS, type IdentityKeys } from '../identity-keys.js';
import { AdminView } from '../sessions/admin-view.js';
import { embedOriginsOf } from './embed-origins.js';
import { BusinessChanges } from './business-changes.js';
import { changeSettings } from './settings-change.js';
import { SquareVerification, settingsRefused } from './square-verification.js';

export const SETTINGS_SAVED = ACCOUNT_MESSAGES.settingsSaved;

export const GIFT_CARD_SYNC_MESSAGES = { invalid: ACCOUNT_MESSAGES.syncInvalid, notLive: ACCOUNT_MESSAGES.syncNotLive };

/** Business profile and payment configuration; always the signed-in admin's own business. */
@Injectable()
export class UpdateBusinessSettingsHandler {
  constructor(
    private readonly store: Store,
    private readonly businesses: BusinessChanges,
    @Inject(IDENTITY_KEYS) private readonly keys: IdentityKeys,
    private readonly adminView: AdminView,
    private readonly square: SquareVerification,
  ) {}

  async execute(request: UpdateSettingsRequest): Promise<SettingsSaved> {
    const slug = request.admin.businessSlug;
    const changes: Partial<typeof businesses.$inferInsert> = {};
    const errors: FieldErrors = {};
    if (request.restaurantName !== undefined) {
      const name = text(request.restaurantName);
      if (!name) errors.restaurantName = messages.mandatory;
      else if (name.length > 200) errors.restaurantName = messages.tooLong;
      else changes.name = name;
    }
    const squareField = (field: 'squareApplicationId' | 'squareLocationId') => {
      if (request[field] === undefined) return;
      const value = text(request[field]);
      if (value.length > 200 || /\s/.test(value))
        errors[field] = field === 'squareApplicationId' ? ACCOUNT_MESSAGES.applicationIdInvalid : ACCOUNT_MESSAGES.locationIdInvalid;
      else changes[field] = value;
    };
    squareField('squareApplicationId');
    squareField('squareLocationId');
    const squareSecret = (
      field: 'squareAccessToken' | 'squareWebhookSignatureKey',
      column: 'squareAccessTokenEncrypted' | 'squareWebhookSignatureKeyEncrypted',
      message: string,
    ) => {
      const secret = text(request[field]);
      // A masked value coming back from the form means "unchanged".
      if (!secret || secret.startsWith('•')) return;
      if (secret.length > 500 || /\s/.test(secret)) errors[field] = message;
      else changes[column] = sealSecret(this.keys.secrets[0], secret);
    };
    squareSecret('squareAccessToken', 'squareAccessTokenEncrypted', ACCOUNT_MESSAGES.accessTokenInvalid);
    squareSecret('squareWebhookSignatureKey', 'squareWebhookSignatureKeyEncrypted', ACCOUNT_MESSAGES.signatureKeyInvalid);
    if (request.contactEmail !== undefined) {
      // Cleared: replies go to the admin's email again.
      const contactEmail = normalizeEmail(request.contactEmail);
      if (contactEmail && !isEmail(contactEmail)) errors.contactEmail = messages.email;
      else changes.contactEmail = contactEmail || null;
    }
    if (request.timeZone !== undefined) {
      const timeZone = canonicalTimeZone(request.timeZone);
      if (!timeZone) errors.timeZone = TIME_ZONE_MESSAGE;
      else changes.timeZone = timeZone;
    }
    if (request.jurisdiction !== undefined) {
      const law = giftCardLaw(request.jurisdiction);
      if (!law) errors.jurisdiction = JURISDICTION_MESSAGE;
      else changes.jurisdiction = law.code;
    }
    if (request.locale !== undefined) {
      if (!isLocale(request.locale)) errors.locale = LOCALE_MESSAGE;
      else changes.locale = request.locale;
    }
    if (request.squareGiftCardSync !== undefined && typeof request.squareGiftCardSync !== 'boolean') errors.squareGiftCardSync = GIFT_CARD_SYNC_MESSAGES.invalid;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await this.verifySquareChanges(slug, changes);
    if (request.squareGiftCardSync !== undefined) await this.switchGiftCardSync(slug, request.squareGiftCardSync, changes);
    await changeSettings(
      this.businesses,
      request.admin,
      async (tx, before) => {
        // Whether http://localhost may pass depends on the mode, read under the business's lock.
        if (request.embedOrigins !== undefined) changes.embedOrigins = embedOriginsOf(request.embedOrigins, before.liveAt !== null);
        // A law is for its country's currency, checked against the currency as it stands under the lock: a law kept from
        // before passes only while the currency stays; a location in another currency brings that currency's own law.
        const currency = changes.currency ?? before.currency;
        const kept = currency === before.currency ? before.jurisdiction : '';
        const refusal = changes.jurisdiction && lawRefusal(changes.jurisdiction, currency, kept);
        if (refusal) throw settingsRefused(refusal, 'jurisdiction', 'SETTINGS.LAW_OF_ANOTHER_CURRENCY');
        if (!changes.jurisdiction && lawRefusal(before.jurisdiction, currency, kept)) changes.jurisdiction = defaultJurisdiction(currency);
        return (await updateBusiness(tx, slug, { ...changes, updatedAt: new Date().toISOString() }))!;
      },
    );
    return { success: true, message: SETTINGS_SAVED, ...(await this.adminView.load(request.admin.adminId, request.admin.businessSlug)) };
  }

  /**
   * The owner's "Cards work at my Square Point of Sale": on, the platform subscribes to the business's gift card
   * events at Square (only while live with verified credentials); off, it removes that subscription. Cards already
   * registered at Square keep working there.
   */
  private async switchGiftCardSync(slug: string, on: boolean, changes: Partial<typeof businesses.$inferInsert>): Promise<void> {
    const current = (await findBusiness(this.store.db, slug))!;
    if (on === current.squareGiftCardSync) return;
    const credentials = {
      applicationId: changes.squareApplicationId ?? current.squareApplicationId,
      locationId: changes.squareLocationId ?? current.squareLocationId,
      sealedAccessToken: (changes.squareAccessTokenEncrypted === undefined ? current.squareAccessTokenEncrypted : changes.squareAccessTokenEncrypted) ?? '',
    };
    if (!on) {
      if (current.squareGiftCardSubscriptionId && credentials.sealedAccessToken) {
        await this.square.unsubscribeGiftCardEvents({ ...credentials, subscriptionId: current.squareGiftCardSubscriptionId });
      }
      Object.assign(changes, { squareGiftCardSync: false, squareGiftCardSubscriptionId: null, squareGiftCardSignatureKeyEncrypted: null });
      return;
    }
    const live = (changes.liveAt === undefined ? current.liveAt : changes.liveAt) !== null;
    const verified = (changes.squareVerifiedAt === undefined ? current.squareVerifiedAt : changes.squareVerifiedAt) !== null;
    if (!live || !verified || !credentials.sealedAccessToken) {
      throw new DomainError('SETTINGS.GIFT_CARD_SYNC_NOT_LIVE', GIFT_CARD_SYNC_MESSAGES.notLive, { squareGiftCardSync: GIFT_CARD_SYNC_MESSAGES.notLive });
    }
    const subscribed = await this.square.subscribeGiftCardEvents({ ...credentials, businessSlug: slug });
    Object.assign(changes, {
      squareGiftCardSync: true,
      squareGiftCardSubscriptionId: subscribed.subscriptionId,
      squareGiftCardSignatureKeyEncrypted: subscribed.sealedSignatureKey,
    });
  }

  /**
   * Changed Square credentials are stored only once Square confirms them (then they count as verified), and their
   * location's currency becomes the business's; removing the application and location ids removes the token too and
   * puts the business back in test mode.
   */
  private async verifySquareChanges(slug: string, changes: Partial<typeof businesses.$inferInsert>): Promise<void> {
    const current = await findBusiness(this.store.db, slug);
    if (!current) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound);
    const next = {
      applicationId: changes.squareApplicationId ?? current.squareApplicationId,
      locationId: changes.squareLocationId ?? current.squareLocationId,
      sealedAccessToken: changes.squareAccessTokenEncrypted ?? current.squareAccessTokenEncrypted,
    };
    const changed =
      next.applicationId !== current.squareApplicationId ||
      next.locationId !== current.squareLocationId ||
      changes.squareAccessTokenEncrypted !== undefined;
    if (!changed) return;
    if (!next.applicationId && !next.locationId) {
      Object.assign(changes, { squareAccessTokenEncrypted: null, squareVerifiedAt: null, liveAt: null });
      return;
    }
    if (!next.applicationId || !next.locationId || !next.sealedAccessToken) {
      throw settingsRefused(ACCOUNT_MESSAGES.squareTogether);
    }
    const verified = await this.square.verify({
      applicationId: next.applicationId,
      locationId: next.locationId,
      sealedAccessToken: next.sealedAccessToken,
      business: { businessSlug: slug, currency: current.currency },
    });
    changes.squareVerifiedAt = new Date().toISOString();
    // Orders refused a location in another currency if the business sold a live card; an answer without one keeps it.
    if (isSquareCurrency(verified.currency)) changes.currency = verified.currency;
  }
}
