import { DomainError, NotFoundError } from '@gv/platform/errors';
import { HOLDER_VERIFICATION_MESSAGES, NOT_REDEEMABLE, REDEEM_MESSAGES as messages, RESEND_MESSAGES, UNCLAIMED_MESSAGES, type IssuedGiftCardStatus } from '@gv/proto';

/**
 * A scheduled gift not yet released (decision 0061) sends its recipient nothing before its time: no copy of the card,
 * no code for the holder page. Asked from the holder page, which its buyer can open, that is refused.
 */
export function refuseWhileGiftWaits(card: { deliverAt: string | null; deliveredAt: string | null }): void {
  if (card.deliverAt !== null && card.deliveredAt === null) throw new DomainError('GIFT.NOT_SENT_YET', RESEND_MESSAGES.giftScheduled);
}

/** Another business's code answers the same as an unknown one. */
export const giftCardNotFound = () => new NotFoundError(messages.cardNotFound, 'GIFT_CARD.NOT_FOUND');
export const amountBeforeOtp = () => new DomainError('REDEMPTION.AMOUNT_INVALID', messages.amountBeforeOtp);
export const invalidCodeOrAmount = () => new DomainError('REDEMPTION.AMOUNT_INVALID', messages.invalidCodeOrAmount);
export const amountExceedsBalance = () => new DomainError('REDEMPTION.AMOUNT_EXCEEDS_BALANCE', messages.amountExceedsBalance);
export const cardExpired = () => new DomainError('REDEMPTION.CARD_EXPIRED', messages.cardExpired);
export const cardNotActive = (status: Exclude<IssuedGiftCardStatus, 'active'>) => new DomainError('REDEMPTION.CARD_NOT_ACTIVE', NOT_REDEEMABLE[status]);
export const notAuthorized = () => new DomainError('REDEMPTION.NOT_AUTHORIZED', messages.notAuthorized);
/** Reported to a state as unclaimed property, with nothing left here: the holder claims it from the state (decision 0095). */
export const cardEscheated = (notice: { message: string; claimUrl: string }) =>
  new DomainError('REDEMPTION.ESCHEATED', [notice.message, UNCLAIMED_MESSAGES.claimAt(notice.claimUrl)].join(' '));

/** A refused code: one compared and wrong, none to compare (expired, used or replaced), or too many tries. */
export const otpRefused = (result: 'wrong' | 'expired' | 'locked') =>
  ({
    wrong: new DomainError('OTP.INVALID', messages.otpInvalid),
    expired: new DomainError('OTP.EXPIRED', messages.otpExpired),
    locked: new DomainError('OTP.LOCKED', messages.otpLocked),
  })[result];

/** A code by text for a card with no phone on file. */
export const noPhoneOnFile = () => new DomainError('REDEMPTION.NO_PHONE', HOLDER_VERIFICATION_MESSAGES.noPhone);

/** A refused PIN: wrong, none set for the card, or too many wrong ones lately (locked as a code is). */
export const pinRefused = (result: 'wrong' | 'none' | 'locked') =>
  ({
    wrong: new DomainError('PIN.INVALID', HOLDER_VERIFICATION_MESSAGES.pinInvalid),
    none: new DomainError('PIN.NOT_SET', HOLDER_VERIFICATION_MESSAGES.noPin),
    locked: new DomainError('PIN.LOCKED', HOLDER_VERIFICATION_MESSAGES.pinLocked),
  })[result];
