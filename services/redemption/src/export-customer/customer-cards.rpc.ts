import { now, ValidationError, type Db } from '@gv/platform';
import {
  toMajorUnits,
  customerEmailKey,
  PRIVACY_MESSAGES,
  shownStatus,
  todayAnywhereOnEarth,
  type CustomerCardRecord,
  type CustomerCards,
  type CustomerRequest,
} from '@gv/proto';
import { cardsOfCustomer, type CardOfCustomer } from '../db/customer-repository.js';
import { openCode, type CardCodeKeys, type CardSecrets } from '../redemption-keys.js';

/**
 * Redemption's part of GET /api/v1/admin/customers/export: the business's cards the person bought, holds or was given,
 * oldest first, each with its ledger. The code is a bearer secret: only its last 4 characters are shown.
 */
export async function customerCards(db: Db, { codes }: CardSecrets, request: CustomerRequest): Promise<CustomerCards> {
  const email = customerEmailKey(request.email);
  if (!email) throw new ValidationError({ email: PRIVACY_MESSAGES.emailRequired });
  const rows = await cardsOfCustomer(db, request.businessSlug, email);
  const today = todayAnywhereOnEarth(now());
  return { cards: rows.map((row) => cardRecord(codes, row, email, today)) };
}

function cardRecord(codeKeys: CardCodeKeys, card: CardOfCustomer, email: string, today: string): CustomerCardRecord {
  const is = (address: string | null) => address?.toLowerCase() === email;
  return {
    cardId: card.id,
    orderId: card.orderId,
    roles: [
      ...(is(card.buyerEmail) ? ['buyer' as const] : []),
      ...(is(card.holderEmail) ? ['holder' as const] : []),
      ...(is(card.recipientEmail) ? ['recipient' as const] : []),
    ],
    codeLast4: openCode(codeKeys, card).slice(-4),
    giftCardName: card.giftCardName,
    purchaseType: card.purchaseType,
    faceValue: toMajorUnits(card.faceValueCents, card.currency),
    pricePaid: toMajorUnits(card.priceCents, card.currency),
    balance: toMajorUnits(card.balanceCents, card.currency),
    status: shownStatus(card, today),
    testCard: card.testCard,
    issuedAt: card.createdAt,
    expirationDate: card.expirationDate,
    holder: { name: card.holderName, email: card.holderEmail },
    buyer: { name: card.buyerName, email: card.buyerEmail, phone: card.buyerPhone },
    recipient: card.recipientEmail === null ? null : { name: card.recipientName ?? '', email: card.recipientEmail },
    message: card.message,
    ledger: card.ledger.map((entry) => ({
      kind: entry.kind,
      amount: toMajorUnits(entry.amountCents, card.currency),
      balanceAfter: toMajorUnits(entry.balanceAfterCents, card.currency),
      at: entry.at,
    })),
  };
}
