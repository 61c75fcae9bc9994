import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { countFailure, KV, RateLimitedError, RPC, newEvent, now, refuseWhenSpent, spendCall, Store, type KeyValueStore, type RpcClient } from '@gv/platform';
import { DEFAULT_LOCALE, type CreatePaymentResponse, type CreatePaymentRpcRequest, type PaymentCredentials } from '@gv/proto';
import { findOrderByKey, orderPlacer } from '../db/order-repository.js';
import { findPayment } from '../db/payment-repository.js';
import type { OrderRow } from '../db/schema.js';
import { checkoutBudgets, declineBudgets } from '../domain/checkout-budgets.js';
import { giftsAfterExpiry, parseCheckout, type Checkout } from '../domain/checkout-form.js';
import { cardForSale, type CardForSale } from '../catalog-price/card-for-sale.js';
import { reloadForSale, type ReloadForSale } from '../catalog-price/reload-for-sale.js';
import { BuyingLimits } from './buying-limits.js';
import { businessNotSelling, giftCardCurrencyChanged, idempotencyKeyReused, PaymentDeclinedError, realCardTestReload, tooManyDeclines } from '../domain/order-errors.js';
import { orderPlaced } from '../domain/order-events.js';
import { orderVoucherVat } from '../domain/order-voucher-vat.js';
import { PaymentCapture } from '../settle-payment/payment-capture.js';
import { checkoutAnswer, PaymentSettlement } from '../settle-payment/payment-settlement.js';
import { SquarePayments } from '../square/square-payments.js';

/** What charge() answers when this business already has an order with the checkout's key. */
const ALREADY_PLACED = Symbol('already placed');

/**
 * POST /api/payments/create-payment. The price is the catalog's card priced by quoteCard (an "Any amount" card at the
 * amount chosen, checked against its range), never a price from the client; the order is stored
 * (with order.placed) before Square is called, and the checkout's idempotencyKey is Square's key, so retries of one
 * checkout, concurrent or after a lost answer, charge once and answer the same outcome. A reload (`reloadOf`) prices
 * the amount for the card it tops up; every checkout counts against the day's buying limits before it is charged,
 * and its card once Square authorized the payment.
 */
