import { breakageRate, paidValueThatMayEscheat, recogniseBreakage, type BreakageMonthBooks } from './breakage';

const month = (name: string, redeemedPaidToDateCents: number, paidIssuedToDateCents: number, lapsedPaidToDateCents = 0): BreakageMonthBooks => ({
  month: name,
  redeemedPaidToDateCents,
  paidIssuedToDateCents,
  lapsedPaidToDateCents,
  escheatedPaidToDateCents: 0,
  escheatablePaidCents: 0,
});
const fromNothing = { redeemedPaidToDateCents: 0, recognisedToDateCents: 0 };

describe('the expected breakage rate', () => {
  it.each([
    ['a history of 120 cards, $15 of $100 paid never redeemed', { cards: 120, paidCents: 10_000, unredeemedPaidCents: 1_500 }, 1_000, { rateBp: 1_500, source: 'history' }],
    ['a history of exactly 100 cards', { cards: 100, paidCents: 30_000, unredeemedPaidCents: 1_000 }, null, { rateBp: 333, source: 'history' }],
    ['99 cards: too little, the owner’s rate', { cards: 99, paidCents: 10_000, unredeemedPaidCents: 9_000 }, 1_000, { rateBp: 1_000, source: 'owner' }],
    ['no history and no rate: none', { cards: 0, paidCents: 0, unredeemedPaidCents: 0 }, null, { rateBp: 0, source: 'none' }],
  ])('%s', (_case, history, ownerRateBp, expected) => {
    expect(breakageRate(history, ownerRateBp)).toEqual(expected);
  });
});

describe('breakage recognised in proportion to paid value redeemed', () => {
  it('recognises redeemed × rate / (1 − rate), then stops at the expected breakage, and catches up when more is sold', () => {
    // 20%: $0.25 of breakage per $1 redeemed; $1,000 paid issued expects $200.
    const months = recogniseBreakage(2_000, fromNothing, [
      month('2026-01', 40_000, 100_000), // $400 redeemed → $100
      month('2026-02', 90_000, 100_000), // $500 more → $125, capped at the $100 left
      month('2026-03', 98_000, 200_000), // $80 more → $20; $2,000 issued expects $400
    ]);
    expect(months.map(({ month: name, redeemedPaidCents, recognisedCents, recognisedToDateCents, expectedCents, remainingExpectedCents }) => [name, redeemedPaidCents, recognisedCents, recognisedToDateCents, expectedCents, remainingExpectedCents])).toEqual([
      ['2026-01', 40_000, 10_000, 10_000, 20_000, 10_000],
      ['2026-02', 50_000, 10_000, 20_000, 20_000, 0],
      ['2026-03', 8_000, 2_000, 22_000, 40_000, 18_000],
    ]);
  });

  it('counts paid value past its last day against the expected breakage', () => {
    // 10%: $1 per $9 redeemed; $5,000 issued expects $500, of which $450 lapsed: $50 is left to recognise.
    const [only] = recogniseBreakage(1_000, fromNothing, [month('2026-05', 90_000, 500_000, 45_000)]);
    expect(only).toMatchObject({ redeemedPaidCents: 90_000, recognisedCents: 5_000, expectedCents: 50_000, remainingExpectedCents: 0 });
  });

  it('rounds each month to the cent and starts from a closed month’s figures', () => {
    // 15%: $10.01 × 0.15 / 0.85 = $1.7664… → $1.77.
    const [only] = recogniseBreakage(1_500, { redeemedPaidToDateCents: 50_000, recognisedToDateCents: 8_824 }, [month('2026-07', 51_001, 1_000_000)]);
    expect(only).toMatchObject({ redeemedPaidCents: 1_001, recognisedCents: 177, recognisedToDateCents: 9_001, redeemedPaidToDateCents: 51_001 });
  });

  it('gives back what reversed redemptions had recognised, never below nothing', () => {
    const [undone] = recogniseBreakage(2_000, { redeemedPaidToDateCents: 4_000, recognisedToDateCents: 500 }, [month('2026-08', 0, 100_000)]);
    expect(undone).toMatchObject({ redeemedPaidCents: -4_000, recognisedCents: -500, recognisedToDateCents: 0 });
  });

  it('recognises nothing without a rate', () => {
    const [only] = recogniseBreakage(0, fromNothing, [month('2026-01', 40_000, 100_000)]);
    expect(only).toMatchObject({ recognisedCents: 0, expectedCents: 0, remainingExpectedCents: 0 });
  });

  it('keeps what was reported as unclaimed property, and what states may take, out of the expected breakage', () => {
    expect(recogniseBreakage(2_000, fromNothing, [month('2026-01', 0, 100_000)])[0].expectedCents).toBe(20_000);
    const books = { ...month('2026-01', 0, 100_000), escheatedPaidToDateCents: 10_000, escheatablePaidCents: 30_000 };
    expect(paidValueThatMayEscheat(books)).toBe(40_000);
    expect(recogniseBreakage(2_000, fromNothing, [books])[0].expectedCents).toBe(12_000);
  });
});
