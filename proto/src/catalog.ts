/** The gift card catalog: tags, the card as the API shows it, and the request-reply messages. */
import type { AmountMode, PricedCardType } from './card-pricing.js';
import type { LocationRef } from './card-locations.js';
import type { RedemptionWindow } from './redemption-window.js';
import type { VoucherType } from './voucher-vat.js';
import { currencyLimits } from './currency-limits.js';
import { defineCatalog, NUMBER_LOCALES, translator, type Locale } from './locale.js';
import { DEFAULT_CURRENCY, formatWholeAmount, majorUnitName, minorDigits, toMajorUnits, toMinorUnits } from './money.js';
import giftCardAmountTexts from './messages/giftCardAmounts.json' with { type: 'json' };
import giftCardTexts from './messages/giftCard.json' with { type: 'json' };

/** The spec's 38 tags (§3), each with the emoji shown beside it; the label is what a card stores. */
export const GIFT_CARD_TAGS = [
  { label: 'Birthday Special', emoji: '🎂' },
  { label: 'Anniversary Delight', emoji: '💞' },
  { label: 'Festive Cheers', emoji: '🎉' },
  { label: 'Thank You', emoji: '🙏' },
  { label: 'Congratulations', emoji: '🏆' },
  { label: 'Get Well Soon', emoji: '💐' },
  { label: 'Housewarming Gift', emoji: '🏡' },
  { label: 'Fine Dining', emoji: '🍽️' },
  { label: 'Romantic Dinner', emoji: '🕯️' },
  { label: 'Weekend Brunch', emoji: '🥞' },
  { label: 'Family Feast', emoji: '👨‍👩‍👧‍👦' },
  { label: "Chef's Special", emoji: '👨‍🍳' },
  { label: 'All-You-Can-Eat Buffet', emoji: '🍱' },
  { label: 'Relaxing Staycation', emoji: '🛏️' },
  { label: 'Spa & Dine Combo', emoji: '💆' },
  { label: 'Luxury Escape', emoji: '💎' },
  { label: 'Gourmet Experience', emoji: '🧑‍🍳' },
  { label: 'Wine & Dine', emoji: '🍷' },
  { label: 'Beachside Bliss', emoji: '🏖️' },
  { label: 'Mountain Retreat', emoji: '🏔️' },
  { label: 'City Lights Dining', emoji: '🌃' },
  { label: 'Exotic Flavors', emoji: '🌶️' },
  { label: 'Employee Appreciation', emoji: '👏' },
  { label: 'Loyalty Rewards', emoji: '⭐' },
  { label: 'Client Gifting', emoji: '🤝' },
  { label: 'Corporate Thank You', emoji: '💼' },
  { label: 'Just Because', emoji: '💝' },
  { label: 'Date Night', emoji: '🌙' },
  { label: 'Summer Treats', emoji: '🍦' },
  { label: 'Winter Warmth', emoji: '☕' },
  { label: 'Spring Refresh', emoji: '🌸' },
  { label: 'Autumn Flavors', emoji: '🍂' },
  { label: 'For Food Lovers', emoji: '😋' },
  { label: 'For Him', emoji: '👔' },
  { label: 'For Her', emoji: '👗' },
  { label: 'For the Family', emoji: '👪' },
  { label: 'For the Team', emoji: '🙌' },
  { label: 'For You', emoji: '🎁' },
] as const;

export type GiftCardTag = (typeof GIFT_CARD_TAGS)[number]['label'];

/** Each tag in the language a person reads (the stored value stays the English tag). */

const TAG_EMOJI = new Map<string, string>(GIFT_CARD_TAGS.map((tag) => [tag.label, tag.emoji]));

/** The emoji of a tag ('🎁' for an unknown one). */
export function giftCardTagEmoji(tag: string): string {
  return TAG_EMOJI.get(tag) ?? '🎁';
}

export type GiftCardStatus = 'active' | 'deleted';

