import {
  centsToDollars,
  dollarsToCents,
  exceedsMaxMoney,
  formatCents,
  formatUsd,
  formatWholeDollars,
  MAX_MONEY_CENTS,
  minorDigits,
  moneyText,
  parseDiscountPercent,
  parseDollarsToCents,
  salePriceCents,
} from './money';

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
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each([['abc'], ['1.234'], ['-5'], ['1e3'], [''], ['12,34'], [-1], [1.234], [NaN], [Infinity], [null], [{}], [['5']], ['9'.repeat(400)], ['10000000.01'], ['21474836.47'], ['21474836.48'], [999_999_999.99]])(
    '%p is not an amount',
    (input) => {
      expect(parseDollarsToCents(input)).toBeNull();
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
    expect(centsToDollars(4250)).toBe(42.5);
    expect(centsToDollars(5000)).toBe(50);
    expect(centsToDollars(1)).toBe(0.01);
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
    expect(formatUsd(dollars)).toBe(shown);
  });
});

describe('units', () => {
  it('turns dollars into whole cents, even where binary fractions fall short (0.29 × 100 = 28.999…)', () => {
    expect([0.29, 42.5, 1250, 0.1 + 0.2].map(dollarsToCents)).toEqual([29, 4250, 125000, 30]);
    expect([29, 4250, 125000].map(centsToDollars)).toEqual([0.29, 42.5, 1250]);
  });

  it('knows each currency Square takes by its ISO 4217 minor unit: a yen has none', () => {
    expect(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY'].map(minorDigits)).toEqual([2, 2, 2, 2, 2, 0]);
    expect([moneyText(4250, 'USD'), moneyText(5000, 'JPY'), moneyText(7, 'EUR')]).toEqual(['42.50 USD', '5000 JPY', '0.07 EUR']);
    expect(moneyText(4250, 'NOT A CODE')).toBe('42.50 NOT A CODE');
  });

  it('writes cents as money: always two decimals, or whole dollars where a range is stated', () => {
    expect([formatCents(4250), formatCents(125000), formatCents(0)]).toEqual(['$42.50', '$1,250.00', '$0.00']);
    expect([formatWholeDollars(500), formatWholeDollars(200000), formatWholeDollars(550)]).toEqual(['$5', '$2,000', '$5.5']);
  });
});
