/**
 * Gift card law per jurisdiction, as data: how long paid value must stay spendable, whether a small balance may be
 * taken in cash, and what the card must say about it. A business picks its jurisdiction in Settings; a card keeps
 * the terms of the jurisdiction it was sold under (CardTerms), whatever the business picks later (decision 0060).
 * Paid value is what the buyer paid; bonus value (face value − price, the discount) is promotional and follows the
 * card's own expiration date, which a law protecting the whole card moves to the paid value's last day at issue.
 */
import { dateTimeFormat } from './date-formats.js';
import { addYears } from './calendar.js';
import { cashOutMessages, lawDisclosureMessages, lawOwnerNoteMessages } from './gift-card-law.messages.js';
import { DATE_LOCALES, NUMBER_LOCALES, translate, type CatalogKey, type Locale } from './locale.js';
import { DEFAULT_CURRENCY, formatMoney, type CurrencyCode } from './money.js';

export { cashOutMessages, lawDisclosureMessages, lawOwnerNoteMessages } from './gift-card-law.messages.js';

/**
 * How long paid value must stay spendable. 'never': it never expires. 'minimum': at least `years` from the day of issue,
 * even when the card's own date is earlier (it then stays spendable through the later of the two). 'stated': the law
 * sets no term and holds the business to the one it states at sale: the card's own date, and where the law names a
 * customary term (`defaultYears`) the platform states that much from the day of issue when the card's date is earlier.
 */
export type PaidValueRule = { kind: 'never' } | { kind: 'minimum'; years: number } | { kind: 'stated'; defaultYears: number | null };

export interface GiftCardLaw {
  /** `US`, `US-CA`: ISO 3166 country, then subdivision. */
  code: string;
  /** ISO 3166 country whose businesses it is for; null: any (OTHER). */
  country: string | null;
  name: string;
  paidValue: PaidValueRule;
  /**
   * 'card-date': bonus (promotional) value ends on the card's own date, which the disclosure states. 'with-paid': the
   * law protects the card's whole value, so bonus value lasts as long as paid value (only with a 'minimum' rule).
   */
  bonusValue: 'card-date' | 'with-paid';
  /** A balance under this many cents is paid out in cash when the holder asks; null: the law asks no cash-out. */
  cashOutBelowCents: number | null;
  /**
   * What the card email, the holder page, the wallet pass and the printed sheet say, in the words the law asks for.
   * Placeholders: {paidExpiresOn}, {bonusExpiresOn}, {cashOutBelow}. lawDisclosure puts each value's amount before
   * its sentence.
   */
  disclosure: {
    paidValueExpires: string;
    paidValueNeverExpires: string;
    bonusValueExpires: string;
    /** null when cashOutBelowCents is. */
    cashOut: string | null;
    /** What else the law asks the card to say (its fees, how its balance is spent); null: nothing. */
    notice: string | null;
  };
  /** What the law asks of the business beyond what the platform does, shown in Settings (lawOwnerNoteMessages); null: nothing. */
  ownerNote: CatalogKey<typeof lawOwnerNoteMessages> | null;
  /** The EU voucher VAT rules apply (voucher-vat.ts): each card type is a single-purpose or a multi-purpose voucher. */
  voucherVat: boolean;
  /** Where the rule comes from, for the business choosing it. */
  source: string;
}

/** The jurisdiction of a business that has not chosen one. */
export const DEFAULT_JURISDICTION = 'US';

/** The words of a law that leaves the term to the business: the card says the date it stated. */
const STATED_TERM_DISCLOSURE: GiftCardLaw['disclosure'] = {
  paidValueExpires: 'Funds paid for this card can be spent until {paidExpiresOn}.',
  paidValueNeverExpires: 'Funds paid for this card do not expire.',
  bonusValueExpires: 'Promotional value was not paid for and expires on {bonusExpiresOn}.',
  cashOut: null,
  notice: null,
};

