import { bonusExpiresOn, cashOutCents, defaultJurisdiction, giftCardLaw, GIFT_CARD_LAWS, lawCurrency, lawDisclosure, lawsByCountry, termsAtIssue } from './gift-card-law';

/**
 * The laws outside the US, each as a table: a card sold at an instant with its card type's own date → the day its paid
 * value and its bonus value are spendable through, and what the card says. Each card has $5 of bonus value.
 */
const BONUS_CENTS = 500;

function sold(jurisdiction: string, issuedAt: string, cardDate: string) {
  const terms = termsAtIssue(jurisdiction, issuedAt, cardDate);
  const bonus = bonusExpiresOn({ expirationDate: terms.expirationDate, bonusValueCents: BONUS_CENTS });
  const card = { jurisdiction, bonusValueCents: BONUS_CENTS, paidExpiresOn: terms.paidExpiresOn, bonusExpiresOn: bonus, cashOutBelowCents: terms.cashOutBelowCents };
  return { paid: terms.paidExpiresOn, bonus, disclosure: lawDisclosure(card), terms };
}

/** [issued at, the card type's date, paid value through, bonus value through, the disclosure] */
type Row = [string, string, string | null, string, string[]];

const statedTerm = (paid: string, bonus: string) => [`Funds paid for this card can be spent until ${paid}.`, `Promotional value was not paid for and expires on ${bonus}.`];

const TABLES: Record<string, Row[]> = {
  // The business states the term: 24 months from sale unless the card's date is later; bonus value ends on the card's date.
  GB: [
    ['2026-12-01T08:00:00Z', '2027-06-30', '2028-12-01', '2027-06-30', statedTerm('December 1, 2028', 'June 30, 2027')],
    ['2026-12-01T08:00:00Z', '2029-03-31', '2029-03-31', '2029-03-31', statedTerm('March 31, 2029', 'March 31, 2029')],
    ['2028-02-29T08:00:00Z', '2028-12-31', '2030-03-01', '2028-12-31', statedTerm('March 1, 2030', 'December 31, 2028')],
  ],
  // At least 5 years from sale, for the promotional value on the voucher too; its expiry date, no fees, several transactions.
  IE: [
    [
      '2026-12-01T08:00:00Z',
      '2027-06-30',
      '2031-12-01',
      '2031-12-01',
      [
        'This voucher expires on December 1, 2031: funds paid for it can be spent until then.',
        'Promotional value is part of this voucher and can be spent until December 1, 2031.',
        'No fee is charged for using this voucher, and its balance can be spent over several transactions.',
      ],
    ],
    [
      // 10:00 UTC on November 30 is already December 1 somewhere on Earth: the 5 years count from then.
      '2026-11-30T10:00:00Z',
      '2033-01-31',
      '2033-01-31',
      '2033-01-31',
      [
        'This voucher expires on January 31, 2033: funds paid for it can be spent until then.',
        'Promotional value is part of this voucher and can be spent until January 31, 2033.',
        'No fee is charged for using this voucher, and its balance can be spent over several transactions.',
      ],
    ],
  ],
  // Paid value never expires; promotional value given free ends on the card's date; no dormancy fees.
  'CA-ON': [
    [
      '2026-12-01T08:00:00Z',
      '2027-06-30',
      null,
      '2027-06-30',
      ['Funds paid for this card never expire.', 'Promotional value was given free and expires on June 30, 2027.', 'No dormancy or inactivity fees are charged on this card.'],
    ],
  ],
  // Paid value never expires; marked promotional value ends on the card's date; a balance of $5 or less is refunded.
  'CA-QC': [
    [
      '2026-12-01T08:00:00Z',
      '2027-06-30',
      null,
      '2027-06-30',
      [
        'Funds paid for this card never expire.',
        'Promotional value was given free and expires on June 30, 2027.',
        'A balance of $5.00 or less is refunded in cash on request (Quebec Consumer Protection Act, s. 187.5).',
      ],
    ],
  ],
  // The business states the term: the card's own date holds for all its value.
  FR: [['2026-12-01T08:00:00Z', '2027-06-30', '2027-06-30', '2027-06-30', statedTerm('June 30, 2027', 'June 30, 2027')]],
  ES: [['2026-12-01T08:00:00Z', '2027-06-30', '2027-06-30', '2027-06-30', statedTerm('June 30, 2027', 'June 30, 2027')]],
  JP: [['2026-12-01T08:00:00Z', '2027-06-30', '2027-06-30', '2027-06-30', statedTerm('June 30, 2027', 'June 30, 2027')]],
  // At least 3 years from sale for the whole card, its expiry date on it, no post-supply fees.
  AU: [
    [
      '2026-12-01T08:00:00Z',
      '2027-06-30',
      '2029-12-01',
      '2029-12-01',
      [
        'This card expires on December 1, 2029: funds paid for it can be spent until then.',
        'Promotional value on this card can be spent until December 1, 2029.',
        'No fees are charged on this card after it is sold.',
      ],
    ],
    [
      '2026-12-01T08:00:00Z',
      '2030-06-30',
      '2030-06-30',
      '2030-06-30',
      [
        'This card expires on June 30, 2030: funds paid for it can be spent until then.',
        'Promotional value on this card can be spent until June 30, 2030.',
        'No fees are charged on this card after it is sold.',
      ],
    ],
  ],
};

