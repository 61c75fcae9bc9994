import {
  currencyLimits,
  CURRENCY_LIMITS,
  isSquareCurrency,
  MONEY_MESSAGES,
  SQUARE_CURRENCIES,
  toMajorUnits,
  toMinorUnits,
  exceedsMaxMoney,
  formatMoney,
  formatAmount,
  formatWholeAmount,
  MAX_MONEY_CENTS,
  minorDigits,
  moneyText,
  parseDiscountPercent,
  parseAmount,
  salePriceCents,
} from './index';

describe('sale price', () => {
  it.each([
    [5000, 0, 5000],
    [5000, 15, 4250],
    [5000, 100, 0],
    [1999, 10, 1799], // 1799.1 → 1799
    [1005, 50, 503], // 502.5 → 503 (halves up)
    [333, 33, 223], // 223.11 → 223
    [1, 50, 1], // 0.5 → 1
  ])('amount %i¢ with %i%% off sells for %i¢', (amount, discount, expected) => {
    expect(salePriceCents(amount, discount)).toBe(expected);
  });

  it('is never negative nor above the amount', () => {
    for (let amount = 1; amount < 2000; amount += 37) {
      for (let discount = 0; discount <= 100; discount++) {
        const sale = salePriceCents(amount, discount);
        expect(Number.isInteger(sale)).toBe(true);
        expect(sale).toBeGreaterThanOrEqual(0);
        expect(sale).toBeLessThanOrEqual(amount);
      }
    }
  });
});

