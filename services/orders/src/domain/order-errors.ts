import { DomainError, NotFoundError, ValidationError } from '@gv/platform/errors';
import { PAYMENT_MESSAGES, DECLINED_CODE_PREFIX, formatMoney, notSellingMessage, PURCHASE_MESSAGES } from '@gv/proto';
import { declineReason } from './decline-reasons.js';

/** Square's code (GENERIC_DECLINE, CVV_FAILURE…) under PAYMENT.DECLINED., and the card's reason. */
export class PaymentDeclinedError extends DomainError {
  constructor(squareCode: string) {
    super(DECLINED_CODE_PREFIX + squareCode, declineReason(squareCode));
  }
}

export const PROVIDER_ERROR_CODE = 'PAYMENT.PROVIDER_ERROR';

/** Square refused the request itself (the business's credentials or settings); nothing was charged. */
export const paymentRefused = () =>
  new DomainError(PROVIDER_ERROR_CODE, PAYMENT_MESSAGES.notProcessed);
/** Square did not answer; sending the same checkout again (same idempotencyKey) finds the payment if it exists. */
export const paymentUnconfirmed = () =>
  new DomainError('PAYMENT.UNCONFIRMED', PAYMENT_MESSAGES.unconfirmed);
export const paymentsNotConfigured = () => new DomainError('PAYMENTS.NOT_CONFIGURED', PAYMENT_MESSAGES.notAccepting);
/** The super admin suspended the business: it takes no checkouts until reinstated. */
export const businessNotSelling = (businessName: string) => new DomainError('BUSINESS.NOT_SELLING', notSellingMessage(businessName));
export const tooManyDeclines = () => new DomainError('PAYMENT.TOO_MANY_DECLINES', PAYMENT_MESSAGES.tooManyDeclines);
export const idempotencyKeyReused = () =>
  new DomainError('PAYMENT.IDEMPOTENCY_KEY_REUSED', PAYMENT_MESSAGES.attemptReused);

export const giftCardNotFound = () => new NotFoundError(PURCHASE_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
export const giftCardExpired = () => new DomainError('GIFT_CARD.EXPIRED', PURCHASE_MESSAGES.cardExpired);
/** A card at 100% off has nothing to charge. */
export const notReloadable = () => new DomainError('RELOAD.NOT_RELOADABLE', PAYMENT_MESSAGES.notReloadable);
/** A test payment would put value with no money behind it on a card that holds real money. */
export const realCardTestReload = () => new DomainError('RELOAD.REAL_CARD_TEST_PAYMENT', PAYMENT_MESSAGES.realCardTestReload);
/** The reload's card was refunded before its payment arrived: redemption gave the payment back (a refund at Square). */
export const reloadOfRefundedCard = () => new DomainError('RELOAD.CARD_REFUNDED', PAYMENT_MESSAGES.reloadRefunded);
/** The card was sold in another currency than the business now charges in (a test-mode business moved its Square location). */
export const reloadCurrencyChanged = (cardCurrency: string, currency: string) =>
  new DomainError('RELOAD.CURRENCY_CHANGED', PAYMENT_MESSAGES.reloadCurrency(cardCurrency, currency));
/** The catalog priced the card in another currency than the business now charges in (its Square location changed currency). */
export const giftCardCurrencyChanged = () => new DomainError('GIFT_CARD.CURRENCY_CHANGED', PAYMENT_MESSAGES.repriced);
export const giftCardNotForSale = () => new DomainError('GIFT_CARD.NOT_FOR_SALE', PAYMENT_MESSAGES.notForSale);

export const orderNotFound = () => new NotFoundError(PAYMENT_MESSAGES.noPayment, 'PURCHASE.ORDER_NOT_FOUND');
export const paymentMismatch = () => new DomainError('PURCHASE.PAYMENT_MISMATCH', PAYMENT_MESSAGES.paymentMismatch);
/** A purchase of an "Any amount" card naming another amount than the one its checkout chose and paid for. */
export const amountNotPaidFor = (faceValueCents: number, currency: string) =>
  new ValidationError({ amount: PAYMENT_MESSAGES.amountNotPaidFor(formatMoney(faceValueCents, currency)) });
export const paymentNotCompleted = () => new DomainError('PURCHASE.NOT_PAID', PAYMENT_MESSAGES.notCompleted);

export const refundOrderNotFound = () => new NotFoundError(PAYMENT_MESSAGES.noPaidOrder, 'REFUND.ORDER_NOT_FOUND');
export const refundPaymentMismatch = () => new DomainError('REFUND.PAYMENT_MISMATCH', PAYMENT_MESSAGES.refundMismatch);
export const refundOrderNotPaid = () => new DomainError('REFUND.NOT_PAID', PAYMENT_MESSAGES.nothingToRefund);
/** A refund id names one refund: asked again for another order, payment or amount, it is refused. */
export const refundIdReused = () => new DomainError('REFUND.ID_REUSED', PAYMENT_MESSAGES.refundIdReused);
/** Square refused the refund; `reason` is a short phrase (redemption puts it in its own sentence). */
export const refundRejected = (reason: string) => new DomainError('REFUND.REJECTED', reason);
/** Square did not answer: the refund stays requested and the same request is sent again, so Square makes it at most once. */
export const refundUnconfirmed = () => new DomainError('REFUND.UNCONFIRMED', PAYMENT_MESSAGES.refundUnconfirmed);

export const invalidWebhookSignature = () => new DomainError('WEBHOOK.SIGNATURE_INVALID', PAYMENT_MESSAGES.signatureInvalid);

/** Square did not describe a dispute it notified: answered with a non-2xx (502), so Square sends the notification again. */
export const disputeUnconfirmed = () => new DomainError('SQUARE.UNREACHABLE', PAYMENT_MESSAGES.disputeUnconfirmed);
