/** What orders answers about a checkout, a refund or a call to Square it could not make as asked. */
import { defineCatalog, translate } from './locale.js';
import paymentTexts from './messages/payment.json' with { type: 'json' };

export const paymentMessages = defineCatalog('payment', paymentTexts);

export const PAYMENT_MESSAGES = {
  ...paymentMessages.messages.en,
  amountNotPaidFor: (amount: string) => translate(paymentMessages, 'en', 'amountNotPaidFor', { amount }),
  squareRefused: (reason: string) => translate(paymentMessages, 'en', 'squareRefused', { reason }),
  reloadCurrency: (cardCurrency: string, currency: string) => translate(paymentMessages, 'en', 'reloadCurrency', { cardCurrency, currency }),
} as const;
