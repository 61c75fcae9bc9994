import { Controller, Inject } from '@nestjs/common';
import { DB, now, plainQuery, qualifiedName, RpcHandler, ValidationError, type Db } from '@gv/platform';
import {
  centsToDollars,
  customerEmailKey,
  CustomerPrivacyRpc,
  PRIVACY_MESSAGES,
  shownStatus,
  todayAnywhereOnEarth,
  type CustomerCardRecord,
  type CustomerCards,
  type CustomerRequest,
} from '@gv/proto';
import { issuedCards, ledger, type IssuedCardRow } from '../db/schema.js';
import { CARD_CODE_KEYS, openCode, type CardCodeKeys } from '../redemption-keys.js';

const CARDS = qualifiedName(issuedCards);
const LEDGER = qualifiedName(ledger);
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type CardOfCustomer = Pick<
  IssuedCardRow,
  | 'id'
  | 'codeSealed'
  | 'orderId'
  | 'giftCardName'
  | 'purchaseType'
  | 'faceValueCents'
  | 'priceCents'
  | 'balanceCents'
  | 'status'
  | 'testCard'
  | 'createdAt'
  | 'expirationDate'
  | 'paidExpiresOn'
  | 'holderName'
  | 'holderEmail'
  | 'buyerName'
  | 'buyerEmail'
  | 'buyerPhone'
  | 'recipientName'
  | 'recipientEmail'
  | 'message'
> & { ledger: { kind: string; amountCents: number; balanceAfterCents: number; at: string }[] };

/**
 * Redemption's part of GET /api/v1/admin/customers/export: the business's cards the person bought, holds or was given,
 * oldest first, each with its ledger. The code is a bearer secret: only its last 4 characters are shown.
 */
@Controller()
export class CustomerCardsRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_CODE_KEYS) private readonly codeKeys: CardCodeKeys,
  ) {}

  @RpcHandler(CustomerPrivacyRpc.cards)
  async cards(request: CustomerRequest): Promise<CustomerCards> {
    const email = customerEmailKey(request.email);
    if (!email) throw new ValidationError({ email: PRIVACY_MESSAGES.emailRequired });
    const rows = await plainQuery<CardOfCustomer>(
      this.db,
      `select c.id, c.code_sealed as "codeSealed", c.order_id as "orderId", c.gift_card_name as "giftCardName", c.purchase_type as "purchaseType",
         c.face_value_cents as "faceValueCents", c.price_cents as "priceCents", c.balance_cents as "balanceCents", c.status,
         c.test_card as "testCard", ${ISO('c.created_at')} as "createdAt", c.expiration_date::text as "expirationDate",
         c.paid_expires_on::text as "paidExpiresOn",
         c.holder_name as "holderName", c.holder_email as "holderEmail", c.buyer_name as "buyerName", c.buyer_email as "buyerEmail",
         c.buyer_phone as "buyerPhone", c.recipient_name as "recipientName", c.recipient_email as "recipientEmail", c.message,
         coalesce((select json_agg(json_build_object('kind', l.kind, 'amountCents', l.amount_cents, 'balanceAfterCents', l.balance_after_cents,
           'at', ${ISO('l.created_at')}) order by l.id) from ${LEDGER} l where l.card_id = c.id), '[]') as ledger
       from ${CARDS} c
       where c.business_slug = $1 and (lower(c.holder_email) = $2 or lower(c.buyer_email) = $2 or lower(c.recipient_email) = $2)
       order by c.created_at, c.id`,
      [request.businessSlug, email],
    );
    const today = todayAnywhereOnEarth(now());
    return { cards: rows.map((row) => this.cardRecord(row, email, today)) };
  }

  private cardRecord(card: CardOfCustomer, email: string, today: string): CustomerCardRecord {
    const is = (address: string | null) => address?.toLowerCase() === email;
    return {
      cardId: card.id,
      orderId: card.orderId,
      roles: [...(is(card.buyerEmail) ? ['buyer' as const] : []), ...(is(card.holderEmail) ? ['holder' as const] : []), ...(is(card.recipientEmail) ? ['recipient' as const] : [])],
      codeLast4: openCode(this.codeKeys, card).slice(-4),
      giftCardName: card.giftCardName,
      purchaseType: card.purchaseType,
      faceValue: centsToDollars(card.faceValueCents),
      pricePaid: centsToDollars(card.priceCents),
      balance: centsToDollars(card.balanceCents),
      status: shownStatus(card, today),
      testCard: card.testCard,
      issuedAt: card.createdAt,
      expirationDate: card.expirationDate,
      holder: { name: card.holderName, email: card.holderEmail },
      buyer: { name: card.buyerName, email: card.buyerEmail, phone: card.buyerPhone },
      recipient: card.recipientEmail === null ? null : { name: card.recipientName ?? '', email: card.recipientEmail },
      message: card.message,
      ledger: card.ledger.map((entry) => ({ kind: entry.kind, amount: centsToDollars(entry.amountCents), balanceAfter: centsToDollars(entry.balanceAfterCents), at: entry.at })),
    };
  }
}