describe.each(Object.entries(TABLES))('%s', (jurisdiction, rows) => {
  it.each(rows)('a card sold at %s with its date %s: paid value through %s, bonus value through %s', (issuedAt, cardDate, paid, bonus, disclosure) => {
    expect(sold(jurisdiction, issuedAt, cardDate)).toMatchObject({ paid, bonus, disclosure });
  });
});

describe('the laws outside the US', () => {
  it('are each for one country, US federal and California for the US, and OTHER for any', () => {
    expect(lawsByCountry().map(({ country, laws }) => [country, laws.map((law) => law.code)])).toEqual([
      ['US', ['US', 'US-CA']],
      ['GB', ['GB']],
      ['IE', ['IE']],
      ['CA', ['CA-ON', 'CA-QC']],
      ['FR', ['FR']],
      ['ES', ['ES']],
      ['AU', ['AU']],
      ['JP', ['JP']],
      [null, ['OTHER']],
    ]);
    expect(giftCardLaw('ca-qc')?.name).toBe('Quebec, Canada');
  });

  it("are offered to a business by its currency's countries, with OTHER and the law it already sells under", () => {
    const offered = (currency: string, chosen?: string) => lawsByCountry(currency, chosen).flatMap(({ laws }) => laws.map((law) => law.code));
    expect(offered('EUR')).toEqual(['IE', 'FR', 'ES', 'OTHER']);
    expect(offered('USD')).toEqual(['US', 'US-CA', 'OTHER']);
    expect(offered('CAD')).toEqual(['CA-ON', 'CA-QC', 'OTHER']);
    expect(offered('JPY', 'US-CA')).toEqual(['US-CA', 'JP', 'OTHER']);
    expect(lawCurrency(giftCardLaw('CA-QC')!)).toBe('CAD');
  });

  it("start a new business under its currency's country's own law, or OTHER where that is not one law", () => {
    expect(['USD', 'GBP', 'AUD', 'JPY', 'CAD', 'EUR'].map(defaultJurisdiction)).toEqual(['US', 'GB', 'AU', 'JP', 'OTHER', 'OTHER']);
  });

  it('keep bonus value as long as paid value only under a minimum term', () => {
    for (const law of GIFT_CARD_LAWS.filter((each) => each.bonusValue === 'with-paid')) expect(law.paidValue.kind).toBe('minimum');
  });

  it('put the amount of each value, in the card\'s currency, before its sentence when the reader may know what was paid', () => {
    const { terms } = sold('IE', '2026-12-01T08:00:00Z', '2027-06-30');
    expect(lawDisclosure({ ...terms, bonusValueCents: BONUS_CENTS, bonusExpiresOn: terms.expirationDate, paidValueCents: 4500, currency: 'EUR' }).slice(0, 2)).toEqual([
      '€45.00 paid — this voucher expires on December 1, 2031: funds paid for it can be spent until then.',
      '€5.00 bonus — promotional value is part of this voucher and can be spent until December 1, 2031.',
    ]);
    const japan = sold('JP', '2026-12-01T08:00:00Z', '2027-06-30').terms;
    expect(lawDisclosure({ ...japan, bonusValueCents: 500, bonusExpiresOn: japan.expirationDate, paidValueCents: 4500, currency: 'JPY' }).slice(0, 2)).toEqual([
      '¥4,500 paid — funds paid for this card can be spent until June 30, 2027.',
      '¥500 bonus — promotional value was not paid for and expires on June 30, 2027.',
    ]);
  });

  it('Quebec: cashes out a spendable balance of $5.00 or less, not one over it', () => {
    const { terms } = sold('CA-QC', '2026-12-01T08:00:00Z', '2027-06-30');
    const card = (paid: number) => ({ status: 'active', paidBalanceCents: paid, bonusBalanceCents: 0, ...terms });
    expect(cashOutCents(card(500), '2030-01-01')).toBe(500);
    expect(cashOutCents(card(501), '2030-01-01')).toBeNull();
  });
});
