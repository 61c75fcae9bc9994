import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, RPC, ValidationError, now, type Db, type RpcClient } from '@gv/platform';
import { CORPORATE_MESSAGES, DEFAULT_LOCALE, exceedsMaxMoney, MONEY_MESSAGES, type CorporateOrderRecord, type CreateCorporateOrderRpcRequest } from '@gv/proto';
import { findOrderByKey, insertOrderOnce } from '../db/order-repository.js';
import { EXTERNAL_SOURCE, type OrderRow } from '../db/schema.js';
import { cardForSale } from '../catalog-price/card-for-sale.js';
import { businessNotSelling, giftCardCurrencyChanged } from '../domain/order-errors.js';
import { orderVoucherVat } from '../domain/order-voucher-vat.js';
import { paymentModeOf } from '../domain/payment-mode.js';
import { SquarePayments } from '../square/square-payments.js';
import { parseCorporateOrder, type CorporateOrderForm } from './corporate-order-form.js';
import { corporateRecordOf } from './corporate-order-record.js';

export const referenceUsed = () => new DomainError('CORPORATE_ORDER.REFERENCE_USED', CORPORATE_MESSAGES.referenceUsed);

/**
 * POST /api/v1/admin/corporate-orders. The company paid outside the platform, so there is no Square call. The batch
 * is stored `held`, awaiting the owner's confirmation (decision 0071): no payment, no event, no card until it is
 * confirmed (HeldCorporateOrders). Its total (the sale price times the cards) is bounded by MAX_MONEY_CENTS
 * before anything is written. The order's idempotency key is made of the payment reference, unique per business: the
 * same request again answers the batch it made, and another batch under a used reference is refused.
 */
@Injectable()
export class CreateCorporateOrderHandler {
  constructor(@Inject(DB) private readonly db: Db, @Inject(RPC) private readonly rpc: RpcClient, private readonly square: SquarePayments) {}

  async execute(request: CreateCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const form = parseCorporateOrder(request);
    const { businessSlug, email } = request.admin;
    const key = `corporate:${form.paymentReference}`;
    const existing = await findOrderByKey(this.db, businessSlug, key);
    if (existing) return this.same(existing, form);

    const [{ card, quote }, credentials] = await Promise.all([cardForSale(this.rpc, businessSlug, form.giftCardId, request.amount), this.square.credentials(businessSlug)]);
    if (credentials.status === 'suspended') throw businessNotSelling(credentials.businessName);
    if (card.currency !== credentials.currency) throw giftCardCurrencyChanged();
    // A sum the server computes never passes the money bound: a clear 400 instead of an overflowing column.
    if (exceedsMaxMoney(quote.salePriceCents * form.cardCount)) throw new ValidationError({ [form.recipients ? 'recipients' : 'count']: MONEY_MESSAGES.tooLarge(credentials.currency) });
    const at = now().toISOString();
    const id = randomUUID();
    const gifts = (form.recipients ?? Array.from({ length: form.cardCount }, () => ({ name: form.company, email }))).map((holder) => ({ ...holder, message: '' }));
    const order: OrderRow = {
      id,
      businessSlug,
      businessName: credentials.businessName,
      jurisdiction: credentials.jurisdiction,
      billingState: null,
      // A corporate batch's cards speak the business's language.
      locale: credentials.locale ?? DEFAULT_LOCALE,
      idempotencyKey: key,
      giftCardId: card.id,
      giftCardName: card.giftCardName,
      faceValueCents: quote.faceValueCents,
      amountChosen: card.amountMode === 'custom',
      expirationDate: card.expirationDate,
      priceCents: quote.salePriceCents * form.cardCount,
      currency: credentials.currency,
      purchaseType: 'gift',
      buyerName: form.company,
      buyerEmail: email,
      buyerPhone: '',
      recipientName: gifts[0].name,
      recipientEmail: gifts[0].email,
      message: '',
      gifts,
      // Test mode follows the business as for any purchase: until it is live, these are test cards with no value.
      paymentMode: paymentModeOf(credentials),
      squareLocationId: '',
      sourceId: EXTERNAL_SOURCE,
      status: 'held',
      squarePaymentId: null,
      failureCode: null,
      failureMessage: null,
      createdAt: at,
      updatedAt: at,
      paidAt: null,
      corporate: {
        company: form.company,
        named: form.recipients !== null,
        paymentReference: form.paymentReference,
        ...(form.locationId && { locationId: form.locationId }),
        status: 'awaiting-confirmation',
      },
      reloadCardId: null,
      capture: null,
      cardFingerprint: null,
      voucherVat: orderVoucherVat(card, credentials.jurisdiction),
    };
    // A concurrent request with this reference placed it first.
    if (!(await insertOrderOnce(this.db, order))) return this.same((await findOrderByKey(this.db, businessSlug, key))!, form);
    return corporateRecordOf(order);
  }

  /** The request again answers its batch; another batch (card, count, named or not) under the same reference is refused. */
  private same(order: OrderRow, form: CorporateOrderForm): CorporateOrderRecord {
    const sameBatch =
      order.corporate !== null &&
      order.giftCardId === form.giftCardId &&
      order.gifts.length === form.cardCount &&
      order.corporate.named === (form.recipients !== null) &&
      (form.recipients ?? []).every((recipient, line) => order.gifts[line]?.email === recipient.email);
    if (!sameBatch) throw referenceUsed();
    return corporateRecordOf(order);
  }
}