/** A gift card in API responses. Money in dollars (50, 42.5); the service keeps integer cents. */
export interface GiftCardView {
  _id: string;
  giftCardName: string;
  giftCardTag: string;
  /** The tag's emoji. */
  icon: string;
  description: string;
  /** The fixed value; for an "Any amount" card (amountMode 'custom'), its lowest amount. */
  amount: number;
  /** 'custom': the buyer chooses the amount, between minAmount and maxAmount (whole dollars). */
  amountMode: AmountMode;
  /** An "Any amount" card's range; null for a fixed one. */
  minAmount: number | null;
  maxAmount: number | null;
  /** Percent off, 0-100. */
  discount: number;
  /** Whether its cards may be topped up with more paid value (the owner's choice). */
  reloadable: boolean;
  /** amount − amount × discount / 100, computed by the service, rounded to the cent. */
  salePrice: number;
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** Calendar date, YYYY-MM-DD; the card is valid through this day. */
  expirationDate: string;
  expired: boolean;
  /** When it may be redeemed, in the business's time zone (decision 0062); null: whenever the counter is open. */
  redemptionWindow: RedemptionWindow | null;
  /** The locations it may be spent at (decision 0078); empty: every location of the business. */
  locationIds: string[];
  /** Where its online sales belong; null: the business's first location. */
  homeLocationId: string | null;
  /** Its VAT treatment where the EU voucher rules apply (voucher-vat.ts; 'multi-purpose' unless the owner chose). */
  voucherType: VoucherType;
  /** A single-purpose voucher's VAT rate in percent (20, 5.5); null for a multi-purpose one. */
  vatRate: number | null;
  /** Where it can be used, named as when the card was last saved; present only when it is limited to some locations. */
  usableAt?: LocationRef[];
  /** URL path of the image, e.g. /media/giftcards/<sha256>.webp */
  giftCardImg: string;
  /** The image's stored sizes as an <img srcset> ('/media/…-400w.webp 400w, /media/….webp 800w'); absent when it has one size. */
  giftCardImgSrcset?: string;
  businessSlug: string;
  status: GiftCardStatus;
  buyers: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields of the create/edit form as a client sends them (multipart text or JSON). */
export interface GiftCardForm {
  giftCardName?: unknown;
  giftCardTag?: unknown;
  description?: unknown;
  /** Dollars, e.g. "50" or "42.50"; a fixed card's value (an "Any amount" card needs none). */
  amount?: unknown;
  /** 'fixed' (the default) or 'custom': the buyer chooses the amount between minAmount and maxAmount. */
  amountMode?: unknown;
  /** Whole dollars, $5 to $2,000: an "Any amount" card's range. */
  minAmount?: unknown;
  maxAmount?: unknown;
  /** Whole percent 0-100. */
  discount?: unknown;
  /** true or false (a multipart form's 'true'/'false'): its cards may be topped up; a new card is not by default. */
  reloadable?: unknown;
  /** YYYY-MM-DD (a full ISO timestamp is accepted; its date part counts). */
  expirationDate?: unknown;
  /** A RedemptionWindow, or its JSON text (a multipart field); null or '' removes it (decision 0062). */
  redemptionWindow?: unknown;
  /** Location ids (an array, its JSON text or ids separated by commas); empty: every location (decision 0078). */
  locationIds?: unknown;
  /** A location id; null or '': the business's first location. */
  homeLocationId?: unknown;
  /** 'single-purpose' or 'multi-purpose' (the default for a new card); fixed once its cards are sold (decision 0099). */
  voucherType?: unknown;
  /** A single-purpose voucher's VAT rate in percent, 0-30 with up to two decimals ("20", "5.5"). */
  vatRate?: unknown;
}

export interface CreateGiftCardRequest {
  /** From the admin's session, never from the client. */
  businessSlug: string;
  /** The admin acting, from the session: named in the card's events (the audit trail). */
  adminId?: string;
  form: GiftCardForm;
  /** Blob key of the upload the gateway staged (uploads/<uuid>). */
  imageKey?: string;
  /** The business's open locations: the only ones the form's locationIds and homeLocationId may name. */
  locations?: LocationRef[];
}

export interface UpdateGiftCardRequest {
  businessSlug: string;
  adminId?: string;
  id: string;
  /** Fields left out keep their current value; an empty field is an error. */
  form: GiftCardForm;
  imageKey?: string;
  locations?: LocationRef[];
}

export interface DeleteGiftCardRequest {
  businessSlug: string;
  adminId?: string;
  id: string;
}

export interface GiftCardDetailsRequest {
  id: string;
}

/** What a card of one business sells for now; another service's question, never answered from a cache. */
export interface GiftCardPriceRequest {
  businessSlug: string;
  id: string;
}

export interface GiftCardPrice extends PricedCardType {
  id: string;
  businessSlug: string;
  giftCardName: string;
  /** Whether its cards may be topped up. */
  reloadable: boolean;
  /** Its VAT treatment where the EU voucher rules apply: a single-purpose voucher's rate in basis points, else null. */
  voucherType: VoucherType;
  vatRateBp: number | null;
  /** amountCents − amountCents × discount / 100, rounded to the cent: what a buyer pays for the fixed value (or the lowest amount). */
  salePriceCents: number;
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  /** YYYY-MM-DD, valid through this day. */
  expirationDate: string;
  expired: boolean;
}

export interface AdminGiftCardListRequest {
  businessSlug: string;
  keyword?: string;
  page?: number | string;
}

export interface PublicGiftCardListRequest {
  businessSlug?: string;
  keyword?: string;
  page?: number | string;
  limit?: number | string;
}

export interface GiftCardSaved {
  success: true;
  message: string;
  giftCard: GiftCardView;
}

export interface GiftCardDeleted {
  success: true;
  message: string;
}

export interface GiftCardDetails {
  giftCard: GiftCardView;
}

export interface AdminGiftCardList {
  giftCards: GiftCardView[];
  /** The business's number of gift cards; present when no keyword was given. */
  giftCardCount?: number;
  /** Cards matching the keyword. */
  total: number;
  page: number;
  hasMore: boolean;
}

export interface PublicGiftCardList {
  /** Each with its business's name (absent for a business whose name the catalog has not learnt yet). */
  giftCards: (GiftCardView & { businessName?: string })[];
  page: number;
  hasMore: boolean;
  total: number;
}

export const ADMIN_GIFT_CARD_PAGE_SIZE = 10;
export const PUBLIC_GIFT_CARD_PAGE_SIZE = 6;
export const PUBLIC_GIFT_CARD_MAX_LIMIT = 50;

/** Request-reply patterns of the catalog service. */
export const CatalogRpc = {
  create: 'catalog.gift-card.create',
  update: 'catalog.gift-card.update',
  remove: 'catalog.gift-card.delete',
  details: 'catalog.gift-card.details',
  adminList: 'catalog.gift-card.admin-list',
  publicList: 'catalog.gift-card.public-list',
  price: 'catalog.gift-card.price',
  publicPages: 'catalog.gift-card.public-pages',
} as const;

/** The gift card form's messages that name amounts, in each language: amounts come formatted, `unit` is majorUnitName's word. */
export const giftCardAmountCatalog = defineCatalog('giftCardAmounts', giftCardAmountTexts);

/** The gift card form's messages that name amounts, in the business's currency (the USD ones are GIFT_CARD_MESSAGES'). English unless a locale is given. */
export function giftCardAmountMessages(currency: string = DEFAULT_CURRENCY, locale: Locale = 'en') {
  const unit = majorUnitName(currency);
  const digits = minorDigits(currency);
  const { cardMaxCents, custom, quickPickCents } = currencyLimits(currency);
  const whole = (minor: number) => formatWholeAmount(minor, currency, NUMBER_LOCALES[locale]);
  const t = translator(giftCardAmountCatalog, locale);
  const range = { min: whole(custom.minCents), max: whole(custom.maxCents) };
  return {
    amountInvalid:
      digits > 0
        ? t('amountInvalidDecimals', { unit, digits })
        : t('amountInvalidWhole', { unit, example: String(toMajorUnits(quickPickCents[1], currency)) }),
    amountRange: t('amountRange', { zero: whole(0), max: whole(cardMaxCents) }),
    customRangeInvalid:
      custom.stepCents === toMinorUnits(1, currency)
        ? t('customRangeWhole', { unit, ...range })
        : t('customRangeStep', { step: whole(custom.stepCents), ...range }),
  };
}

/** The gift card form's stable messages in each language (the admin UI shows them), shared by the catalog's rules and the admin form. */
export const giftCardMessages = defineCatalog('giftCard', giftCardTexts);

export const GIFT_CARD_MESSAGES = giftCardMessages.messages.en;

/** Image formats an upload may have (gift card images, logos), as decoding the file names them; SVG and the rest are refused. */
export const ACCEPTED_IMAGE_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif'];

export const GIFT_CARD_MAX_NAME_LENGTH = 100;
export const GIFT_CARD_MAX_DESCRIPTION_LENGTH = 2000;
export const GIFT_CARD_MAX_EXPIRY_YEARS = 10;
