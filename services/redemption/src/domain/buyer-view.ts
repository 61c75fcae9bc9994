import { centsToDollars, todayAnywhereOnEarth, type RedeemBuyer, type ScannedCardFacts } from '@gv/proto';
import type { IssuedCard, IssuedCardRow, LedgerRow } from '../db/schema.js';

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The card as the counter's details modal shows it. */
export function scannedCardFacts(card: IssuedCardRow, now = new Date()): ScannedCardFacts {
  return {
    _id: card.giftCardId,
    giftCardName: card.giftCardName,
    amount: centsToDollars(card.faceValueCents),
    expirationDate: card.expirationDate,
    expired: card.expirationDate < todayAnywhereOnEarth(now),
    businessSlug: card.businessSlug,
    status: card.status,
    testCard: card.testCard,
  };
}

/** The spec's buyer/purchase record of an issued card, with its REDEEM ledger rows as the redemption history, oldest first. */
export function redeemBuyer(card: IssuedCard, redemptions: LedgerRow[]): RedeemBuyer {
  return {
    name: card.buyerName,
    email: card.buyerEmail,
    giftCardName: card.giftCardName,
    purchaseDate: iso(card.createdAt),
    remainingBalance: centsToDollars(card.balanceCents),
    usedAmount: centsToDollars(-redemptions.reduce((sum, row) => sum + row.amountCents, 0)),
    qrCode: { uniqueCode: card.code },
    testCard: card.testCard,
    selfInfo: card.purchaseType === 'self' ? { name: card.buyerName, email: card.buyerEmail } : null,
    giftInfo: card.recipientEmail ? { recipientName: card.recipientName ?? '', recipientEmail: card.recipientEmail } : null,
    redemptionHistory: redemptions.map((row) => ({
      redeemedAmount: centsToDollars(-row.amountCents),
      remainingAmount: centsToDollars(row.balanceAfterCents),
      redemptionDate: iso(row.createdAt),
    })),
  };
}
