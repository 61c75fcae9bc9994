import { ValidationError } from '@gv/platform/errors';
import { CORPORATE_MESSAGES, parseAmount } from '@gv/proto';

/** The super admin's daily cap on value paid outside the platform, major to minor units of the business's currency ($0 sends every batch for approval). */
export function parseDailyCap(value: unknown, currency: string): number {
  const cents = parseAmount(value, currency);
  if (cents === null) throw new ValidationError({ dailyCap: CORPORATE_MESSAGES.capInvalid(currency) });
  return cents;
}

/** The UTC day a confirmation counts on (YYYY-MM-DD). */
export const outsidePaymentDay = (at: string): string => at.slice(0, 10);