/** France and Spain set no statutory term: the business states one at sale. VAT on vouchers per Council Directive (EU) 2016/1065. */
function euMemberLaw(code: string, name: string): GiftCardLaw {
  return {
    code,
    country: code,
    name,
    paidValue: { kind: 'stated', defaultYears: null },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: STATED_TERM_DISCLOSURE,
    ownerNote: 'voucherVat',
    voucherVat: true,
    source: 'The term stated at sale; VAT per Council Directive (EU) 2016/1065',
  };
}

export const GIFT_CARD_LAWS: readonly GiftCardLaw[] = [
  {
    code: 'US',
    country: 'US',
    name: 'United States (federal)',
    // Credit CARD Act of 2009 / Regulation E, 12 CFR 1005.20(e): funds may not expire within 5 years of issue, and
    // the funds' expiration date must be disclosed; a promotional value must say it is promotional and when it ends.
    paidValue: { kind: 'minimum', years: 5 },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}, even if the card shows an earlier date.',
      paidValueNeverExpires: 'Funds paid for this card do not expire.',
      bonusValueExpires: 'Promotional value is a bonus, not paid for, and expires on {bonusExpiresOn}.',
      cashOut: null,
      notice: null,
    },
    ownerNote: null,
    voucherVat: false,
    source: 'Credit CARD Act of 2009, Regulation E (12 CFR 1005.20)',
  },
  {
    code: 'US-CA',
    country: 'US',
    name: 'California',
    // Civil Code §1749.5: no expiration date and no service fee on a gift certificate sold; under $10 it is redeemable
    // in cash; a promotional certificate given without payment may expire if the date is in capital letters on its front.
    paidValue: { kind: 'never' },
    bonusValue: 'card-date',
    cashOutBelowCents: 1000,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card never expire and carry no fees.',
      bonusValueExpires: 'PROMOTIONAL VALUE EXPIRES ON {bonusExpiresOn}.',
      cashOut: 'A balance under {cashOutBelow} can be redeemed in cash (California Civil Code §1749.5).',
      notice: null,
    },
    ownerNote: null,
    voucherVat: false,
    source: 'California Civil Code §1749.5',
  },
  {
    code: 'GB',
    country: 'GB',
    name: 'United Kingdom',
    // No UK statute sets a gift card term: the business states one at sale and is held to it (Consumer Rights Act 2015,
    // Part 2: terms must be transparent and prominent). 24 months from sale is the customary term, so the platform
    // states it unless the card's own date is later; promotional value may expire earlier when the card says so.
    paidValue: { kind: 'stated', defaultYears: 2 },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: STATED_TERM_DISCLOSURE,
    // VAT: the voucher rules of Council Directive (EU) 2016/1065, kept in the VAT Act 1994, Schedule 10A.
    ownerNote: 'voucherVat',
    voucherVat: true,
    source: 'Consumer Rights Act 2015 (the term stated at sale: 24 months unless the card’s date is later)',
  },
  {
    code: 'IE',
    country: 'IE',
    name: 'Ireland',
    // Consumer Protection (Gift Vouchers) Act 2019: a gift voucher sold may not expire within 5 years of its sale, its
    // expiry date must be on it, no fee may be charged for using it, and its balance may be spent over several
    // transactions. Promotional value that is part of the voucher is part of what the minimum protects.
    paidValue: { kind: 'minimum', years: 5 },
    bonusValue: 'with-paid',
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'This voucher expires on {paidExpiresOn}: funds paid for it can be spent until then.',
      paidValueNeverExpires: 'Funds paid for this voucher do not expire.',
      bonusValueExpires: 'Promotional value is part of this voucher and can be spent until {bonusExpiresOn}.',
      cashOut: null,
      notice: 'No fee is charged for using this voucher, and its balance can be spent over several transactions.',
    },
    // VAT: the voucher rules of Council Directive (EU) 2016/1065, in the VAT Consolidation Act 2010, s. 41A.
    ownerNote: 'voucherVat',
    voucherVat: true,
    source: 'Consumer Protection (Gift Vouchers) Act 2019',
  },
  {
    code: 'CA-ON',
    country: 'CA',
    name: 'Ontario, Canada',
    // Consumer Protection Act, 2002, O. Reg. 17/05 ss. 25.1–25.5 (gift card agreements): a gift card may not expire
    // and no dormancy or inactivity fee may be charged; the rules cover cards paid for, so promotional value given
    // free may expire.
    paidValue: { kind: 'never' },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card never expire.',
      bonusValueExpires: 'Promotional value was given free and expires on {bonusExpiresOn}.',
      cashOut: null,
      notice: 'No dormancy or inactivity fees are charged on this card.',
    },
    ownerNote: null,
    voucherVat: false,
    source: 'Consumer Protection Act, 2002 (Ontario), O. Reg. 17/05',
  },
  {
    code: 'CA-QC',
    country: 'CA',
    name: 'Quebec, Canada',
    // Consumer Protection Act (CQLR c P-40.1) s. 187.3: a prepaid card may carry no expiry date; s. 187.5 with its
    // regulation (CQLR c P-40.1, r. 3, s. 79.5): a balance of $5 or less is refunded on request. The Act covers cards
    // paid for: promotional value given free may expire when the card says so.
    paidValue: { kind: 'never' },
    bonusValue: 'card-date',
    cashOutBelowCents: 501,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card never expire.',
      bonusValueExpires: 'Promotional value was given free and expires on {bonusExpiresOn}.',
      cashOut: 'A balance of $5.00 or less is refunded in cash on request (Quebec Consumer Protection Act, s. 187.5).',
      notice: null,
    },
    ownerNote: null,
    voucherVat: false,
    source: 'Consumer Protection Act (Quebec), ss. 187.3 and 187.5',
  },
  euMemberLaw('FR', 'France'),
  euMemberLaw('ES', 'Spain'),
  {
    code: 'AU',
    country: 'AU',
    name: 'Australia',
    // Treasury Laws Amendment (Gift Cards) Act 2018 (drafted as the Competition and Consumer Amendment (Gift Cards)
    // Bill 2018), Australian Consumer Law Part 3-2 Division 3A: a gift card is redeemable at least 3 years after it is
    // supplied, shows its expiry date, and carries no post-supply fees. The minimum is the card's, so its bonus value
    // lasts as long.
    paidValue: { kind: 'minimum', years: 3 },
    bonusValue: 'with-paid',
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'This card expires on {paidExpiresOn}: funds paid for it can be spent until then.',
      paidValueNeverExpires: 'This card has no expiry date.',
      bonusValueExpires: 'Promotional value on this card can be spent until {bonusExpiresOn}.',
      cashOut: null,
      notice: 'No fees are charged on this card after it is sold.',
    },
    ownerNote: null,
    voucherVat: false,
    source: 'Australian Consumer Law, Part 3-2 Division 3A (Gift Cards Act 2018)',
  },
  {
    code: 'JP',
    country: 'JP',
    name: 'Japan',
    // No statutory term: the business states one at sale. Payment Services Act (資金決済法): an issuer of its own
    // prepaid cards whose unused balance exceeds ¥10 million on March 31 or September 30 must notify its Local
    // Finance Bureau (owner's guide).
    paidValue: { kind: 'stated', defaultYears: null },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: STATED_TERM_DISCLOSURE,
    ownerNote: 'jpUnusedBalance',
    voucherVat: false,
    source: 'The term stated at sale; Payment Services Act (unused-balance threshold)',
  },
  {
    code: 'OTHER',
    country: null,
    name: 'Other (no gift card rule applied: check your local law)',
    // Not a law: the card's own date holds for all its value. For businesses outside the jurisdictions listed.
    paidValue: { kind: 'stated', defaultYears: null },
    bonusValue: 'card-date',
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card do not expire.',
      bonusValueExpires: 'Promotional value expires on {bonusExpiresOn}.',
      cashOut: null,
      notice: null,
    },
    ownerNote: null,
    voucherVat: false,
    source: 'None: the card’s own expiration date applies',
  },
];

