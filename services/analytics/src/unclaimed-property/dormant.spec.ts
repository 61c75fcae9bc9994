import { escheatableCents, stateRules } from './dormant';

describe('the states’ rules on a day', () => {
  it('gives each reporting state the day its cards must have gone quiet by, its share and its next report day', () => {
    const rules = stateRules('2026-11-27').map(({ state, expiringOnly, quietSince, sharePercent, dueOn }) => [state, expiringOnly, quietSince, sharePercent, dueOn]);
    expect(rules).toEqual([
      ['CA', true, '2023-11-27', 100, '2027-10-31'],
      ['DE', false, '2021-11-27', 100, '2027-03-01'],
      ['NJ', false, '2021-11-27', 60, '2027-10-31'],
      ['NY', false, '2021-11-27', 100, '2027-03-10'],
      ['TX', false, '2023-11-27', 100, '2027-07-01'],
    ]);
  });

  it('sums what states may take of the paid value on the cards', () => {
    expect(
      escheatableCents([
        { state: 'NY', neverExpires: false, paidCents: '10000' },
        { state: 'NJ', neverExpires: false, paidCents: 1001 },
        { state: 'CA', neverExpires: true, paidCents: 5000 },
        { state: 'CA', neverExpires: false, paidCents: 2000 },
        { state: 'FL', neverExpires: false, paidCents: 7000 },
        { state: null, neverExpires: false, paidCents: 7000 },
      ]),
    ).toBe(10_000 + 600 + 2_000);
  });
});
