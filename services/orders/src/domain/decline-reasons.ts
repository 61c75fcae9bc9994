/** The card's reason in the buyer's words, by Square's error code; nothing beyond it is told about a decline. */
const REASONS: Record<string, string> = {
  GENERIC_DECLINE: 'Your card was declined. Please try another card.',
  CVV_FAILURE: "The card's security code (CVV) was not accepted. Please check it or try another card.",
  ADDRESS_VERIFICATION_FAILURE: "The postal code does not match the card. Please check it or try another card.",
  INVALID_EXPIRATION: "The card's expiration date is not valid. Please check it or try another card.",
  CARD_EXPIRED: 'The card has expired. Please try another card.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds. Please try another card.',
  CARD_NOT_SUPPORTED: 'This card is not supported. Please try another card.',
  CARD_DECLINED_VERIFICATION_REQUIRED: 'Your bank needs to verify this payment. Please try another card.',
  CARD_TOKEN_USED: 'This card entry was already used. Please enter your card details again.',
  CARD_TOKEN_EXPIRED: 'This card entry has expired. Please enter your card details again.',
  INVALID_CARD_DATA: 'The card details are not valid. Please enter them again.',
  INVALID_CARD: 'The card details are not valid. Please enter them again.',
  PAYMENT_CANCELED: 'The payment was canceled. Please try again.',
};

export function declineReason(code: string): string {
  return REASONS[code] ?? REASONS.GENERIC_DECLINE;
}
