import { DomainError, NotFoundError } from '@gv/platform/errors';
import { NOT_REDEEMABLE, REDEEM_MESSAGES as messages, type IssuedGiftCardStatus } from '@gv/proto';

/** Another business's code answers the same as an unknown one. */
export const giftCardNotFound = () => new NotFoundError(messages.cardNotFound, 'GIFT_CARD.NOT_FOUND');
export const amountBeforeOtp = () => new DomainError('REDEMPTION.AMOUNT_INVALID', messages.amountBeforeOtp);
export const invalidCodeOrAmount = () => new DomainError('REDEMPTION.AMOUNT_INVALID', messages.invalidCodeOrAmount);
export const amountExceedsBalance = () => new DomainError('REDEMPTION.AMOUNT_EXCEEDS_BALANCE', messages.amountExceedsBalance);
export const cardExpired = () => new DomainError('REDEMPTION.CARD_EXPIRED', messages.cardExpired);
export const cardNotActive = (status: Exclude<IssuedGiftCardStatus, 'active'>) => new DomainError('REDEMPTION.CARD_NOT_ACTIVE', NOT_REDEEMABLE[status]);
export const notAuthorized = () => new DomainError('REDEMPTION.NOT_AUTHORIZED', messages.notAuthorized);

/** A refused code: one compared and wrong, none to compare (expired, used or replaced), or too many tries. */
export const otpRefused = (result: 'wrong' | 'expired' | 'locked') =>
  ({
    wrong: new DomainError('OTP.INVALID', messages.otpInvalid),
    expired: new DomainError('OTP.EXPIRED', messages.otpExpired),
    locked: new DomainError('OTP.LOCKED', messages.otpLocked),
  })[result];
