/**
 * The spec's 38 gift card tags (§3) with their emoji, copied from proto/src/catalog.ts
 * (the SPA never imports server code). The label is what a card stores.
 */
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

const TAG_EMOJI = new Map<string, string>(GIFT_CARD_TAGS.map((tag) => [tag.label, tag.emoji]));

export function isGiftCardTag(value: string): value is GiftCardTag {
  return TAG_EMOJI.has(value);
}

/** The emoji of a tag ('🎁' for an unknown one). */
export function giftCardTagEmoji(tag: string): string {
  return TAG_EMOJI.get(tag) ?? '🎁';
}
