import { billingStateMatters, cardEscheat, dormantIfLastActiveBefore, escheatCents, escheatedNotice, parseBillingState, reportDueOn, unclaimedPropertyLaw, UNCLAIMED_PROPERTY_LAWS } from './unclaimed-property';

const law = (state: string) => unclaimedPropertyLaw(state)!;
const expiring = { paidExpiresOn: '2031-12-01' };
const neverExpiring = { paidExpiresOn: null };

describe('the unclaimed property table', () => {
  it('covers every state and DC once', () => {
    expect(UNCLAIMED_PROPERTY_LAWS).toHaveLength(51);
    expect(new Set(UNCLAIMED_PROPERTY_LAWS.map((entry) => entry.state)).size).toBe(51);
    expect(law(' dc ').name).toBe('District of Columbia');
    for (const other of ['XX', 'GB', '', null, 12]) expect(unclaimedPropertyLaw(other)).toBeUndefined();
  });

  it('gives the checked states their dormancy, report day and statute', () => {
    expect(cardEscheat(law('NY'), expiring)).toEqual({ rule: 'full', sharePercent: 100, dormancyYears: 5, reportDue: '03-10', source: 'N.Y. Aband. Prop. Law §1315' });
    expect(cardEscheat(law('NJ'), expiring)).toMatchObject({ rule: 'partly', sharePercent: 60, dormancyYears: 5, reportDue: '10-31' });
    // What the statutes leave to the business's circumstances is said, not decided.
    expect(law('NJ').source).toMatch(/Check with your advisor: a business that sold \$250,000 or less/);
    expect(cardEscheat(law('CA'), expiring)?.source).toMatch(/Check with your advisor/);
    expect(cardEscheat(law('TX'), expiring)).toMatchObject({ dormancyYears: 3, reportDue: '07-01', source: 'Tex. Prop. Code §72.1016' });
    expect(cardEscheat(law('DE'), expiring)).toMatchObject({ dormancyYears: 5, reportDue: '03-01' });
    expect(cardEscheat(law('FL'), expiring)).toBeNull();
    for (const state of ['NY', 'NJ', 'CA', 'TX', 'FL', 'IL', 'DE']) expect(law(state).claimUrl).toMatch(/^https:\/\/.+\.gov/);
  });

  it('exempts a California card that never expires and carries no fees, and reports one that expires', () => {
    expect(cardEscheat(law('CA'), neverExpiring)).toBeNull();
    expect(cardEscheat(law('CA'), expiring)).toMatchObject({ rule: 'full', dormancyYears: 3, reportDue: '10-31' });
    expect(cardEscheat(law('IL'), neverExpiring)).toBeNull();
  });

  it('says "check with your advisor" for every state it has no rule for, and points holders to the national site', () => {
    const unknown = UNCLAIMED_PROPERTY_LAWS.filter((entry) => !['NY', 'NJ', 'CA', 'TX', 'FL', 'IL', 'DE'].includes(entry.state));
    expect(unknown).toHaveLength(44);
    for (const entry of unknown) {
      expect(entry).toMatchObject({ rule: 'advisor', claimUrl: 'https://unclaimed.org' });
      expect(entry.source).toMatch(/check with your advisor/);
      expect(entry.dormancyYears).toBeUndefined();
      expect(cardEscheat(entry, expiring)).toBeNull();
    }
  });

  it('counts dormancy back from the day, reports the share rounded down, and is due on the next report day', () => {
    const ny = cardEscheat(law('NY'), expiring)!;
    expect(dormantIfLastActiveBefore(ny, '2026-11-27')).toBe('2021-11-27');
    expect(reportDueOn(ny, '2026-11-27')).toBe('2027-03-10');
    expect(reportDueOn(ny, '2027-03-10')).toBe('2027-03-10');
    expect(escheatCents(cardEscheat(law('NJ'), expiring)!, 1001)).toBe(600);
  });

  it('asks the buyer for a billing state unless the business’s state exempts every gift card', () => {
    expect(billingStateMatters('NY')).toBe(true);
    expect(billingStateMatters('CA')).toBe(true);
    expect(billingStateMatters('OH')).toBe(true);
    expect(billingStateMatters('FL')).toBe(false);
    expect(parseBillingState(' ny')).toBe('NY');
    expect(parseBillingState('')).toBeNull();
    expect(parseBillingState('New York')).toBeUndefined();
  });

  it('words a reported card with the state and where to claim it', () => {
    expect(escheatedNotice('NY', '2026-11-27')).toEqual({
      message: 'Reported to the state of New York as unclaimed property on 2026-11-27.',
      claimUrl: 'https://www.osc.ny.gov/unclaimed-funds',
    });
  });
});
