import { describe, expect, it } from '@jest/globals';
import { translate } from '@gv/proto';
import { customersMessages } from './customers.messages';

describe('the customers screen in three languages', () => {
  it('keeps the English and says the card line in Spanish and French', () => {
    const values = { balance: '10,00 €', face: '50,00 €', count: 1 };
    expect(translate(customersMessages, 'en', 'balanceLine', { balance: '$10.00', face: '$50.00', count: 2 })).toBe(
      'Balance $10.00 of $50.00 · 2 redemption(s)',
    );
    expect(translate(customersMessages, 'es', 'balanceLine', values)).toBe('Saldo 10,00 € de 50,00 € · 1 canje');
    expect(translate(customersMessages, 'fr', 'balanceLine', { ...values, count: 3 })).toBe('Solde 10,00 € sur 50,00 € · 3 utilisations');
    expect(translate(customersMessages, 'en', 'summary', { who: 'a@b.co', phone: 'none', spent: '$5.00', holds: '$1.00' })).toBe(
      'a@b.co · spent $5.00 · holds $1.00',
    );
    expect(translate(customersMessages, 'es', 'summary', { who: 'a@b.co', phone: '555', spent: '5 €', holds: '1 €' })).toBe(
      'a@b.co · 555 · ha gastado 5 € · tiene 1 €',
    );
  });
});
