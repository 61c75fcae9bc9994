import { DomainError } from '@gv/platform/errors';
import { isSquareCurrency, SANDBOX_CREDENTIALS_REASON, SQUARE_CURRENCIES } from '@gv/proto';

/** Why Square did not confirm a business's credentials; identity puts "Failed to save settings: " before each. */
export const CREDENTIAL_REASONS = {
  applicationId: 'the application id is not a Square application id (it starts with sq0idp- or sandbox-sq0idb-).',
  locationId: 'the location id is not a Square location id.',
  token: 'Square did not accept the access token (it is revoked, expired, or for the other environment).',
  unknownLocation: (locationId: string) => `Square has no location ${locationId} for this access token.`,
  inactiveLocation: (locationId: string) => `the Square location ${locationId} is inactive.`,
  otherCurrency: (locationCurrency: string, cardsCurrency: string) => `this Square location takes ${locationCurrency}; your cards are in ${cardsCurrency}.`,
  unsupportedCurrency: (locationCurrency: string) =>
    `this Square location takes ${locationCurrency || 'a currency Square did not name'}; cards can be sold in ${SQUARE_CURRENCIES.join(', ')} only.`,
  sandbox: SANDBOX_CREDENTIALS_REASON,
  unreachable: 'Square could not be reached to confirm the credentials, so nothing was saved. Please try again.',
};

export const SQUARE_UNREACHABLE = 'SQUARE.UNREACHABLE';
const refused = (reason: string, field: string, code = 'SQUARE.CREDENTIALS_NOT_CONFIRMED') => new DomainError(code, reason, { [field]: reason });

export const credentialErrors = {
  applicationId: () => refused(CREDENTIAL_REASONS.applicationId, 'squareApplicationId'),
  locationId: () => refused(CREDENTIAL_REASONS.locationId, 'squareLocationId'),
  sandbox: () => refused(CREDENTIAL_REASONS.sandbox, 'squareApplicationId'),
  token: () => refused(CREDENTIAL_REASONS.token, 'squareAccessToken'),
  unknownLocation: (locationId: string) => refused(CREDENTIAL_REASONS.unknownLocation(locationId), 'squareLocationId'),
  inactiveLocation: (locationId: string) => refused(CREDENTIAL_REASONS.inactiveLocation(locationId), 'squareLocationId'),
  otherCurrency: (locationCurrency: string, cardsCurrency: string) =>
    refused(CREDENTIAL_REASONS.otherCurrency(locationCurrency, cardsCurrency), 'squareLocationId'),
  unsupportedCurrency: (locationCurrency: string) => refused(CREDENTIAL_REASONS.unsupportedCurrency(locationCurrency), 'squareLocationId'),
  unreachable: () => refused(CREDENTIAL_REASONS.unreachable, 'squareAccessToken', SQUARE_UNREACHABLE),
};

/** Square's environment an application id belongs to (its Web Payments SDK refuses any other shape); undefined: not one. */
export function environmentOfApplicationId(applicationId: string): 'sandbox' | 'production' | undefined {
  if (/^sandbox-sq0idb-[A-Za-z0-9_-]{1,100}$/.test(applicationId)) return 'sandbox';
  if (/^sq0idp-[A-Za-z0-9_-]{1,100}$/.test(applicationId)) return 'production';
  return undefined;
}

export function isLocationId(locationId: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(locationId);
}

/**
 * The business's cards: the currency they are priced in, and whether it is fixed (a live card was sold in it, and a
 * card keeps its currency for life). Undefined: a check for no business, where any currency Square takes will do.
 */
export interface CardsCurrency {
  currency: string;
  fixed: boolean;
}

/**
 * What a Locations API answer means for the credentials of a business with `cards`: a SquareError's status, or the
 * location it returned, which takes payments in its own currency only: one the platform sells in, and the cards'
 * own once that is fixed (else the location's becomes the business's).
 */
export function verdictOf(
  locationId: string,
  answer: { status: number } | { location: { id?: string; status?: string; currency?: string } | undefined },
  cards: CardsCurrency | undefined,
): DomainError | undefined {
  if ('status' in answer) {
    if (answer.status === 401 || answer.status === 403) return credentialErrors.token();
    if (answer.status === 404) return credentialErrors.unknownLocation(locationId);
    return credentialErrors.unreachable();
  }
  if (answer.location?.id !== locationId) return credentialErrors.unknownLocation(locationId);
  if (answer.location.status !== 'ACTIVE') return credentialErrors.inactiveLocation(locationId);
  const { currency } = answer.location;
  if (!isSquareCurrency(currency)) return credentialErrors.unsupportedCurrency(currency ?? '');
  if (cards?.fixed && currency !== cards.currency) return credentialErrors.otherCurrency(currency, cards.currency);
  return undefined;
}
