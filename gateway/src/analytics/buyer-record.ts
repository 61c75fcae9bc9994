import { toMajorUnits, type BuyerProjection, type BuyerRecord } from '@gv/proto';

/** A projected buyer with its card's code, as the spec's buyer record (§3), in major units of `currency` (the business's), with the card's status; history entries as the counter's scan names them. */
export function toBuyerRecord(buyer: BuyerProjection, code: string, currency: string): BuyerRecord {
  return {
    id: buyer.cardId,
    buyerName: buyer.buyer.name,
    name: buyer.buyer.name,
    email: buyer.buyer.email,
    giftCardId: buyer.giftCardId,
    giftCardName: buyer.giftCardName,
    purchaseType: buyer.purchaseType,
    purchaseDate: buyer.purchasedAt,
    faceValue: toMajorUnits(buyer.faceValueCents, currency),
    amountPaid: toMajorUnits(buyer.priceCents, currency),
    orderId: buyer.orderId,
    status: buyer.status,
    remainingBalance: toMajorUnits(buyer.remainingCents, currency),
    usedAmount: toMajorUnits(buyer.usedCents, currency),
    qrCode: { uniqueCode: code },
    testCard: buyer.testCard,
    selfInfo: buyer.recipient ? null : { name: buyer.buyer.name, email: buyer.buyer.email },
    giftInfo: buyer.recipient ? { recipientName: buyer.recipient.name, recipientEmail: buyer.recipient.email } : null,
    redemptionHistory: buyer.redemptions.map((entry) => ({
      redemptionId: String(entry.ledgerId),
      reversed: entry.reversed,
      redeemedAmount: toMajorUnits(entry.redeemedCents, currency),
      remainingAmount: toMajorUnits(entry.remainingCents, currency),
      redemptionDate: entry.redeemedAt,
    })),
    company: buyer.company,
    reloaded: buyer.reloaded,
    ...(buyer.delivery ? { delivery: buyer.delivery } : {}),
  };
}
