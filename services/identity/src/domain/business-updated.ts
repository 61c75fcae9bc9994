import { newEvent } from '@gv/platform/rules';
import { isSquareSandboxApplicationId, nearestLocale, type BusinessSettingField, type EventMap } from '@gv/proto';
import type { businesses } from '../db/schema.js';

type BusinessProfile = Pick<typeof businesses.$inferSelect, 'slug' | 'name' | 'logoUrl' | 'address' | 'timeZone' | 'contactEmail' | 'currency' | 'locale' | 'liveAt' | 'status' | 'redemptionsPaused' | 'squareApplicationId' | 'squareGiftCardSync'>;

/**
 * business.updated: the business's profile as it now stands, sent whenever it is created or changed.
 * `adminEmail` is its first admin's, where replies go while the business has no contact email of its own; `change`
 * names the admin who changed it and what (the audit trail), when an admin did; `statusChange` the super admin's
 * change of its status, when the super admin did.
 */
export function businessUpdated(business: BusinessProfile, adminEmail: string, change?: SettingsChange, statusChange?: EventMap['business.updated']['statusChange']) {
  const { slug, name, logoUrl, address, timeZone, contactEmail, currency, locale, liveAt, status, redemptionsPaused, squareApplicationId, squareGiftCardSync } = business;
  const liveOnSandbox = liveAt !== null && isSquareSandboxApplicationId(squareApplicationId);
  return newEvent('business.updated', { v: 4, businessSlug: slug, name, logoUrl, address, timeZone, contactEmail: contactEmail ?? adminEmail, live: liveAt !== null, ...(liveOnSandbox && { liveOnSandbox }), ...(squareGiftCardSync && { squareGiftCardSync }), currency, locale: nearestLocale(locale), status, ...(redemptionsPaused && { redemptionsPaused }), ...(change && { changedBy: change.adminId, changedFields: change.fields }), ...(statusChange && { statusChange }) });
}

/** An admin's change of the business's settings: who, and which settings (never their values). */
export interface SettingsChange {
  adminId: string;
  fields: BusinessSettingField[];
}

type Business = typeof businesses.$inferSelect;

const SETTING_COLUMNS: [keyof Business, BusinessSettingField][] = [
  ['name', 'restaurantName'],
  ['logoUrl', 'logo'],
  ['contactEmail', 'contactEmail'],
  ['timeZone', 'timeZone'],
  ['jurisdiction', 'jurisdiction'],
  ['currency', 'currency'],
  ['locale', 'locale'],
  ['squareApplicationId', 'squareApplicationId'],
  ['squareLocationId', 'squareLocationId'],
  // Sealed anew on every save that gives one, so a secret entered again counts as changed.
  ['squareAccessTokenEncrypted', 'squareAccessToken'],
  ['squareWebhookSignatureKeyEncrypted', 'squareWebhookSignatureKey'],
  ['squareGiftCardSync', 'squareGiftCardSync'],
];

/** The settings an admin's change changed, from the business's row before and after it. */
export function changedSettings(before: Business, after: Business): BusinessSettingField[] {
  const fields = SETTING_COLUMNS.filter(([column]) => before[column] !== after[column]).map(([, field]) => field);
  if (before.embedOrigins.join(' ') !== after.embedOrigins.join(' ')) fields.push('embedOrigins');
  return (before.liveAt === null) !== (after.liveAt === null) ? [...fields, 'live'] : fields;
}
