import { toMajorUnits, giftCardTagEmoji, salePriceCents, vatRatePercent, type GiftCardEventPayload, type GiftCardPrice, type GiftCardStatus, type GiftCardView } from '@gv/proto';
import { isExpired } from './calendar.js';
import type { GiftCardFields } from './gift-card-rules.js';

/** What the catalog stores about a card (the gift_cards row): its fields as last saved, locations named as then. */
export interface StoredGiftCard extends Omit<GiftCardFields, 'tag'> {
  id: string;
  businessSlug: string;
  /** Its business's currency now: its amounts are minor units of it. */
  currency: string;
  tag: string;
  imageKey: string;
  /** Stored sizes of the picture, ascending, the largest being imageKey; empty or absent for a picture stored in one size. */
  imageWidths?: number[];
  status: GiftCardStatus;
  /** Cards issued from this card (counted from gift-card.issued). */
  buyers: number;
  createdAt: string;
  updatedAt: string;
}

/** Images are served by the gateway's /media route under their blob key. */
export function imageUrl(imageKey: string): string {
  return `/media/${imageKey}`;
}

/** Blob key of one size of a picture: the full picture's key, or `<key>-<width>w.webp` for a smaller one. */
export function imageSizeKey(imageKey: string, width: number, widths: readonly number[]): string {
  return width === widths[widths.length - 1] ? imageKey : imageKey.replace(/\.webp$/, `-${width}w.webp`);
}

/** The `srcset` of a picture stored in several sizes; undefined for one stored in a single size. */
export function imageSrcset(imageKey: string, widths: readonly number[] = []): string | undefined {
  if (widths.length < 2) return undefined;
  return widths.map((width) => `${imageUrl(imageSizeKey(imageKey, width, widths))} ${width}w`).join(', ');
}

export function toGiftCardView(card: StoredGiftCard, now: Date = new Date()): GiftCardView {
  const srcset = imageSrcset(card.imageKey, card.imageWidths);
  return {
    _id: card.id,
    giftCardName: card.name,
    giftCardTag: card.tag,
    icon: giftCardTagEmoji(card.tag),
    description: card.description,
    amount: toMajorUnits(card.amountCents, card.currency),
    amountMode: card.amountMode,
    minAmount: card.minAmountCents === null ? null : toMajorUnits(card.minAmountCents, card.currency),
    maxAmount: card.maxAmountCents === null ? null : toMajorUnits(card.maxAmountCents, card.currency),
    discount: card.discount,
    reloadable: card.reloadable,
    salePrice: toMajorUnits(salePriceCents(card.amountCents, card.discount), card.currency),
    currency: card.currency,
    expirationDate: card.expirationDate,
    expired: isExpired(card.expirationDate, now),
    redemptionWindow: card.redemptionWindow,
    locationIds: card.usableAt.map((location) => location.id),
    homeLocationId: card.homeLocationId,
    voucherType: card.voucherType,
    vatRate: card.vatRateBp === null ? null : vatRatePercent(card.vatRateBp),
    ...(card.usableAt.length > 0 && { usableAt: card.usableAt }),
    giftCardImg: imageUrl(card.imageKey),
    ...(srcset && { giftCardImgSrcset: srcset }),
    businessSlug: card.businessSlug,
    status: card.status,
    buyers: card.buyers,
    createdAt: new Date(card.createdAt).toISOString(),
    updatedAt: new Date(card.updatedAt).toISOString(),
  };
}

export function giftCardEventPayload(card: StoredGiftCard): GiftCardEventPayload {
  return {
    v: 1,
    id: card.id,
    businessSlug: card.businessSlug,
    giftCardName: card.name,
    giftCardTag: card.tag,
    description: card.description,
    ...pricingOf(card),
    expirationDate: card.expirationDate,
    giftCardImg: imageUrl(card.imageKey),
    redemptionWindow: card.redemptionWindow,
    locationIds: card.usableAt.map((location) => location.id),
    homeLocationId: card.homeLocationId,
    voucherType: card.voucherType,
    vatRateBp: card.vatRateBp,
  };
}

/** The form's fields (as the admin API names them) whose stored value differs between two versions of a card. */
export function changedGiftCardFields(before: StoredGiftCard, after: StoredGiftCard): string[] {
  const fields: [keyof StoredGiftCard, string][] = [
    ['name', 'giftCardName'],
    ['tag', 'giftCardTag'],
    ['description', 'description'],
    ['amountCents', 'amount'],
    ['amountMode', 'amountMode'],
    ['minAmountCents', 'minAmount'],
    ['maxAmountCents', 'maxAmount'],
    ['discount', 'discount'],
    ['reloadable', 'reloadable'],
    ['expirationDate', 'expirationDate'],
    ['imageKey', 'giftCardImg'],
    ['redemptionWindow', 'redemptionWindow'],
    ['usableAt', 'locationIds'],
    ['homeLocationId', 'homeLocationId'],
    ['voucherType', 'voucherType'],
    ['vatRateBp', 'vatRate'],
  ];
  return fields.filter(([stored]) => JSON.stringify(before[stored]) !== JSON.stringify(after[stored])).map(([, name]) => name);
}

/** A card type's pricing as its event and its price answer carry it: amount or range, discount, reload switch, sale price. */
function pricingOf(card: StoredGiftCard) {
  const { amountCents, amountMode, minAmountCents, maxAmountCents, discount, reloadable } = card;
  return { amountCents, amountMode, minAmountCents, maxAmountCents, discount, reloadable, salePriceCents: salePriceCents(amountCents, discount) };
}

export function toGiftCardPrice(card: StoredGiftCard, now: Date = new Date()): GiftCardPrice {
  return {
    id: card.id,
    businessSlug: card.businessSlug,
    giftCardName: card.name,
    ...pricingOf(card),
    voucherType: card.voucherType,
    vatRateBp: card.vatRateBp,
    currency: card.currency,
    expirationDate: card.expirationDate,
    expired: isExpired(card.expirationDate, now),
  };
}
