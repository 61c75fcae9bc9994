import { DomainError, ValidationError } from '@gv/platform/errors';
import { CARD_ACTION_MESSAGES as messages, FIELD_MESSAGES, isEmail, normalizeEmail, parseAmount, requireText, type FieldErrors, REVERSAL_WINDOW_DAYS, type IssuedGiftCardStatus } from '@gv/proto';

const REASON_MAX = 500;

/** The reason every admin action on a card must give: trimmed, 1–500 characters. */
export function parseReason(value: unknown): string {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason) throw new DomainError('VALIDATION.FAILED', messages.reasonMissing, { reason: messages.reasonMissing });
  if (reason.length > REASON_MAX) throw new DomainError('VALIDATION.FAILED', messages.reasonTooLong, { reason: messages.reasonTooLong });
  return reason;
}

/** A signed adjustment in the card's minor units: at most its currency's decimals, a leading minus to take value off; never zero. */
export function parseAdjustment(value: unknown, currency?: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const negative = text.startsWith('-');
  const cents = parseAmount(negative ? text.slice(1) : text, currency);
  if (cents === null || cents === 0) throw new DomainError('VALIDATION.FAILED', messages.amountInvalid, { amount: messages.amountInvalid });
  return negative ? -cents : cents;
}

/**
 * How an adjustment splits between the card's buckets. Value added is bonus value (a goodwill credit is never paid out
 * by a refund); value taken comes off the bonus value first, as a redemption does.
 */
export function adjustmentSplit(card: { bonusBalanceCents: number }, cents: number): { paidCents: number; bonusCents: number } {
  if (cents > 0) return { paidCents: 0, bonusCents: cents };
  const bonusCents = 0 - Math.min(card.bonusBalanceCents, -cents);
  return { paidCents: cents - bonusCents, bonusCents };
}

/** A voided card keeps its balance and may still be corrected; a refunded, disputed or moved one may not. */
export function mayChangeBalance(status: IssuedGiftCardStatus): boolean {
  return status === 'active' || status === 'void';
}

/** The ledger key of the reversal of a REDEEM row: unique, so a redemption is credited back at most once. */
export const reversalKey = (redemptionLedgerId: number) => `reverse:${redemptionLedgerId}`;

export function reversalTooLate(redeemedAt: string, now: Date): boolean {
  return now.getTime() - new Date(redeemedAt).getTime() > REVERSAL_WINDOW_DAYS * 86_400_000;
}

/** A ledger row id as the client names it: a positive integer, else null. */
export function parseLedgerId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/** A refund amount in the card's minor units, positive; left out (undefined, null, ''): null, all the paid value left. */
export function parseRefundAmount(value: unknown, currency?: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const cents = parseAmount(value, currency);
  if (cents === null || cents === 0) throw new DomainError('VALIDATION.FAILED', messages.refundAmountInvalid, { amount: messages.refundAmountInvalid });
  return cents;
}

/** The ledger keys of one refund: its REFUND row, the DEACTIVATE of the bonus value it left, and the value put back if Square refused it. */
export const refundKeys = (refundId: string) => ({ refund: `refund:${refundId}`, forfeit: `refund-forfeit:${refundId}`, putBack: `refund-failed:${refundId}` });

/** An adjustment's optional idempotency key: none (undefined), or 1 to 100 characters. */
export function parseAdjustmentKey(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const key = typeof value === 'string' ? value.trim() : '';
  if (key.length === 0 || key.length > 100) throw new DomainError('VALIDATION.FAILED', messages.adjustmentKeyInvalid, { idempotencyKey: messages.adjustmentKeyInvalid });
  return key;
}

export const cardActionErrors = {
  notRefundable: () => new DomainError('CARD_ACTION.NOT_ACTIVE', messages.onlyActiveRefunded),
  nothingToRefund: () => new DomainError('CARD_ACTION.NOTHING_TO_REFUND', messages.nothingToRefund),
  paidOutside: () => new DomainError('CARD_ACTION.PAID_OUTSIDE', messages.paidOutside),
  refundTooLarge: (paidLeftCents: number, currency?: string) => new DomainError('CARD_ACTION.REFUND_TOO_LARGE', messages.refundTooLarge(paidLeftCents, currency)),
  belowZero: () => new DomainError('CARD_ACTION.BELOW_ZERO', messages.belowZero),
  adjustmentKeyReused: () => new DomainError('CARD_ACTION.IDEMPOTENCY_KEY_REUSED', messages.adjustmentKeyReused),
  creditCap: (currency?: string) => new DomainError('CARD_ACTION.CREDIT_CAP', messages.creditCap(currency)),
  notActive: () => new DomainError('CARD_ACTION.NOT_ACTIVE', messages.onlyActiveVoided),
  notVoid: () => new DomainError('CARD_ACTION.NOT_VOID', messages.onlyVoidReactivated),
  balanceLocked: () => new DomainError('CARD_ACTION.BALANCE_LOCKED', messages.balanceLocked),
  redemptionNotFound: () => new DomainError('CARD_ACTION.REDEMPTION_NOT_FOUND', messages.redemptionNotFound),
  alreadyReversed: () => new DomainError('CARD_ACTION.ALREADY_REVERSED', messages.alreadyReversed),
  reversalTooLate: () => new DomainError('CARD_ACTION.REVERSAL_TOO_LATE', messages.reversalTooLate),
  notAGift: () => new DomainError('CARD_ACTION.NOT_A_GIFT', messages.onlyGiftRecipient),
  notActiveToMove: () => new DomainError('CARD_ACTION.NOT_ACTIVE', messages.onlyActiveMoved),
};

/** A gift's new recipient as the admin typed it (the checkout's rules and messages), or a ValidationError naming the fields. */
export function parseRecipient(request: { recipientName?: unknown; recipientEmail?: unknown }): { name: string; email: string } {
  const errors: FieldErrors = {};
  const name = requireText(errors, 'recipientName', request.recipientName);
  const email = normalizeEmail(request.recipientEmail);
  if (!isEmail(email)) errors.recipientEmail = FIELD_MESSAGES.email;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { name, email };
}
