import type { ApiKeyActor, CardLedgerMove, CardLedgerRowMove, EventMap } from '@gv/proto';
import type { IssuedCardRow, LedgerRow } from '../db/schema.js';
import { namedCard } from './named-card.js';

/** A ledger row of the card as its events state it: amounts signed as the row's. */
function cardLedgerMove(card: IssuedCardRow, entry: LedgerRow): CardLedgerMove {
  return {
    v: 1,
    ...namedCard(card),
    ledgerId: entry.id,
    amountCents: entry.amountCents,
    paidCents: entry.paidCents,
    bonusCents: entry.bonusCents,
    balanceAfterCents: entry.balanceAfterCents,
    paidAfterCents: entry.paidAfterCents,
    bonusAfterCents: entry.bonusAfterCents,
  };
}

/** gift-card.adjusted as the ledger row states it: amounts signed as the row's. */
export function adjustedEvent(
  card: IssuedCardRow,
  entry: LedgerRow,
  by: { reason: string; at: string } & ({ adminId: string } | { apiKey: ApiKeyActor }),
  reversedLedgerId?: number,
): EventMap['gift-card.adjusted'] {
  return {
    ...cardLedgerMove(card, entry),
    ...(reversedLedgerId === undefined ? {} : { reversedLedgerId }),
    reason: by.reason,
    ...('apiKey' in by ? { apiKey: by.apiKey } : { adminId: by.adminId }),
    adjustedAt: by.at,
    testCard: card.testCard,
  };
}

/** A CASH_OUT or EXPIRE ledger row as its event states it. */
export function ledgerRowMove(card: IssuedCardRow, entry: LedgerRow, at: string): CardLedgerRowMove {
  return { ...cardLedgerMove(card, entry), at, testCard: card.testCard };
}
