import { DomainError, NotFoundError } from '@gv/platform/errors';
import { DECLINED_CODE_PREFIX, PURCHASE_MESSAGES } from '@gv/proto';
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
export const tooManyDeclines = () => new DomainError('PAYMENT.TOO_MANY_DECLINES', 'Too many declined payments. Please wait an hour before trying again.');
export const idempotencyKeyReused = () =>
  new DomainError('PAYMENT.IDEMPOTENCY_KEY_REUSED', 'This payment attempt belongs to another purchase. Please start the payment again.');

export const giftCardNotFound = () => new NotFoundError(PURCHASE_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
export const giftCardExpired = () => new DomainError('GIFT_CARD.EXPIRED', PURCHASE_MESSAGES.cardExpired);
/** A card at 100% off has nothing to charge. */
export const giftCardNotForSale = () => new DomainError('GIFT_CARD.NOT_FOR_SALE', 'This gift card cannot be bought online.');

export const orderNotFound = () => new NotFoundError('No payment was found for this purchase.', 'PURCHASE.ORDER_NOT_FOUND');
export const paymentMismatch = () => new DomainError('PURCHASE.PAYMENT_MISMATCH', 'This payment does not belong to this gift card purchase.');
export const paymentNotCompleted = () => new DomainError('PURCHASE.NOT_PAID', 'This payment is not completed.');

export const invalidWebhookSignature = () => new DomainError('WEBHOOK.SIGNATURE_INVALID', 'The notification signature is not valid.');
