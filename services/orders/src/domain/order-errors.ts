import { DomainError, NotFoundError, ValidationError } from '@gv/platform/errors';
import { DECLINED_CODE_PREFIX, formatMoney, notSellingMessage, PURCHASE_MESSAGES } from '@gv/proto';
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
  new DomainError(PROVIDER_ERROR_CODE, 'The payment could not be processed. Please try again later or contact the business.');
/** Square did not answer; sending the same checkout again (same idempotencyKey) finds the payment if it exists. */
export const paymentUnconfirmed = () =>
  new DomainError('PAYMENT.UNCONFIRMED', 'We could not confirm the payment yet. Please try again: you will not be charged twice.');
export const paymentsNotConfigured = () => new DomainError('PAYMENTS.NOT_CONFIGURED', 'This business does not accept online payments yet.');
/** The super admin suspended the business: it takes no checkouts until reinstated. */
export const businessNotSelling = (businessName: string) => new DomainError('BUSINESS.NOT_SELLING', notSellingMessage(businessName));
export const tooManyDeclines = () => new DomainError('PAYMENT.TOO_MANY_DECLINES', 'Too many declined payments. Please wait an hour before trying again.');
export const idempotencyKeyReused = () =>
  new DomainError('PAYMENT.IDEMPOTENCY_KEY_REUSED', 'This payment attempt belongs to another purchase. Please start the payment again.');

export const giftCardNotFound = () => new NotFoundError(PURCHASE_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
export const giftCardExpired = () => new DomainError('GIFT_CARD.EXPIRED', PURCHASE_MESSAGES.cardExpired);
/** A card at 100% off has nothing to charge. */
export const notReloadable = () => new DomainError('RELOAD.NOT_RELOADABLE', 'This gift card cannot be reloaded.');
/** The catalog priced the card in another currency than the business now charges in (its Square location changed currency). */
export const giftCardCurrencyChanged = () => new DomainError('GIFT_CARD.CURRENCY_CHANGED', 'This gift card is being repriced. Please reload the page and try again.');
export const giftCardNotForSale = () => new DomainError('GIFT_CARD.NOT_FOR_SALE', 'This gift card cannot be bought online.');

export const orderNotFound = () => new NotFoundError('No payment was found for this purchase.', 'PURCHASE.ORDER_NOT_FOUND');
export const paymentMismatch = () => new DomainError('PURCHASE.PAYMENT_MISMATCH', 'This payment does not belong to this gift card purchase.');
/** A purchase of an "Any amount" card naming another amount than the one its checkout chose and paid for. */
export const amountNotPaidFor = (faceValueCents: number, currency: string) =>
  new ValidationError({ amount: `This payment was for a ${formatMoney(faceValueCents, currency)} card: complete the purchase with that amount.` });
export const paymentNotCompleted = () => new DomainError('PURCHASE.NOT_PAID', 'This payment is not completed.');

export const refundOrderNotFound = () => new NotFoundError('No paid order was found for this refund.', 'REFUND.ORDER_NOT_FOUND');
export const refundPaymentMismatch = () => new DomainError('REFUND.PAYMENT_MISMATCH', 'This payment does not belong to this order or business.');
export const refundOrderNotPaid = () => new DomainError('REFUND.NOT_PAID', 'This order is not paid, so there is nothing to refund.');
/** A refund id names one refund: asked again for another order, payment or amount, it is refused. */
export const refundIdReused = () => new DomainError('REFUND.ID_REUSED', 'This refund id belongs to another refund.');
/** Square refused the refund; `reason` is a short phrase (redemption puts it in its own sentence). */
export const refundRejected = (reason: string) => new DomainError('REFUND.REJECTED', reason);
/** Square did not answer: the refund stays requested and the same request is sent again, so Square makes it at most once. */
export const refundUnconfirmed = () => new DomainError('REFUND.UNCONFIRMED', 'Square did not answer yet; the refund will be sent again.');

export const invalidWebhookSignature = () => new DomainError('WEBHOOK.SIGNATURE_INVALID', 'The notification signature is not valid.');

/** Square did not describe a dispute it notified: answered with a non-2xx (502), so Square sends the notification again. */
export const disputeUnconfirmed = () => new DomainError('SQUARE.UNREACHABLE', 'Square did not answer about the dispute; send the notification again.');
