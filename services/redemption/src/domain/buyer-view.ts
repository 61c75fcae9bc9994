import { toMajorUnits, shownStatus, todayAnywhereOnEarth, type RedeemBuyer, type ScannedCardFacts } from '@gv/proto';
import { type Redemption } from '../db/ledger-repository.js';
import type { IssuedCard, IssuedCardRow } from '../db/schema.js';
import { cardExpiryDates, cashOutOffer, escheatOf } from './card-law.js';

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The card's code, business, card type and face value, named as the order's answer and the holder's page both give them. */
export function cardCodeAndType(card: IssuedCard) {
  return {
    uniqueCode: card.code,
    businessSlug: card.businessSlug,
    giftCardId: card.giftCardId,
    giftCardName: card.giftCardName,
    faceValueCents: card.faceValueCents,
    currency: card.currency,
  };
}

/** The card as the counter's details modal shows it. */
export function scannedCardFacts(card: IssuedCardRow, now: Date): ScannedCardFacts {
  const status = shownStatus(card, todayAnywhereOnEarth(now));
  const cashOut = cashOutOffer(card, now);
  return {
    _id: card.giftCardId,
    giftCardName: card.giftCardName,
    amount: toMajorUnits(card.faceValueCents, card.currency),
    currency: card.currency,
    expirationDate: card.expirationDate,
    ...cardExpiryDates(card),
    expired: status === 'expired',
    businessSlug: card.businessSlug,
    status,
    cashOut: cashOut === null ? null : toMajorUnits(cashOut, card.currency),
    amountPaid: toMajorUnits(card.priceCents, card.currency),
    paidBalance: toMajorUnits(card.paidBalanceCents, card.currency),
    bonusBalance: toMajorUnits(card.bonusBalanceCents, card.currency),
    paymentCardLast4: card.paymentCardLast4,
    testCard: card.testCard,
    ...escheatedOf(card),
  };
}

/** A card reported as unclaimed property says so at the counter; any other card carries nothing of it. */
function escheatedOf(card: IssuedCardRow): Pick<ScannedCardFacts, 'escheated'> {
  const escheated = escheatOf(card);
  return escheated ? { escheated } : {};
}

/**
 * The spec's buyer/purchase record of an issued card, with its REDEEM (and CASH_OUT) ledger rows as the redemption
 * history, oldest first; a reversed redemption is listed as such and not counted as used, nor is cash paid out.
 */
export function redeemBuyer(card: IssuedCard, redemptions: Redemption[]): RedeemBuyer {
  return {
    name: card.buyerName,
    email: card.buyerEmail,
    giftCardName: card.giftCardName,
    purchaseDate: iso(card.createdAt),
    remainingBalance: toMajorUnits(card.balanceCents, card.currency),
    usedAmount: toMajorUnits(-redemptions.reduce((sum, row) => (row.reversed || row.kind !== 'REDEEM' ? sum : sum + row.amountCents), 0), card.currency),
    qrCode: { uniqueCode: card.code },
    testCard: card.testCard,
    selfInfo: card.purchaseType === 'self' ? { name: card.buyerName, email: card.buyerEmail } : null,
    giftInfo: card.recipientEmail ? { recipientName: card.recipientName ?? '', recipientEmail: card.recipientEmail } : null,
    redemptionHistory: redemptions.map((row) => ({
      ...(row.kind === 'CASH_OUT' ? { cashOut: true as const } : { redemptionId: String(row.id), reversed: row.reversed }),
      redeemedAmount: toMajorUnits(-row.amountCents, card.currency),
      remainingAmount: toMajorUnits(row.balanceAfterCents, card.currency),
      redemptionDate: iso(row.createdAt),
    })),
  };
}