@Injectable()
export class CreatePaymentHandler {
  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(RPC) private readonly rpc: RpcClient,
    private readonly square: SquarePayments,
    private readonly settlement: PaymentSettlement,
    private readonly capture: PaymentCapture,
    private readonly limits: BuyingLimits,
  ) {}

  /** The orders placed in one turn are inserted by one statement. */
  private readonly placeOrder = orderPlacer(this.store.db, this.store.outbox);

  async execute(request: CreatePaymentRpcRequest): Promise<CreatePaymentResponse> {
    const checkout = parseCheckout(request, now());
    await spendCall(this.kv, checkoutBudgets(request.ip, checkout.businessSlug));
    // Asked together; the card's answer speaks first (an unknown business has no card either).
    const [priced, found] = await Promise.allSettled([priceOf(this.rpc, checkout, request.amount), this.square.credentials(checkout.businessSlug)]);
    if (priced.status === 'rejected' || found.status === 'rejected') {
      return this.resumeOr(checkout, priced.status === 'rejected' ? priced.reason : (found as PromiseRejectedResult).reason);
    }
    const [price, credentials] = [priced.value, found.value];
    if (credentials.status === 'suspended') return this.resumeOr(checkout, businessNotSelling(credentials.businessName));
    if (price.card.currency !== credentials.currency) return this.resumeOr(checkout, giftCardCurrencyChanged());
    const mode = this.square.modeOf(credentials);
    if ('reloadTestCard' in price && mode === 'test' && !price.reloadTestCard) return this.resumeOr(checkout, realCardTestReload());
    const late = giftsAfterExpiry(request, checkout.gifts, price.card.expirationDate);
    if (late) return this.resumeOr(checkout, late);
    const declines = declineBudgets(request.ip);
    try {
      await refuseWhenSpent(this.kv, declines);
    } catch (error) {
      if (error instanceof RateLimitedError) return this.resumeOr(checkout, tooManyDeclines());
      throw error;
    }
    const answer = await this.charge(checkout, price, credentials, mode).catch(async (error: unknown) => {
      if (error instanceof PaymentDeclinedError) await countFailure(this.kv, declines);
      throw error;
    });
    if (answer === ALREADY_PLACED) return this.resumeOr(checkout, new Error('The order with this key is gone'));
    return answer;
  }

  /**
   * The order is placed only when the business has none with this key: a retry (sequential or concurrent) answers
   * as the checkout it repeats did, so it pays no price or decline check of its own.
   */
  private async charge(
    checkout: Checkout,
    price: CardForSale,
    credentials: PaymentCredentials,
    mode: OrderRow['paymentMode'],
  ): Promise<CreatePaymentResponse | typeof ALREADY_PLACED> {
    const order = await this.place(checkout, price, credentials, mode);
    if (!order) return ALREADY_PLACED;
    // Counted once the order is placed (the orders of one turn keep their one insert); over a limit, it fails uncharged.
    const limited = await this.limits.count(checkout, price, credentials.currency);
    if (limited.refused) return { success: true, ...checkoutAnswer(await this.settlement.refuseUncharged(order, limited.refused)) };
    // Authorized, then completed or cancelled by the day's limit on the card that paid (PaymentCapture).
    const settled = await this.capture.charge(order, credentials);
    // Nothing was bought: the day's limits get the amount back.
    if (settled.order.status === 'failed') await limited.uncount();
    return { success: true, ...checkoutAnswer(settled) };
  }

  /** A retry of a checkout placed before answers as it did, whatever became of the card, the business or the budget since; else `error`. */
  private async resumeOr(checkout: Checkout, error: unknown): Promise<CreatePaymentResponse> {
    const existing = await findOrderByKey(this.store.db, checkout.businessSlug, checkout.idempotencyKey);
    if (!existing) throw error;
    return this.resume(existing, checkout);
  }

  /** The same checkout again: its recorded outcome, or, while pending, what Square says about the identical request. */
  private async resume(order: OrderRow, checkout: Checkout): Promise<CreatePaymentResponse> {
    if (checkout.reloadOf === null ? order.reloadCardId !== null || order.giftCardId !== checkout.giftCardId : order.reloadCardId === null) throw idempotencyKeyReused();
    const settled = order.status === 'pending' ? await this.capture.reconcile(order) : { order, payment: await findPayment(this.store.db, order.id) };
    return { success: true, ...checkoutAnswer(settled) };
  }

  /** The order with order.placed; undefined when this business already has an order with this key. */
  private async place(checkout: Checkout, { card, quote, reloadCardId }: CardForSale & { reloadCardId?: string }, credentials: PaymentCredentials, mode: OrderRow['paymentMode']): Promise<OrderRow | undefined> {
    const placedAt = now().toISOString();
    const order: OrderRow = {
      id: randomUUID(),
      businessSlug: checkout.businessSlug,
      businessName: credentials.businessName,
      jurisdiction: credentials.jurisdiction,
      billingState: checkout.billingState,
      locale: checkout.locale ?? credentials.locale ?? DEFAULT_LOCALE,
      idempotencyKey: checkout.idempotencyKey,
      giftCardId: card.id,
      giftCardName: card.giftCardName,
      faceValueCents: quote.faceValueCents,
      amountChosen: card.amountMode === 'custom',
      expirationDate: card.expirationDate,
      // One card per recipient, each at the server's sale price.
      priceCents: quote.salePriceCents * Math.max(1, checkout.gifts.length),
      currency: credentials.currency,
      purchaseType: checkout.purchaseType,
      buyerName: checkout.buyer.name,
      buyerEmail: checkout.buyer.email,
      buyerPhone: checkout.buyer.phone,
      recipientName: checkout.recipient?.name ?? null,
      recipientEmail: checkout.recipient?.email ?? null,
      message: checkout.message,
      gifts: checkout.gifts,
      paymentMode: mode,
      squareLocationId: mode === 'test' ? '' : credentials.locationId,
      sourceId: checkout.sourceId,
      status: 'pending',
      squarePaymentId: null,
      failureCode: null,
      failureMessage: null,
      createdAt: placedAt,
      updatedAt: placedAt,
      paidAt: null,
      corporate: null,
      reloadCardId: reloadCardId ?? null,
      capture: 'undecided',
      cardFingerprint: null,
      voucherVat: orderVoucherVat(card, credentials.jurisdiction),
    };
    if (!(await this.placeOrder({ order, event: newEvent('order.placed', orderPlaced(order)) }))) return undefined;
    return order;
  }
}

/** What the checkout buys: a card of the catalog's card type, or a reload of an issued card. */
function priceOf(rpc: RpcClient, checkout: Checkout, amount: unknown): Promise<CardForSale | ReloadForSale> {
  return checkout.reloadOf === null ? cardForSale(rpc, checkout.businessSlug, checkout.giftCardId, amount) : reloadForSale(rpc, checkout.businessSlug, checkout.reloadOf, amount);
}
