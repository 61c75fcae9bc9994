import {
  bookKindLabel,
  bookKindLabelIn,
  figureDefinition,
  figureLabel,
  figuresOf,
  GLOSSARY,
  glossaryIn,
  type FigureKey,
  type FigureMove,
} from './glossary';
import { LOCALES } from './locale';

const DAY = '2030-03-10';
const row = (kind: FigureMove['kind'], paidCents: number, bonusCents: number, more: Partial<FigureMove> = {}): FigureMove => ({
  kind,
  paidCents,
  bonusCents,
  day: DAY,
  cardId: 'card',
  bonusLastDay: '2030-06-30',
  paidLastDay: null,
  ...more,
});

/**
 * The business: two orders of $50 cards at 10% off ($45 paid, $5 bonus), the second for two recipients; a
 * corporate card; $20 redeemed, $8 cashed out, a $7.50 goodwill credit, a $0.50 debit, a $12 redemption reversed,
 * $25 loaded onto card a.
 */
const moves: FigureMove[] = [
  row('ACTIVATE', 4500, 500, { cardId: 'a', orderId: 'o1' }),
  row('ACTIVATE', 4500, 500, { cardId: 'b', orderId: 'o2' }),
  row('ACTIVATE', 4500, 500, { cardId: 'c', orderId: 'o2' }),
  row('ACTIVATE', 4000, 1000, { cardId: 'd', orderId: 'o3', paidOutside: true }),
  row('REDEEM', -1500, -500, { cardId: 'a' }),
  row('REDEEM', -1200, 0, { cardId: 'b' }),
  row('ADJUST_INCREMENT', 1200, 0, { cardId: 'b', undoes: 'REDEEM' }),
  row('CASH_OUT', -800, 0, { cardId: 'b' }),
  row('ADJUST_INCREMENT', 0, 750, { cardId: 'a' }),
  row('ADJUST_DECREMENT', 0, -50, { cardId: 'a' }),
  row('LOAD', 2500, 0, { cardId: 'a' }),
  // Card c refunded in full: its bonus value forfeited; then Square refused a $10 refund of card d, put back.
  row('REFUND', -4500, 0, { cardId: 'c' }),
  row('DEACTIVATE', 0, -500, { cardId: 'c' }),
  row('REFUND', -1000, 0, { cardId: 'd' }),
  row('ADJUST_INCREMENT', 1000, 0, { cardId: 'd', undoes: 'REFUND' }),
];

describe('the glossary of figures', () => {
  it('keeps redeemed, cashed out, credited and debited apart, and counts cards apart from orders', () => {
    expect(figuresOf(moves, { from: DAY, to: DAY })).toEqual({
      orders: 2,
      cardsSold: 3,
      faceValueSold: 15000,
      paidValueSold: 13500,
      paidOutside: 4000,
      issuedOutside: 5000,
      loaded: 2500,
      redeemed: 2000,
      cashedOut: 800,
      credited: 750,
      debited: 50,
      refunded: 4500,
      forfeited: 500,
      expired: 0,
      escheated: 0,
      outstanding: 15000 + 5000 + 2500 + 750 - 50 - 2000 - 800 - 4500 - 500,
    });
  });

  it('reconciles the books: opening + sold + issued outside + loaded + credited − debited − redeemed − cashed out − refunded − forfeited − expired − escheated = outstanding', () => {
    // Card b reported to a state as unclaimed property: its $37 paid value owed to the state, its $5 bonus value with it.
    const later = [
      ...moves,
      row('ESCHEAT', -3700, -500, { cardId: 'b', day: '2030-05-01' }),
      row('EXPIRE', 0, -250, { cardId: 'a', day: '2030-07-01' }),
    ];
    // After the card's date: the rest of every bonus value is breakage, and paid value never lapses here.
    for (const range of [
      { from: DAY, to: DAY },
      { from: '2030-03-11', to: '2030-07-01' },
      { from: '2030-01-01', to: '2031-01-01' },
    ]) {
      const f = figuresOf(later, range);
      const opening = GLOSSARY.outstanding.of(later, {
        from: range.from,
        to: new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      });
      expect(
        opening +
          f.faceValueSold +
          f.issuedOutside +
          f.loaded +
          f.credited -
          f.debited -
          f.redeemed -
          f.cashedOut -
          f.refunded -
          f.forfeited -
          f.expired -
          f.escheated,
      ).toBe(f.outstanding);
    }
    // $2.50 written off, and $14.50 of bonus value left past its date (a: $4.50, d: $10); b's $42 reported, never breakage.
    expect(figuresOf(later, { from: '2030-03-11', to: '2030-07-01' })).toMatchObject({
      expired: 250 + 1450,
      escheated: 4200,
      outstanding: 12900 + 2500 - 250 - 1450 - 4200,
    });
  });

  it('labels each move of the books with its figure', () => {
    expect(['sold', 'cashed-out', 'redeemed', 'credited', 'debited', 'forfeited', 'issued-outside', 'mystery'].map(bookKindLabel)).toEqual([
      'Face value sold',
      'Cashed out',
      'Redeemed',
      'Credited',
      'Debited',
      'Forfeited',
      'Issued, paid outside the platform',
      'mystery',
    ]);
  });

  it('speaks English as GLOSSARY does, and Spanish and French with every figure', () => {
    for (const key of Object.keys(GLOSSARY) as FigureKey[]) {
      expect(figureLabel(key, 'en')).toBe(GLOSSARY[key].label);
      expect(figureDefinition(key, 'en')).toBe(GLOSSARY[key].definition);
      for (const locale of LOCALES) {
        expect(glossaryIn(locale)[key].unit).toBe(GLOSSARY[key].unit);
        expect(glossaryIn(locale)[key].definition).toMatch(/\S/);
      }
    }
    expect(glossaryIn('en').cardsSold.label).toBe('Cards sold');
    expect(figureLabel('cardsSold', 'es')).toBe('Tarjetas vendidas');
    expect(figureLabel('outstanding', 'es')).toBe('Saldo pendiente');
    expect(figureDefinition('paidValueSold', 'es')).toBe('Lo que pagaron los compradores por las tarjetas vendidas, antes de reembolsos.');
    expect(figureLabel('cardsSold', 'fr')).toBe('Cartes vendues');
    expect(glossaryIn('fr').refunded.definition).toBe(
      'Valeur payée rendue sur les paiements des acheteurs, moins les remboursements refusés par Square.',
    );
    expect(['sold', 'cashed-out', 'mystery'].map((kind) => bookKindLabelIn(kind, 'fr'))).toEqual([
      'Valeur faciale vendue',
      'Remboursé en espèces',
      'mystery',
    ]);
    expect(bookKindLabelIn('redeemed', 'es')).toBe('Canjeado');
  });
});
