import { DomainError } from '@gv/platform/errors';
import { CASH_OUT_MESSAGES as messages, giftCardLaw, spendableCents, todayAnywhereOnEarth, type CounterPurpose } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';
import { cashOutOffer } from './card-law.js';
import { cardNotActive } from './redeem-errors.js';
import { redeemRefusal } from './redeem-rules.js';

const refused = (code: string, message: string) => new DomainError(code, message);

/**
 * The cents the holder may take in cash now, as the law the card was sold under allows; throws why not when its law
 * gives no cash-out now, or when `offered` (what the counter offered, cents) is no longer what is left.
 */
export function cashOutOrRefusal(card: IssuedCardRow, offered: number | null, at: Date): number {
  if (card.status !== 'active') throw cardNotActive(card.status);
  if (card.cashOutBelowCents === null) throw refused('CASH_OUT.NOT_ALLOWED', messages.notAllowed(giftCardLaw(card.jurisdiction)?.name ?? card.jurisdiction));
  const cash = cashOutOffer(card, at);
  if (cash === null) {
    const { totalCents } = spendableCents(card, todayAnywhereOnEarth(at));
    throw totalCents === 0 ? refused('CASH_OUT.NOTHING_LEFT', messages.nothingLeft) : refused('CASH_OUT.NOT_UNDER', messages.notUnder(card.cashOutBelowCents, card.currency));
  }
  if (offered !== null && offered !== cash) throw refused('CASH_OUT.AMOUNT_CHANGED', messages.amountChanged);
  return cash;
}

/** What the counter asks the holder to confirm: a cash-out when it says so, else a redemption. */
export const counterPurpose = (asked: unknown): CounterPurpose => (asked === 'cash-out' ? 'cash-out' : 'redeem');

/** Throws why the card cannot give `amountCents` for `purpose` now: a cash-out must be exactly what its law offers. */
export function refuseForPurpose(card: IssuedCardRow, amountCents: number, purpose: CounterPurpose, at: Date): void {
  if (purpose === 'cash-out') {
    cashOutOrRefusal(card, amountCents, at);
    return;
  }
  const refusal = redeemRefusal(card, amountCents, at);
  if (refusal) throw refusal;
}
