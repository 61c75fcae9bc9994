import { DomainError } from '@gv/platform/errors';
import { pastLastDay, todayAnywhereOnEarth, type IssuedGiftCardStatus } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

export const RELOAD_MESSAGES = {
  refunded: 'This card was refunded and cannot be reloaded.',
  void: 'This card was voided and cannot be reloaded.',
  replaced: 'This card moved to a new code: reload the new one.',
  on_hold: 'This card is on hold and cannot be reloaded.',
  expired: 'This card has expired and cannot be reloaded.',
  testCard: 'A test card cannot be reloaded once the business is live.',
} as const satisfies Record<Exclude<IssuedGiftCardStatus, 'active'> | 'expired' | 'testCard', string>;

type ReloadableCard = Pick<IssuedCardRow, 'status' | 'testCard' | 'paidExpiresOn'>;

/** Why this card cannot take a reload at `now` (the business live or not), as the error to answer; nothing when it can. */
export function reloadRefusal(card: ReloadableCard, businessLive: boolean, now: Date): DomainError | undefined {
  if (card.status !== 'active') return new DomainError('RELOAD.CARD_NOT_ACTIVE', RELOAD_MESSAGES[card.status]);
  if (pastLastDay(card, todayAnywhereOnEarth(now))) return new DomainError('RELOAD.CARD_EXPIRED', RELOAD_MESSAGES.expired);
  if (card.testCard && businessLive) return new DomainError('RELOAD.TEST_CARD', RELOAD_MESSAGES.testCard);
  return undefined;
}
