import {
  bonusExpiresOn,
  bonusExpiryDue,
  cashOutCents,
  giftCardLaw,
  GIFT_CARD_LAWS,
  issueDay,
  lawDisclosure,
  pastLastDay,
  spendableCents,
  termsAtIssue,
} from './gift-card-law';

describe('the jurisdictions', () => {
  it('are found by their code in any case, and nothing else is', () => {
    expect(giftCardLaw('US')?.name).toBe('United States (federal)');
    expect(giftCardLaw(' us-ca ')?.code).toBe('US-CA');
    for (const code of ['XX', '', null, 12, 'US-XX']) expect(giftCardLaw(code)).toBeUndefined();
  });

  it('each give the wording their rules need', () => {
    for (const law of GIFT_CARD_LAWS) {
      expect(law.disclosure.cashOut === null).toBe(law.cashOutBelowCents === null);
      expect(law.disclosure.bonusValueExpires).toContain('{bonusExpiresOn}');
      expect(law.disclosure.paidValueExpires).toContain('{paidExpiresOn}');
    }
  });
});

describe('the day of issue', () => {
  it('is the latest calendar day anywhere on Earth, so years counted from it never end early', () => {
    expect(issueDay('2026-12-01T09:59:59Z')).toBe('2026-12-01');
    expect(issueDay('2026-12-01T10:00:00Z')).toBe('2026-12-02');
  });
});

describe('US federal (CARD Act): paid value lasts at least 5 years from issue', () => {
  it('keeps paid value 5 years when the card’s own date is earlier', () => {
    expect(termsAtIssue('US', '2026-12-01T08:00:00Z', '2027-06-30')).toEqual({ jurisdiction: 'US', paidExpiresOn: '2031-12-01', cashOutBelowCents: null, expirationDate: '2027-06-30' });
  });

  it('keeps the card’s own date when it is later than 5 years', () => {
    expect(termsAtIssue('US', '2026-12-01T08:00:00Z', '2033-01-31').paidExpiresOn).toBe('2033-01-31');
  });

  it('counts a card issued on February 29 to March 1, never to February 28', () => {
    expect(termsAtIssue('US', '2028-02-29T08:00:00Z', '2028-12-31').paidExpiresOn).toBe('2033-03-01');
  });

  it('offers no cash-out', () => {
    const card = { status: 'active', paidBalanceCents: 300, bonusBalanceCents: 0, paidExpiresOn: '2031-12-01', expirationDate: '2027-06-30', cashOutBelowCents: null };
    expect(cashOutCents(card, '2027-01-01')).toBeNull();
  });
});

describe('California (Civil Code §1749.5): paid value never expires, under $10 is cash', () => {
  const terms = termsAtIssue('US-CA', '2026-12-01T08:00:00Z', '2027-06-30');
  const card = (paid: number, bonus: number) => ({ status: 'active', paidBalanceCents: paid, bonusBalanceCents: bonus, expirationDate: '2027-06-30', ...terms });

  it('stores no paid expiry and a $10 cash-out threshold', () => {
    expect(terms).toEqual({ jurisdiction: 'US-CA', paidExpiresOn: null, cashOutBelowCents: 1000, expirationDate: '2027-06-30' });
  });

  it('cashes out a spendable balance under $10, never one of $10 or more, an empty card or an inactive one', () => {
    expect(cashOutCents(card(999, 0), '2027-01-01')).toBe(999);
    expect(cashOutCents(card(500, 400), '2027-01-01')).toBe(900);
    expect(cashOutCents(card(1000, 0), '2027-01-01')).toBeNull();
    expect(cashOutCents(card(0, 0), '2027-01-01')).toBeNull();
    expect(cashOutCents({ ...card(500, 0), status: 'void' }, '2027-01-01')).toBeNull();
  });

  it('cashes out only the bonus value still spendable', () => {
    expect(cashOutCents(card(500, 400), '2027-07-01')).toBe(500);
    expect(cashOutCents(card(0, 400), '2027-07-01')).toBeNull();
  });

  it('is never past its last day', () => {
    expect(pastLastDay(terms, '2099-01-01')).toBe(false);
  });
});

