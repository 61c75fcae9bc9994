import { CASH_OUT_MESSAGES, GIFT_CARD_LAWS, lawDisclosure, lawDisclosureMessages } from './gift-card-law';
import { describeDeliveryTime } from './gift-delivery';
import { describeWindow } from './redemption-window';

/** Intl puts no-break spaces before € and between digits: compared as plain spaces. */
const plain = (text: string | string[]) =>
  Array.isArray(text) ? text.map((t) => t.replace(/[\u00a0\u202f]/g, ' ')) : text.replace(/[\u00a0\u202f]/g, ' ');

const sold = { bonusValueCents: 500, bonusExpiresOn: '2027-06-30' };

describe('the law’s sentences in Spanish and French', () => {
  it('has every law’s English template in the catalog, word for word', () => {
    const english = Object.values(lawDisclosureMessages.messages.en);
    for (const law of GIFT_CARD_LAWS) {
      const { paidValueExpires, paidValueNeverExpires, bonusValueExpires, cashOut, notice } = law.disclosure;
      for (const template of [paidValueExpires, paidValueNeverExpires, bonusValueExpires, cashOut, notice].filter((t): t is string => t !== null)) {
        expect(english).toContain(template);
      }
    }
  });

  it('US in Spanish and French, dates spelled the language’s way', () => {
    const card = { ...sold, jurisdiction: 'US', paidExpiresOn: '2031-12-01', cashOutBelowCents: null };
    expect(lawDisclosure(card, 'es')).toEqual([
      'El importe pagado por esta tarjeta caduca el 1 de diciembre de 2031, aunque la tarjeta muestre una fecha anterior.',
      'El valor promocional es una bonificación, no se ha pagado y caduca el 30 de junio de 2027.',
    ]);
    expect(lawDisclosure(card, 'fr')).toEqual([
      'Les fonds payés pour cette carte expirent le 1 décembre 2031, même si la carte indique une date antérieure.',
      'La valeur promotionnelle est un bonus, non payé, qui expire le 30 juin 2027.',
    ]);
    expect(lawDisclosure(card)).toEqual(lawDisclosure(card, 'en'));
  });

  it('California in Spanish: capitals kept, the amounts and the cash-out written 45,00 US$', () => {
    const card = { ...sold, jurisdiction: 'US-CA', paidExpiresOn: null, cashOutBelowCents: 1000, paidValueCents: 4500 };
    expect(plain(lawDisclosure(card, 'es'))).toEqual([
      '45,00 US$ pagados — el importe pagado por esta tarjeta nunca caduca y no tiene comisiones.',
      '5,00 US$ DE BONIFICACIÓN — EL VALOR PROMOCIONAL CADUCA EL 30 DE JUNIO DE 2027.',
      'Un saldo inferior a 10,00 US$ se puede canjear en efectivo (Código Civil de California, §1749.5).',
    ]);
  });

  it('Spain and Quebec in French, euros and the Quebec threshold as an amount', () => {
    expect(
      plain(
        lawDisclosure(
          { ...sold, jurisdiction: 'ES', paidExpiresOn: '2027-06-30', cashOutBelowCents: null, currency: 'EUR', paidValueCents: 5000 },
          'fr',
        ),
      ),
    ).toEqual([
      '50,00 € payés — les fonds payés pour cette carte peuvent être dépensés jusqu’au 30 juin 2027.',
      '5,00 € de bonus — la valeur promotionnelle n’a pas été payée et expire le 30 juin 2027.',
    ]);
    expect(plain(lawDisclosure({ ...sold, jurisdiction: 'CA-QC', paidExpiresOn: null, cashOutBelowCents: 501, currency: 'CAD' }, 'fr'))).toEqual([
      'Les fonds payés pour cette carte n’expirent jamais.',
      'La valeur promotionnelle a été offerte et expire le 30 juin 2027.',
      'Un solde de 5,00 $CA ou moins est remboursé en espèces sur demande (Loi sur la protection du consommateur du Québec, art. 187.5).',
    ]);
    expect(lawDisclosure({ ...sold, jurisdiction: 'IE', paidExpiresOn: '2031-12-01', cashOutBelowCents: null, currency: 'EUR' }, 'es').at(-1)).toBe(
      'No se cobra ninguna comisión por usar este vale, y su saldo se puede gastar en varias compras.',
    );
  });

  it('cash-out words in each language, English unchanged', () => {
    expect(CASH_OUT_MESSAGES.offer(450, 'EUR')).toBe('Cash out €4.50');
    expect(plain(CASH_OUT_MESSAGES.offer(450, 'EUR', 'es'))).toBe('Retirar 4,50 € en efectivo');
    expect(plain(CASH_OUT_MESSAGES.done(450, 'EUR', 'fr'))).toBe(
      '4,50 € remboursés en espèces. Le solde de la carte cadeau est maintenant de 0,00 €.',
    );
    expect(CASH_OUT_MESSAGES.done(450, 'USD')).toBe("Paid out $4.50 in cash. The gift card's balance is now $0.00.");
    expect(CASH_OUT_MESSAGES.nothingLeft).toBe('Nothing is left on this gift card to cash out.');
  });
});

describe('the window and the delivery time in Spanish and French', () => {
  const lunch = { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: ['2026-12-25'] };

  it('describes the window', () => {
    expect(describeWindow(lunch)).toBe('Mon–Fri, 11:00–14:00; not on Dec 25, 2026');
    expect(describeWindow(lunch, 'es')).toBe('lun–vie, 11:00–14:00; excepto 25 dic 2026');
    expect(describeWindow(lunch, 'fr')).toBe('lun.–ven., 11:00–14:00 ; sauf 25 déc. 2026');
    expect(describeWindow({ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00', blackoutDates: [] }, 'es')).toBe('todos los días');
  });

  it('describes the delivery time', () => {
    expect(describeDeliveryTime('2026-03-09T09:00:00-04:00', 'America/New_York')).toBe('Monday, March 9, 2026 at 9:00 AM EDT');
    expect(describeDeliveryTime('2026-03-09T10:00:00+01:00', 'Europe/Madrid', 'es')).toBe('lunes, 9 de marzo de 2026, 10:00 (CET)');
    expect(describeDeliveryTime('2026-03-09T10:00:00+01:00', 'Europe/Paris', 'fr')).toBe('lundi 9 mars 2026 à 10:00 (UTC+1)');
  });
});
