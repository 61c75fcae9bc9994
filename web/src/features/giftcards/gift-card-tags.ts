import { GIFT_CARD_TAGS, type GiftCardTag } from '@gv/proto';

/** The spec's 38 tags and their emoji come from the catalog contract in proto/ (constants and types, no server code). */
export { GIFT_CARD_TAGS, giftCardTagEmoji, type GiftCardTag } from '@gv/proto';

const LABELS = new Set<string>(GIFT_CARD_TAGS.map((tag) => tag.label));

export function isGiftCardTag(value: string): value is GiftCardTag {
  return LABELS.has(value);
}