export const JURISDICTION_MESSAGE = `Please choose one of: ${GIFT_CARD_LAWS.map((law) => law.code).join(', ')}`;

/** The currency of each country a law is for: the one its Square locations take. */
const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  IE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  AU: 'AUD',
  JP: 'JPY',
};

/** The currency a law's amounts (its cash-out threshold) are in: its country's; OTHER's, the default. */
export function lawCurrency(law: GiftCardLaw): CurrencyCode {
  return (law.country && COUNTRY_CURRENCY[law.country]) || DEFAULT_CURRENCY;
}

/**
 * The law a new business of `currency` sells under until it chooses: where the currency is one country's, that
 * country's own law (US federal, the UK's, Australia's, Japan's); where it is several countries' (the euro) or the
 * country's law is its provinces' (Canada), OTHER, until the owner picks one in Settings.
 */
export function defaultJurisdiction(currency: string = DEFAULT_CURRENCY): string {
  const countries = [...new Set(GIFT_CARD_LAWS.filter((law) => law.country !== null && lawCurrency(law) === currency).map((law) => law.country))];
  return countries.length === 1 && giftCardLaw(countries[0]) ? countries[0]! : 'OTHER';
}

/**
 * Why a business whose cards are in `currency` may not sell under `code` (null: it may): a law is for the countries
 * whose Square locations take the business's currency; OTHER, and the law it already sells under, always pass.
 */
