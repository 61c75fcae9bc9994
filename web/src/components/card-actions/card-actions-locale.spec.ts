import { afterEach, describe, expect, it } from '@jest/globals';
import { CARD_ACTION_MESSAGES, cardActionMessages, translate } from '@gv/proto';
import { refundConfirmation, stateConfirmation } from './action-confirmation';
import { cardActionsMessages } from './card-actions.messages';
import { cardActivityMessages } from './card-activity-list.messages';

const card = { balanceCents: 4500, paidCents: 4000, paymentCardLast4: '1111', currency: 'EUR' };

describe('card actions in Spanish and French', () => {
  afterEach(() => {
    // The language outside React is the one a provider drew with last; none here: English.
  });

  it('keeps the server’s English word for word', () => {
    expect(CARD_ACTION_MESSAGES.reversalTooLate).toBe('A redemption can only be reversed within 7 days.');
    expect(CARD_ACTION_MESSAGES.refundTooLarge(4000)).toBe('The refund cannot be more than the paid value left, $40.00.');
    expect(CARD_ACTION_MESSAGES.recipientChanged('a@b.co')).toBe('Recipient changed to a@b.co');
    expect(refundConfirmation('10', card).sentence).toBe("Refund €10.00 to the buyer's card ending 1111? The card will have €35.00 left.");
    expect(stateConfirmation(false, card).sentence).toBe(
      'Void the card? It can no longer be spent until it is reactivated; its €45.00 balance is kept.',
    );
  });

  it('words refusals, sentences and answers in Spanish and French, with their plurals', () => {
    expect(translate(cardActionMessages, 'es', 'reversalTooLate', { days: 7 })).toBe('Un canje solo se puede revertir en 7 días.');
    expect(translate(cardActionMessages, 'fr', 'reversalTooLate', { days: 1 })).toBe(
      'Une utilisation ne peut être annulée que dans un délai de 1 jour.',
    );
    expect(translate(cardActionsMessages, 'fr', 'refundedChanged', { refunded: '20,00 €', balance: '30,00 €', status: 'Active' })).toBe(
      '20,00 € remboursé. Solde actuel : 30,00 € · Active.',
    );
    expect(translate(cardActionsMessages, 'es', 'submitRefund', { amount: '40,00 €' })).toBe('Reembolsar 40,00 €');
    expect(translate(cardActivityMessages, 'es', 'redeemed')).toBe('Canjeada en el mostrador');
  });
});