describe('another jurisdiction', () => {
  it('holds all value to the card’s own date', () => {
    expect(termsAtIssue('OTHER', '2026-12-01T08:00:00Z', '2027-06-30')).toEqual({ jurisdiction: 'OTHER', paidExpiresOn: '2027-06-30', cashOutBelowCents: null, expirationDate: '2027-06-30' });
  });

  it('a code no longer listed reads as US federal', () => {
    expect(termsAtIssue('US-ZZ', '2026-12-01T08:00:00Z', '2027-06-30').jurisdiction).toBe('US');
  });
});

describe('bonus value follows the card’s own date', () => {
  const card = { paidBalanceCents: 4500, bonusBalanceCents: 500, paidExpiresOn: '2031-12-01', expirationDate: '2027-06-30' };

  it('is spendable through that day, then only paid value is', () => {
    expect(spendableCents(card, '2027-06-30')).toEqual({ paidCents: 4500, bonusCents: 500, totalCents: 5000 });
    expect(spendableCents(card, '2027-07-01')).toEqual({ paidCents: 4500, bonusCents: 0, totalCents: 4500 });
    expect(spendableCents(card, '2031-12-02')).toEqual({ paidCents: 0, bonusCents: 0, totalCents: 0 });
    expect(pastLastDay(card, '2031-12-01')).toBe(false);
    expect(pastLastDay(card, '2031-12-02')).toBe(true);
  });

  it('is due to expire once its day is over and bonus value is left', () => {
    expect(bonusExpiryDue(card, '2027-06-30')).toBe(false);
    expect(bonusExpiryDue(card, '2027-07-01')).toBe(true);
    expect(bonusExpiryDue({ ...card, bonusBalanceCents: 0 }, '2027-07-01')).toBe(false);
  });

  it('has no date when the card has no bonus value', () => {
    expect(bonusExpiresOn({ expirationDate: '2027-06-30', bonusValueCents: 500 })).toBe('2027-06-30');
    expect(bonusExpiresOn({ expirationDate: '2027-06-30', bonusValueCents: 0 })).toBeNull();
  });
});

describe('the disclosure', () => {
  const sold = { bonusValueCents: 500, bonusExpiresOn: '2027-06-30' };

  it('US: both dates, the paid one winning over an earlier card date', () => {
    expect(lawDisclosure({ ...sold, jurisdiction: 'US', paidExpiresOn: '2031-12-01', cashOutBelowCents: null })).toEqual([
      'Funds paid for this card expire on December 1, 2031, even if the card shows an earlier date.',
      'Promotional value is a bonus, not paid for, and expires on June 30, 2027.',
    ]);
  });

  it('California: paid value never expires, the promotional date in capital letters, and the cash-out', () => {
    expect(lawDisclosure({ ...sold, jurisdiction: 'US-CA', paidExpiresOn: null, cashOutBelowCents: 1000 })).toEqual([
      'Funds paid for this card never expire and carry no fees.',
      'PROMOTIONAL VALUE EXPIRES ON JUNE 30, 2027.',
      'A balance under $10.00 can be redeemed in cash (California Civil Code §1749.5).',
    ]);
  });

  it('puts the amount of each value before its sentence when the reader may know what was paid', () => {
    expect(lawDisclosure({ ...sold, jurisdiction: 'US', paidExpiresOn: null, cashOutBelowCents: null, paidValueCents: 4500 })).toEqual([
      '$45.00 paid — funds paid for this card do not expire.',
      '$5.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, 2027.',
    ]);
    expect(lawDisclosure({ ...sold, jurisdiction: 'US-CA', paidExpiresOn: null, cashOutBelowCents: 1000, paidValueCents: 4500 })).toEqual([
      '$45.00 paid — funds paid for this card never expire and carry no fees.',
      '$5.00 BONUS — PROMOTIONAL VALUE EXPIRES ON JUNE 30, 2027.',
      'A balance under $10.00 can be redeemed in cash (California Civil Code §1749.5).',
    ]);
  });

  it('says nothing of bonus value a card does not have', () => {
    expect(lawDisclosure({ jurisdiction: 'US', bonusValueCents: 0, bonusExpiresOn: null, paidExpiresOn: '2031-12-01', cashOutBelowCents: null })).toHaveLength(1);
  });
});
