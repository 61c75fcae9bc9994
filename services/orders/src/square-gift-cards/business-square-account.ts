import { DomainError } from '@gv/platform';
import type { Square, SquareClient } from 'square';
import { paymentModeOf } from '../domain/payment-mode.js';
import type { SquarePayments } from '../square/square-payments.js';
import { PAYMENT_MESSAGES } from '@gv/proto';

export const SQUARE_OPTIONS = { timeoutInSeconds: 6, maxRetries: 1 };

/** The business's live Square account, where its registered cards are (a business in test mode has none), and the currency they are in. */
export async function businessSquareAccount(square: SquarePayments, businessSlug: string): Promise<{ client: SquareClient; locationId: string; currency: Square.Currency }> {
  const credentials = await square.credentials(businessSlug);
  const mode = paymentModeOf(credentials);
  if (mode === 'test') throw new DomainError('SQUARE.REFUSED', PAYMENT_MESSAGES.squareNotLive);
  return { client: await square.liveClient(mode, credentials.sealedAccessToken!, SQUARE_OPTIONS), locationId: credentials.locationId, currency: credentials.currency as Square.Currency };
}