describe('dollars and cents', () => {
  it.each([
    ['50', 5000],
    ['42.5', 4250],
    ['42.50', 4250],
    ['0.01', 1],
    [' 7 ', 700],
    ['$12.34', 1234],
    ['1,250.00', 125000],
    ['10.', 1000],
    [50, 5000],
    [42.5, 4250],
    [0.1 + 0.2, 30],
    ['10,000,000.00', 1_000_000_000],
  ])('%p is %i cents', (input, cents) => {
    expect(parseAmount(input)).toBe(cents);
  });

  it.each([['abc'], ['1.234'], ['-5'], ['1e3'], [''], ['12,34'], [-1], [1.234], [NaN], [Infinity], [null], [{}], [['5']], ['9'.repeat(400)], ['10000000.01'], ['21474836.47'], ['21474836.48'], [999_999_999.99]])(
    '%p is not an amount',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );

  it('bounds every computed amount and sum by MAX_MONEY_CENTS', () => {
    expect(exceedsMaxMoney(MAX_MONEY_CENTS)).toBe(false);
    expect(exceedsMaxMoney(MAX_MONEY_CENTS + 1)).toBe(true);
    expect(exceedsMaxMoney(500 * 10_000_000)).toBe(true);
    expect(exceedsMaxMoney(Number.NaN)).toBe(true);
    // Twice the bound still fits a 32-bit column: a balance plus an amount never overflows before it is checked.
    expect(2 * MAX_MONEY_CENTS).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('shows cents as dollars', () => {
    expect(toMajorUnits(4250)).toBe(42.5);
    expect(toMajorUnits(5000)).toBe(50);
    expect(toMajorUnits(1)).toBe(0.01);
  });
});

describe('percent off', () => {
  it.each([
    ['15', 15],
    [' 0 ', 0],
    ['100', 100],
    ['15%', 15],
    ['15 %', 15],
    [40, 40],
  ])('%p is %i percent', (input, percent) => {
    expect(parseDiscountPercent(input)).toBe(percent);
  });

  it.each([['101'], ['-1'], ['1.5'], [''], ['ten'], [12.5], [null], [undefined]])('%p is not a discount', (input) => {
    expect(parseDiscountPercent(input)).toBeNull();
  });
});

describe('dollars as shown', () => {
  it.each([
    [42.5, '$42.50'],
    [0, '$0.00'],
    [1250, '$1,250.00'],
    [0.1 + 0.2, '$0.30'],
    [NaN, '$0.00'],
  ])('%p is shown as %s', (dollars, shown) => {
    expect(formatAmount(dollars)).toBe(shown);
  });
});

describe('units', () => {
  it('turns dollars into whole cents, even where binary fractions fall short (0.29 × 100 = 28.999…)', () => {
    expect([0.29, 42.5, 1250, 0.1 + 0.2].map((dollars) => toMinorUnits(dollars))).toEqual([29, 4250, 125000, 30]);
    expect([29, 4250, 125000].map((cents) => toMajorUnits(cents))).toEqual([0.29, 42.5, 1250]);
  });

  it('knows each currency Square takes by its ISO 4217 minor unit: a yen has none', () => {
    expect(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY'].map(minorDigits)).toEqual([2, 2, 2, 2, 2, 0]);
    expect([moneyText(4250, 'USD'), moneyText(5000, 'JPY'), moneyText(7, 'EUR')]).toEqual(['42.50 USD', '5000 JPY', '0.07 EUR']);
    expect(moneyText(4250, 'NOT A CODE')).toBe('42.50 NOT A CODE');
  });

  it('writes cents as money: always two decimals, or whole dollars where a range is stated', () => {
    expect([formatMoney(4250), formatMoney(125000), formatMoney(0)]).toEqual(['$42.50', '$1,250.00', '$0.00']);
    expect([formatWholeAmount(500), formatWholeAmount(200000), formatWholeAmount(550)]).toEqual(['$5', '$2,000', '$5.5']);
  });
});

describe('each currency Square takes', () => {
  it('reads amounts in the currency\'s major unit: a yen amount has no decimals', () => {
    expect([parseAmount('5000', 'JPY'), parseAmount(5000, 'JPY'), parseAmount('¥5,000', 'JPY'), parseAmount('€12.34', 'EUR'), parseAmount('£7', 'GBP')]).toEqual([5000, 5000, 5000, 1234, 700]);
    expect([parseAmount('50.5', 'JPY'), parseAmount(50.5, 'JPY'), parseAmount('5000.', 'JPY'), parseAmount('1.234', 'EUR')]).toEqual([null, null, null, null]);
    expect(parseAmount('1000000000', 'JPY')).toBe(1_000_000_000);
    expect(parseAmount('1000000001', 'JPY')).toBeNull();
  });

  it('writes money in its currency and the reader\'s locale', () => {
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    expect(toMajorUnits(200000, 'JPY')).toBe(200000);
    expect(toMinorUnits(3000, 'JPY')).toBe(3000);
    expect(formatMoney(4250, 'EUR', 'es-ES')).toBe('42,50\u00a0€');
    expect(formatMoney(4250, 'EUR', 'fr-FR')).toBe('42,50\u00a0€');
    expect(formatMoney(4250, 'GBP', 'en-GB')).toBe('£42.50');
    expect(formatMoney(4250, 'CAD', 'en-CA')).toBe('$42.50');
    expect(formatWholeAmount(300000, 'JPY')).toBe('¥300,000');
    expect(MONEY_MESSAGES.tooLarge('JPY')).toBe('That is more money than one card or one order may hold (¥1,000,000,000).');
  });

  it('sets every amount limit per currency in one table, each within the money bound and the custom range on its own step', () => {
    expect(Object.keys(CURRENCY_LIMITS).sort()).toEqual([...SQUARE_CURRENCIES].sort());
    for (const currency of SQUARE_CURRENCIES) {
      const { custom, quickPickCents, cardMaxCents } = currencyLimits(currency);
      expect(custom.minCents % custom.stepCents).toBe(0);
      expect(custom.maxCents % custom.stepCents).toBe(0);
      expect(custom.maxCents).toBeLessThanOrEqual(cardMaxCents);
      expect(quickPickCents.every((cents) => cents >= custom.minCents && cents <= custom.maxCents)).toBe(true);
      expect(Object.values(currencyLimits(currency)).filter((value) => typeof value === 'number').every((cents) => Number.isInteger(cents) && cents <= 1_000_000_000)).toBe(true);
    }
    expect(currencyLimits('JPY').custom).toEqual({ minCents: 500, maxCents: 300_000, stepCents: 100 });
    expect(currencyLimits('XYZ')).toBe(CURRENCY_LIMITS.USD);
    expect([isSquareCurrency('JPY'), isSquareCurrency('jpy'), isSquareCurrency('CHF'), isSquareCurrency(5)]).toEqual([true, false, false, false]);
  });
});
