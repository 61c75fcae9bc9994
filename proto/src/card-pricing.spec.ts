import fc from 'fast-check';
import { anyAmountLabel, chooseAmountMessage, quoteCard, type PricedCardType } from './card-pricing';

const anyAmount = (minDollars: number, maxDollars: number, discount = 0): PricedCardType => ({
  amountMode: 'custom',
  amountCents: minDollars * 100,
  minAmountCents: minDollars * 100,
  maxAmountCents: maxDollars * 100,
  discount,
});

describe('the price of one card', () => {
  it('is the fixed value at its discount, whatever amount is sent', () => {
    const fixed: PricedCardType = { amountMode: 'fixed', amountCents: 5000, minAmountCents: null, maxAmountCents: null, discount: 15 };
    for (const amount of [undefined, 1, 0.01, 'abc', 999999]) expect(quoteCard(fixed, amount)).toEqual({ faceValueCents: 5000, salePriceCents: 4250 });
  });

  it('of an "Any amount" card is the chosen amount at its discount', () => {
    expect(quoteCard(anyAmount(5, 500, 10), 120)).toEqual({ faceValueCents: 12000, salePriceCents: 10800 });
    expect(quoteCard(anyAmount(5, 500, 15), 33.33)).toEqual({ faceValueCents: 3333, salePriceCents: 2833 });
    expect(quoteCard(anyAmount(5, 500), 5)).toEqual({ faceValueCents: 500, salePriceCents: 500 });
    expect(quoteCard(anyAmount(5, 500), 500)).toEqual({ faceValueCents: 50000, salePriceCents: 50000 });
  });

  it.each([[4.99], [500.01], [12.345], [Number.NaN], [Infinity], [-20], ['50'], [null], [undefined], [{}], [[50]]])('refuses %p with the card’s own range', (amount) => {
    expect(quoteCard(anyAmount(5, 500), amount)).toEqual({ error: 'Choose an amount between $5 and $500.' });
  });

  it('names ranges in whole dollars', () => {
    expect(chooseAmountMessage(500, 200000)).toBe('Choose an amount between $5 and $2,000.');
    expect(anyAmountLabel(2500, 50000)).toBe('Any amount $25–$500');
  });

  it('names ranges in the buyer’s language, with its way of writing amounts', () => {
    const space = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(space(chooseAmountMessage(500, 50000, 'USD', 'fr'))).toBe('Choisissez un montant entre 5 $US et 500 $US.');
    expect(space(anyAmountLabel(500, 50000, 'USD', 'es'))).toBe('Cualquier importe 5 US$–500 US$');
    expect(quoteCard(anyAmount(5, 500), 600, 'USD', 'es')).toEqual({ error: chooseAmountMessage(500, 50000, 'USD', 'es') });
  });

  it('is always whole cents within the range and never above the face value, or a refusal (property)', () => {
    const card = fc
      .tuple(fc.integer({ min: 5, max: 1999 }), fc.integer({ min: 1, max: 1995 }), fc.integer({ min: 0, max: 100 }))
      .map(([min, width, discount]) => anyAmount(min, Math.min(2000, min + width), discount));
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 300_000 }).map((cents) => cents / 100),
      fc.double({ noDefaultInfinity: false }),
      fc.string(),
      fc.constantFrom(null, undefined, Number.NaN),
    );
    fc.assert(
      fc.property(card, amount, (type, chosen) => {
        const quote = quoteCard(type, chosen);
        if ('error' in quote) return expect(quote.error).toBe(chooseAmountMessage(type.minAmountCents!, type.maxAmountCents!));
        expect(typeof chosen).toBe('number');
        expect(Number.isInteger(quote.faceValueCents) && Number.isInteger(quote.salePriceCents)).toBe(true);
        expect(quote.faceValueCents).toBeGreaterThanOrEqual(type.minAmountCents!);
        expect(quote.faceValueCents).toBeLessThanOrEqual(type.maxAmountCents!);
        expect(Math.abs(quote.faceValueCents - (chosen as number) * 100)).toBeLessThan(1e-6);
        expect(quote.salePriceCents).toBeGreaterThanOrEqual(0);
        expect(quote.salePriceCents).toBeLessThanOrEqual(quote.faceValueCents);
      }),
      { numRuns: 2000 },
    );
  });
});
