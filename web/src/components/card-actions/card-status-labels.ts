import type { ScannedGiftCard } from '@gv/proto';

/** A card's status as the card actions modal names it. */
export const STATUS_LABELS: Record<ScannedGiftCard['giftCard']['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  void: 'Voided',
  on_hold: 'On hold (disputed)',
  refunded: 'Refunded',
  replaced: 'Moved to a new code',
};