export function lawRefusal(code: string, currency: string, current: string): string | null {
  const law = giftCardLaw(code);
  if (!law || law.code === current || law.country === null || lawCurrency(law) === currency) return null;
  return `the gift card law of ${law.name} is for cards in ${lawCurrency(law)}; your cards are in ${currency}.`;
}

/**
 * The laws grouped by the country they are for, in GIFT_CARD_LAWS' order: OTHER, for any country (null), last. Given
 * a business's currency, only the countries whose locations take it (a euro business: Ireland, France, Spain), OTHER,
 * and the law it already sells under, wherever that is.
 */
export function lawsByCountry(currency?: string, chosen?: string): { country: string | null; laws: GiftCardLaw[] }[] {
  const groups = new Map<string | null, GiftCardLaw[]>();
  const shown = (law: GiftCardLaw) => currency === undefined || law.country === null || lawCurrency(law) === currency || law.code === chosen;
  for (const law of GIFT_CARD_LAWS.filter(shown)) groups.set(law.country, [...(groups.get(law.country) ?? []), law]);
  return [...groups].map(([country, laws]) => ({ country, laws }));
}

/** The law of this jurisdiction code, or undefined when it names none. */
export function giftCardLaw(code: unknown): GiftCardLaw | undefined {
  return typeof code === 'string' ? GIFT_CARD_LAWS.find((law) => law.code === code.trim().toUpperCase()) : undefined;
}

/** A law by a code a card stored: one no longer listed reads as the default's. */
const lawOf = (code: string): GiftCardLaw => giftCardLaw(code) ?? giftCardLaw(DEFAULT_JURISDICTION)!;

/** What a card keeps of the law it was sold under: the rule at issue holds for its whole life. */
export interface CardTerms {
  jurisdiction: string;
  /** YYYY-MM-DD, paid value spendable through this day; null: it never expires. Never before the card's own date. */
  paidExpiresOn: string | null;
  /** A balance under this is paid out in cash on demand; null: no cash-out. */
  cashOutBelowCents: number | null;
}

/**
 * The day a card is issued on, for counting years from it: the latest calendar day anywhere on Earth (UTC+14) at
 * that instant, so that wherever the business is, its paid value never expires sooner than the law allows.
 */
