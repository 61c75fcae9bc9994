import { ValidationError } from '@gv/platform/errors';
import { CORPORATE_MESSAGES, parseAmount } from '@gv/proto';

/** The super admin's daily cap on value paid outside the platform, dollars to cents ($0 sends every batch for approval). */
export function parseDailyCap(value: unknown): number {
  const cents = parseAmount(value);
  if (cents === null) throw new ValidationError({ dailyCap: CORPORATE_MESSAGES.capInvalid });
  return cents;
}

/** The UTC day a confirmation counts on (YYYY-MM-DD). */
export const outsidePaymentDay = (at: string): string => at.slice(0, 10);
