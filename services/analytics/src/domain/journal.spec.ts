import { emptyBooks, journalLines, liabilityChange } from './journal';

describe('the month’s double-entry lines', () => {
  // $100 face sold for $90, $30 redeemed ($10 bonus, $20 paid), $15 paid refunded, $4 of bonus lapsed, a $2 credit.
  const books = emptyBooks();
  Object.assign(books, {
    sold: { paid: 9_000, bonus: 1_000 },
    redeemed: { paid: -2_000, bonus: -1_000 },
    refunded: { paid: -1_500, bonus: 0 },
    lapsed: { paid: 0, bonus: -400 },
    credited: { paid: 200, bonus: 0 },
  });
  const lines = journalLines(books, 500);
  const net = (account: string) => lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.creditCents - line.debitCents, 0);

  it('balances, every line one-sided', () => {
    expect(lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
    expect(lines.every((line) => (line.debitCents > 0) !== (line.creditCents > 0))).toBe(true);
  });

  it('posts each move against its counter account, bonus value as promotional discount', () => {
    expect(net('clearing')).toBe(-9_000 + 1_500);
    expect(net('promotionalDiscount')).toBe(-1_000 + 400);
    expect(net('revenue')).toBe(3_000);
    expect(net('adjustments')).toBe(-200);
    expect(net('breakageIncome')).toBe(500);
  });

  it('moves the liability as the books do, less the breakage recognised', () => {
    expect(liabilityChange(books)).toBe(10_000 - 3_000 - 1_500 - 400 + 200);
    expect(net('liability')).toBe(liabilityChange(books) - 500);
  });

  it('writes no line for what did not move', () => {
    expect(journalLines(emptyBooks(), 0)).toEqual([]);
  });

  describe('with single-purpose vouchers (decision 0099)', () => {
    // €120 of 20% value sold and €48 of it redeemed; €30 of 5.5% value refunded, more than was sold in the month.
    const vat = {
      singlePurpose: [
        { vatRateBp: 550, soldCents: -3_000, redeemedCents: 0 },
        { vatRateBp: 2_000, soldCents: 12_000, redeemedCents: 4_800 },
      ],
      multiPurposeRedeemedCents: 3_000,
    };
    const withVat = journalLines(books, 500, vat);
    const netOf = (account: string) => withVat.filter((line) => line.account === account).reduce((sum, line) => sum + line.creditCents - line.debitCents, 0);

    it('moves the VAT due at sale out of the liability, a refund beyond the sales giving it back, balanced', () => {
      expect(withVat.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
      expect(netOf('vatPayable')).toBe(2_000 - 156);
      expect(withVat.filter((line) => line.account === 'vatPayable').map((line) => line.description)).toEqual([
        'VAT due at sale on single-purpose vouchers (5.5%)',
        'VAT due at sale on single-purpose vouchers (20%)',
      ]);
    });

    it('earns single-purpose value redeemed net of its VAT, and leaves every other line as it was', () => {
      expect(netOf('revenue')).toBe(3_000 - 800);
      expect(netOf('liability')).toBe(liabilityChange(books) - 500 - 2_000 + 156 + 800);
      expect(withVat.slice(0, lines.length)).toEqual(lines);
    });
  });
});
