import { describe, expect, it } from '@jest/globals';
import { DELIVERY_MESSAGES, deliveryMessages, translate } from '@gv/proto';
import { pageMessages } from './gift-delivery-page.messages';

describe('the change link of a gift in Spanish and French', () => {
  it('keeps the English the server and the specs use', () => {
    expect(translate(pageMessages, 'en', 'savedNow', { changed: DELIVERY_MESSAGES.changed })).toBe(
      'Saved. It is being sent now. We emailed you a new link for any further change; this one no longer works.',
    );
    expect(DELIVERY_MESSAGES.tooFar).toBe('A gift can be scheduled at most 366 days ahead');
  });

  it('tells the buyer in Spanish and French', () => {
    expect(translate(pageMessages, 'es', 'lead', { card: 'Cena', business: 'Casa Pepe', recipient: 'Ana', when: '1 de julio' })).toMatch(
      /^Tu tarjeta regalo Cena de Casa Pepe llegará a Ana el 1 de julio\. Hasta entonces/,
    );
    expect(translate(deliveryMessages, 'fr', 'alreadySent')).toBe('Ce cadeau a déjà été envoyé : sa livraison ne peut plus être modifiée.');
    expect(translate(pageMessages, 'fr', 'title')).toBe('Modifier la livraison de votre cadeau');
  });
});
