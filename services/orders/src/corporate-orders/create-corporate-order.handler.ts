import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, LOGGER, OUTBOX, RPC, newEvent, now, plainQuery, rowsValues, type Db, type Logger, type Outbox, type RpcClient } from '@gv/platform';
import { CORPORATE_MESSAGES, externalPaymentId, RedemptionRpc, type CorporateOrderRecord, type CreateCorporateOrderRpcRequest } from '@gv/proto';
import { findOrderByKey, ORDERS } from '../db/order-queries.js';
import { EXTERNAL_SOURCE, orderRows, paymentRows, type OrderRow, type PaymentDescription } from '../db/schema.js';
import { cardForSale } from '../catalog-price/card-for-sale.js';
import { businessNotSelling } from '../domain/order-errors.js';
import { orderPlaced, paymentCompleted } from '../domain/order-events.js';
import { paymentModeOf } from '../domain/payment-mode.js';
import { SquarePayments } from '../square/square-payments.js';
import { parseCorporateOrder, type CorporateOrderForm } from './corporate-order-form.js';
import { corporateRecordOf } from './corporate-order-queries.js';

export const referenceUsed = () => new DomainError('CORPORATE_ORDER.REFERENCE_USED', CORPORATE_MESSAGES.referenceUsed);

/**
 * POST /api/v1/admin/corporate-orders. The company paid outside the platform, so there is no Square call: the order,
 * its payment (source EXTERNAL, the reference as its receipt number), order.placed and payment.completed commit
 * together, and redemption issues one card per line from that event as for any paid order. The order's idempotency
 * key is made of the payment reference, unique per business: the same request again answers the batch it made, and
 * another batch under a used reference is refused.
 */
@Injectable()
export class CreateCorporateOrderHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly square: SquarePayments,
  ) {}

  async execute(request: CreateCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const form = parseCorporateOrder(request);
    const { businessSlug, email } = request.admin;
    const key = `corporate:${form.paymentReference}`;
    const existing = await findOrderByKey(this.db, businessSlug, key);
    if (existing) return this.same(existing, form);

    const [price, credentials] = await Promise.all([cardForSale(this.rpc, businessSlug, form.giftCardId), this.square.credentials(businessSlug)]);
    if (credentials.status === 'suspended') throw businessNotSelling(credentials.businessName);
    const at = now().toISOString();
    const id = randomUUID();
    const gifts = (form.recipients ?? Array.from({ length: form.cardCount }, () => ({ name: form.company, email }))).map((holder) => ({ ...holder, message: '' }));
    const order: OrderRow = {
      id,
      businessSlug,
      businessName: credentials.businessName,
      jurisdiction: credentials.jurisdiction,
      idempotencyKey: key,
      giftCardId: price.id,
      giftCardName: price.giftCardName,
      faceValueCents: price.amountCents,
      expirationDate: price.expirationDate,
      priceCents: price.salePriceCents * form.cardCount,
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
      status: 'paid',
      squarePaymentId: externalPaymentId(id),
      failureCode: null,
      failureMessage: null,
      createdAt: at,
      updatedAt: at,
      paidAt: at,
      corporate: { company: form.company, named: form.recipients !== null, paymentReference: form.paymentReference },
    };
    const payment: PaymentDescription = {
      id: order.squarePaymentId!,
      orderId: id,
      businessSlug,
      status: 'COMPLETED',
      sourceType: EXTERNAL_SOURCE,
      amountCents: order.priceCents,
      currency: 'USD',
      receiptNumber: form.paymentReference,
      receiptUrl: '',
      squareUpdatedAt: at,
    };
    const placed = await this.db.transaction(async (tx) => {
      const row = rowsValues(orderRows, [order]);
      const inserted = await plainQuery(tx, `insert into ${ORDERS} (${row.columns}) values ${row.values} on conflict (business_slug, idempotency_key) do nothing returning id`, row.params);
      if (inserted.length === 0) return false;
      await tx.insert(paymentRows).values(payment);
      await this.outbox.add(tx, [newEvent('order.placed', orderPlaced(order)), newEvent('payment.completed', paymentCompleted(order, payment))]);
      return true;
    });
    // A concurrent request with this reference placed it first.
    if (!placed) return this.same((await findOrderByKey(this.db, businessSlug, key))!, form);
    this.outbox.flushSoon();
    // Issued now when redemption answers; else from payment.completed, as any paid order (the page shows the progress).
    try {
      await this.rpc.call(RedemptionRpc.issueForOrder, paymentCompleted(order, payment));
    } catch (error) {
      this.logger.warn({ err: error, orderId: id }, 'corporate order cards not issued yet; redemption issues them from payment.completed');
    }
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
