import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { CurrencyProvider, moneyIn, useMoney } from './currency';

function Balance({ minor }: { minor: number }) {
  const money = useMoney();
  return <p>{money.formatMinor(minor)}</p>;
}

describe("money in the business's currency", () => {
  it('writes yen without decimals: a ¥5,000 card with ¥2,000 left', () => {
    const yen = moneyIn('JPY');
    expect(yen.format(5000)).toBe('¥5,000');
    expect(yen.formatMinor(2000)).toBe('¥2,000');
    expect(yen.formatWhole(2000)).toBe('¥2,000');
    expect([yen.symbol, yen.digits, yen.step]).toEqual(['¥', 0, '1']);
  });

  it('reads a typed yen amount as whole yen and refuses decimals', () => {
    const yen = moneyIn('JPY');
    expect(yen.parse('3000')).toBe(3000);
    expect(yen.parse('¥3,000')).toBe(3000);
    expect(yen.parse('30.5')).toBeNull();
  });

  it('keeps dollars as they were: two decimals, cents stored', () => {
    const dollars = moneyIn('USD');
    expect(dollars.format(42.5)).toBe('$42.50');
    expect(dollars.formatWhole(500)).toBe('$5');
    expect(dollars.parse('30.5')).toBe(3050);
    expect([dollars.symbol, dollars.step]).toEqual(['$', '0.01']);
  });

  it("takes each currency's limits: yen quick picks are round yen", () => {
    expect(moneyIn('JPY').limits.quickPickCents).toEqual([3000, 5000, 10000]);
    expect(moneyIn('GBP').symbol).toBe('£');
  });

  it("formats in the nearest provider's currency, and in dollars without one", () => {
    render(
      <>
        <CurrencyProvider currency="JPY">
          <Balance minor={2000} />
        </CurrencyProvider>
        <Balance minor={4250} />
      </>,
    );
    expect(screen.getByText('¥2,000')).toBeTruthy();
    expect(screen.getByText('$42.50')).toBeTruthy();
  });
});
