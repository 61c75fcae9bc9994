import type { CatalogKey, ScannedGiftCard } from '@gv/proto';
import type { cardActionsMessages } from './card-actions.messages';

/** A card's status as the card actions modal names it: its message in cardActionsMessages. */
export const STATUS_LABELS: Record<ScannedGiftCard['giftCard']['status'], CatalogKey<typeof cardActionsMessages>> = {
  active: 'statusActive',
  expired: 'statusExpired',
  void: 'statusVoid',
  on_hold: 'statusOnHold',
  refunded: 'statusRefunded',
  replaced: 'statusReplaced',
};