export function issueDay(issuedAt: Date | string): string {
  return new Date(new Date(issuedAt).getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What the law gives a card at issue: its terms, and its own date as the law leaves it (bonus value is spendable through it). */
export interface TermsAtIssue extends CardTerms {
  /** The card type's date; under a law whose minimum covers bonus value too, the paid value's last day. */
  expirationDate: string;
}

/** The terms of a card issued at `issuedAt` with its own expiration date, under the jurisdiction's law. */
export function termsAtIssue(jurisdiction: string, issuedAt: Date | string, expirationDate: string): TermsAtIssue {
  const law = lawOf(jurisdiction);
  const rule = law.paidValue;
  const years = rule.kind === 'minimum' ? rule.years : rule.kind === 'stated' ? rule.defaultYears : null;
  const minimum = years === null ? null : addYears(issueDay(issuedAt), years);
  const paidExpiresOn = rule.kind === 'never' ? null : minimum !== null && minimum > expirationDate ? minimum : expirationDate;
  return {
    jurisdiction: law.code,
    paidExpiresOn,
    cashOutBelowCents: law.cashOutBelowCents,
    expirationDate: law.bonusValue === 'with-paid' && paidExpiresOn !== null ? paidExpiresOn : expirationDate,
  };
}

/** When the bonus value expires: the card's own date; null when it has none. */
export function bonusExpiresOn(card: { expirationDate: string; bonusValueCents: number }): string | null {
  return card.bonusValueCents > 0 ? card.expirationDate : null;
}

/** A card's balance and the days its two buckets are spendable through (`today`: YYYY-MM-DD, as the counter counts it). */
export interface CardBuckets {
  paidBalanceCents: number;
  bonusBalanceCents: number;
  paidExpiresOn: string | null;
  /** The card's own date: bonus value is spendable through it. */
  expirationDate: string;
}

/** What can be spent today: paid value until its date (or forever), bonus value through the card's own date. */
export function spendableCents(card: CardBuckets, today: string): { paidCents: number; bonusCents: number; totalCents: number } {
  const paidCents = card.paidExpiresOn === null || card.paidExpiresOn >= today ? card.paidBalanceCents : 0;
  const bonusCents = card.expirationDate >= today ? card.bonusBalanceCents : 0;
  return { paidCents, bonusCents, totalCents: paidCents + bonusCents };
}

/** Whether every value the card could hold is past its date: its paid value's (the later of the two). */
export function pastLastDay(card: { paidExpiresOn: string | null }, today: string): boolean {
  return card.paidExpiresOn !== null && card.paidExpiresOn < today;
}

/** Whether the card's bonus value is past its date and still on the card: an EXPIRE ledger row is due. */
export function bonusExpiryDue(card: { bonusBalanceCents: number; expirationDate: string }, today: string): boolean {
  return card.bonusBalanceCents > 0 && card.expirationDate < today;
}

/** The cash the holder may take for what is left now, in cents; null when the card's law gives none or the balance is not under it. */
export function cashOutCents(card: CardBuckets & { status: string; cashOutBelowCents: number | null }, today: string): number | null {
  if (card.status !== 'active' || card.cashOutBelowCents === null) return null;
  const { totalCents } = spendableCents(card, today);
  return totalCents > 0 && totalCents < card.cashOutBelowCents ? totalCents : null;
}

/** What a card's disclosure is about: its terms and its opening buckets. */
export interface DisclosedCard {
  jurisdiction: string;
  bonusValueCents: number;
  paidExpiresOn: string | null;
  bonusExpiresOn: string | null;
  cashOutBelowCents: number | null;
  /**
   * The paid value it was issued with: each value's sentence then starts with its amount ("$45.00 paid — …"). Absent
   * for a gift's recipient, who is not told what was paid (nor so the discount).
   */
  paidValueCents?: number;
  /** The ISO 4217 code of its amounts; absent: USD. */
  currency?: string;
}

/** A day spelled out: June 30, 2027 in English (as the law's sentences always said it), 30 de junio de 2027, 30 juin 2027. */
const spelled = (day: string, locale: Locale = 'en') =>
  dateTimeFormat(locale === 'en' ? 'en-US' : DATE_LOCALES[locale], { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

type DisclosureKey = CatalogKey<typeof lawDisclosureMessages>;
/** The catalog key of a law's English template; undefined for a template not (yet) in the catalog, said in English. */
const disclosureKey = (template: string): DisclosureKey | undefined =>
  (Object.keys(lawDisclosureMessages.messages.en) as DisclosureKey[]).find((key) => lawDisclosureMessages.messages.en[key] === template);

/**
 * The sentences the card must carry under the law it was sold under, in order: paid value, bonus value, cash-out,
 * notice; in the card's language (English unless told), its dates and amounts written the language's way.
 */
export function lawDisclosure(card: DisclosedCard, locale: Locale = 'en'): string[] {
  const { disclosure } = lawOf(card.jurisdiction);
  const money = (cents: number) => formatMoney(cents, card.currency, NUMBER_LOCALES[locale]);
  const values: Record<string, string> = {
    paidExpiresOn: card.paidExpiresOn === null ? '' : spelled(card.paidExpiresOn, locale),
    bonusExpiresOn: card.bonusExpiresOn === null ? '' : spelled(card.bonusExpiresOn, locale),
    cashOutBelow: card.cashOutBelowCents === null ? '' : money(card.cashOutBelowCents),
    cashOutAtMost: card.cashOutBelowCents === null ? '' : money(card.cashOutBelowCents - 1),
  };
  /** The template in the language: its catalog text, or the English one when the catalog lacks it. */
  const localized = (template: string) => {
    const key = disclosureKey(template);
    return key === undefined ? template : lawDisclosureMessages.messages[locale][key];
  };
  const fill = (template: string) => {
    const key = disclosureKey(template);
    return key === undefined
      ? template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
      : translate(lawDisclosureMessages, locale, key, values);
  };
  // A template written in capital letters (the law asks for them) stays so with its values in, and its amount's label too.
  const capitals = (template: string) => {
    const words = localized(template).replace(/\{\w+\}/g, '');
    return words === words.toUpperCase();
  };
  const upper = (text: string) => text.toLocaleUpperCase(locale);
  const sentence = (template: string, cents: number, label: 'withPaid' | 'withBonus') => {
    const said = fill(template);
    if (card.paidValueCents === undefined) return capitals(template) ? upper(said) : said;
    const withAmount = translate(lawDisclosureMessages, locale, label, {
      amount: money(cents),
      sentence: `${said.charAt(0).toLowerCase()}${said.slice(1)}`,
    });
    return capitals(template) ? upper(withAmount) : withAmount;
  };
  const paidTemplate = card.paidExpiresOn === null ? disclosure.paidValueNeverExpires : disclosure.paidValueExpires;
  return [
    sentence(paidTemplate, card.paidValueCents ?? 0, 'withPaid'),
    ...(card.bonusExpiresOn !== null && card.bonusValueCents > 0 ? [sentence(disclosure.bonusValueExpires, card.bonusValueCents, 'withBonus')] : []),
    ...(disclosure.cashOut !== null && card.cashOutBelowCents !== null ? [fill(disclosure.cashOut)] : []),
    ...(disclosure.notice !== null ? [fill(disclosure.notice)] : []),
  ];
}

const cashOut = (locale: Locale, key: CatalogKey<typeof cashOutMessages>, values?: Record<string, string>) =>
  translate(cashOutMessages, locale, key, values);
const cashMoney = (cents: number, currency: string | undefined, locale: Locale) => formatMoney(cents, currency, NUMBER_LOCALES[locale]);

/**
 * The counter's and the holder page's words for a cash-out (English unless told). The two sentences without values
 * are English constants; in another language: translate(cashOutMessages, locale, 'nothingLeft' | 'amountChanged').
 */
export const CASH_OUT_MESSAGES = {
  offer: (cents: number, currency?: string, locale: Locale = 'en') => cashOut(locale, 'offer', { amount: cashMoney(cents, currency, locale) }),
  done: (cents: number, currency?: string, locale: Locale = 'en') =>
    cashOut(locale, 'done', { amount: cashMoney(cents, currency, locale), zero: cashMoney(0, currency, locale) }),
  notAllowed: (law: string, locale: Locale = 'en') => cashOut(locale, 'notAllowed', { law }),
  notUnder: (thresholdCents: number, currency?: string, locale: Locale = 'en') =>
    cashOut(locale, 'notUnder', { amount: cashMoney(thresholdCents, currency, locale) }),
  nothingLeft: cashOut('en', 'nothingLeft'),
  amountChanged: cashOut('en', 'amountChanged'),
} as const;
