import { Inject, Injectable } from '@nestjs/common';
import { BatchedLookup, DB, LOGGER, RPC, ValidationError, type Db, type Logger, type RpcClient } from '@gv/platform';
import {
  toMajorUnits,
  FIELD_MESSAGES,
  giftCardCodeFromScan,
  isUuid,
  parseChosenAmount,
  purchasePromotion,
  RedemptionRpc,
  text,
  WalletRpc,
  type CompletePurchaseRequest,
  type PurchaseCompleted,
  type PurchasePromotion,
  type WalletButtons,
} from '@gv/proto';
import { findOrdersWithPayment, findOrderWithPayment, type OrderWithPayment } from '../db/order-repository.js';
import { amountNotPaidFor, orderNotFound, paymentMismatch, paymentNotCompleted, reloadOfRefundedCard } from '../domain/order-errors.js';
import { paymentCompleted } from '../domain/order-events.js';

/**
 * PUT /api/v1/admin/purchase (public: the buyer's browser calls it after the payment). The cards (one, or one per
 * recipient of a gift) are issued from what the order recorded at checkout, never from the form's details; redemption
 * issues once per order and line, so calling again answers the same cards. A gift's delivery time is echoed as given.
 * A reload's order (`reloadOf` instead of `id`) loads its card instead, once.
 */
@Injectable()
export class CompletePurchaseHandler {
  /** Every checkout's browser asks by order id: the purchases of one turn share a query. */
  private readonly orders: BatchedLookup<OrderWithPayment>;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.orders = new BatchedLookup((ids) => findOrdersWithPayment(db, ids));
  }

  async execute(request: CompletePurchaseRequest): Promise<PurchaseCompleted> {
    const giftCardId = text(request.id);
    const reloadOf = request.reloadOf === undefined ? null : giftCardCodeFromScan(text(request.reloadOf));
    const orderId = text(request.orderId);
    const paymentId = text(request.paymentDetails?.transactionId);
    if (request.reloadOf !== undefined && !reloadOf) throw new ValidationError({ reloadOf: FIELD_MESSAGES.mandatory });
    if (!giftCardId && !reloadOf) throw new ValidationError({ id: FIELD_MESSAGES.mandatory });
    if (!orderId && !paymentId) throw new ValidationError({ orderId: FIELD_MESSAGES.mandatory });

    const found = orderId ? (isUuid(orderId) ? await this.orders.get(orderId.toLowerCase()) : undefined) : await findOrderWithPayment(this.db, { squarePaymentId: paymentId });
    if (!found) throw orderNotFound();
    const { order, payment } = found;
    // The payment must be this order's, and the order must be for this card (so of this card's business), or a reload for a reload.
    const sameCard = reloadOf ? order.reloadCardId !== null : order.reloadCardId === null && order.giftCardId === giftCardId;
    if (!sameCard || (paymentId && order.squarePaymentId !== paymentId)) throw paymentMismatch();
    if (order.status !== 'paid' || !payment) throw paymentNotCompleted();
    // The cards carry the amount the checkout chose and paid for; naming another one is a mistake to show, not to issue.
    if (order.amountChosen && request.amount !== undefined && parseChosenAmount(request.amount, order.currency) !== order.faceValueCents) throw amountNotPaidFor(order.faceValueCents, order.currency);

    const saveUrl = (code: string) => `${request.publicBaseUrl.replace(/\/+$/, '')}/card/${code}`;
    if (reloadOf) return this.completeReload(order, payment, reloadOf, saveUrl);
    const card = await this.rpc.call(RedemptionRpc.issueForOrder, paymentCompleted(order, payment));
    const deliverAt = order.gifts[0]?.deliverAt;
    return {
      success: true,
      purchase: {
        orderId: order.id,
        uniqueCode: card.uniqueCode,
        remainingBalance: toMajorUnits(card.remainingBalanceCents, order.currency),
        saveUrl: saveUrl(card.uniqueCode),
        ...(deliverAt ? { deliverAt } : {}),
        ...withPromotion(purchasePromotion(card.cards, order.currency)),
        cards: card.cards.map((issued, line) => {
          const gift = order.gifts[line];
          return {
            uniqueCode: issued.uniqueCode,
            remainingBalance: toMajorUnits(issued.remainingBalanceCents, order.currency),
            saveUrl: saveUrl(issued.uniqueCode),
            ...(gift ? { recipientName: gift.name, recipientEmail: gift.email } : {}),
            ...(gift?.deliverAt ? { deliverAt: gift.deliverAt } : {}),
          };
        }),
        ...(await this.walletLinks(card.uniqueCode, request.publicBaseUrl)),
      },
    };
  }

  /**
   * Spec §2: a wallet pass that cannot be made is logged, and the purchase answers without wallet links (the card's
   * holder page offers the same buttons). The answer carries the links alone.
   */
  private async walletLinks(uniqueCode: string, publicBaseUrl: string): Promise<Omit<WalletButtons, 'posNumber'>> {
    const { posNumber: _shownOnTheCardsPage, ...links } = await this.rpc.callOr(WalletRpc.buttons, { uniqueCode, publicBaseUrl, justIssued: true }, (error) => {
      this.logger.warn({ err: error }, 'wallet links could not be made; going on without them');
      return {};
    });
    return links;
  }

  /** A reload's payment as paid value on its card (redemption loads once per order); the code must be the card's the checkout named. */
  private async completeReload(order: OrderWithPayment['order'], payment: NonNullable<OrderWithPayment['payment']>, reloadOf: string, saveUrl: SaveUrl): Promise<PurchaseCompleted> {
    const loaded = await this.rpc.call(RedemptionRpc.loadForOrder, paymentCompleted(order, payment));
    if (giftCardCodeFromScan(loaded.uniqueCode) !== reloadOf) throw paymentMismatch();
    if (loaded.refunded) throw reloadOfRefundedCard();
    const card = { uniqueCode: loaded.uniqueCode, remainingBalance: toMajorUnits(loaded.remainingBalanceCents, order.currency), saveUrl: saveUrl(loaded.uniqueCode) };
    return { success: true, purchase: { orderId: order.id, ...card, cards: [card] } };
  }
}

/** The holder page's link for a code. */
type SaveUrl = (code: string) => string;

function withPromotion(promotion: PurchasePromotion | undefined): { promotion?: PurchasePromotion } {
  return promotion ? { promotion } : {};
}
