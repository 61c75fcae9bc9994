/**
 * Gift card law per jurisdiction, as data: how long paid value must stay spendable, whether a small balance may be
 * taken in cash, and what the card must say about it. A business picks its jurisdiction in Settings; a card keeps
 * the terms of the jurisdiction it was sold under (CardTerms), whatever the business picks later (decision 0060).
 * Paid value is what the buyer paid; bonus value (face value − price, the discount) is promotional and follows the
 * card's own expiration date.
 */
import { addYears } from './calendar.js';
import { formatUsd } from './money.js';

export interface GiftCardLaw {
  /** `US`, `US-CA`: ISO 3166 country, then subdivision. */
  code: string;
  name: string;
  /**
   * Paid value stays spendable at least this many years after the day of issue, even when the card's own date is
   * earlier (it then stays spendable through the later of the two); 0: the card's own date; null: it never expires.
   */
  paidValueMinYears: number | null;
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
  };
  /** Where the rule comes from, for the business choosing it. */
  source: string;
}

/** The jurisdiction of a business that has not chosen one. */
export const DEFAULT_JURISDICTION = 'US';

export const GIFT_CARD_LAWS: readonly GiftCardLaw[] = [
  {
    code: 'US',
    name: 'United States (federal)',
    // Credit CARD Act of 2009 / Regulation E, 12 CFR 1005.20(e): funds may not expire within 5 years of issue, and
    // the funds' expiration date must be disclosed; a promotional value must say it is promotional and when it ends.
    paidValueMinYears: 5,
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}, even if the card shows an earlier date.',
      paidValueNeverExpires: 'Funds paid for this card do not expire.',
      bonusValueExpires: 'Promotional value is a bonus, not paid for, and expires on {bonusExpiresOn}.',
      cashOut: null,
    },
    source: 'Credit CARD Act of 2009, Regulation E (12 CFR 1005.20)',
  },
  {
    code: 'US-CA',
    name: 'California',
    // Civil Code §1749.5: no expiration date and no service fee on a gift certificate sold; under $10 it is redeemable
    // in cash; a promotional certificate given without payment may expire if the date is in capital letters on its front.
    paidValueMinYears: null,
    cashOutBelowCents: 1000,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card never expire and carry no fees.',
      bonusValueExpires: 'PROMOTIONAL VALUE EXPIRES ON {bonusExpiresOn}.',
      cashOut: 'A balance under {cashOutBelow} can be redeemed in cash (California Civil Code §1749.5).',
    },
    source: 'California Civil Code §1749.5',
  },
  {
    code: 'OTHER',
    name: 'Other (no gift card rule applied: check your local law)',
    // Not a law: the card's own date holds for all its value. For businesses outside the jurisdictions listed.
    paidValueMinYears: 0,
    cashOutBelowCents: null,
    disclosure: {
      paidValueExpires: 'Funds paid for this card expire on {paidExpiresOn}.',
      paidValueNeverExpires: 'Funds paid for this card do not expire.',
      bonusValueExpires: 'Promotional value expires on {bonusExpiresOn}.',
      cashOut: null,
    },
    source: 'None: the card’s own expiration date applies',
  },
];

export const JURISDICTION_MESSAGE = `Please choose one of: ${GIFT_CARD_LAWS.map((law) => law.code).join(', ')}`;

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

/** The terms of a card issued at `issuedAt` with its own expiration date, under the jurisdiction's law. */
export function termsAtIssue(jurisdiction: string, issuedAt: Date | string, expirationDate: string): CardTerms {
  const law = lawOf(jurisdiction);
  const minimum = law.paidValueMinYears === null ? null : addYears(issueDay(issuedAt), law.paidValueMinYears);
  return {
    jurisdiction: law.code,
    paidExpiresOn: minimum === null ? null : minimum > expirationDate ? minimum : expirationDate,
    cashOutBelowCents: law.cashOutBelowCents,
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
}

let longDate: Intl.DateTimeFormat | undefined;
const spelled = (day: string) => (longDate ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })).format(new Date(`${day}T00:00:00Z`));

/** The sentences the card must carry under the law it was sold under, in order: paid value, bonus value, cash-out. */
export function lawDisclosure(card: DisclosedCard): string[] {
  const { disclosure } = lawOf(card.jurisdiction);
  const values: Record<string, string> = {
    paidExpiresOn: card.paidExpiresOn === null ? '' : spelled(card.paidExpiresOn),
    bonusExpiresOn: card.bonusExpiresOn === null ? '' : spelled(card.bonusExpiresOn),
    cashOutBelow: card.cashOutBelowCents === null ? '' : formatUsd(card.cashOutBelowCents / 100),
  };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  // A template written in capital letters (the law asks for them) stays so with its values in, and its amount's label too.
  const capitals = (template: string) => template.replace(/\{\w+\}/g, '') === template.replace(/\{\w+\}/g, '').toUpperCase();
  const sentence = (template: string, cents: number, label: string) => {
    const said = fill(template);
    if (card.paidValueCents === undefined) return capitals(template) ? said.toUpperCase() : said;
    const withAmount = `${formatUsd(cents / 100)} ${label} — ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
    return capitals(template) ? withAmount.toUpperCase() : withAmount;
  };
  const paidTemplate = card.paidExpiresOn === null ? disclosure.paidValueNeverExpires : disclosure.paidValueExpires;
  return [
    sentence(paidTemplate, card.paidValueCents ?? 0, 'paid'),
    ...(card.bonusExpiresOn !== null && card.bonusValueCents > 0 ? [sentence(disclosure.bonusValueExpires, card.bonusValueCents, 'bonus')] : []),
    ...(disclosure.cashOut !== null && card.cashOutBelowCents !== null ? [fill(disclosure.cashOut)] : []),
  ];
}

/** The counter's and the holder page's words for a cash-out. */
export const CASH_OUT_MESSAGES = {
  offer: (cents: number) => `Cash out ${formatUsd(cents / 100)}`,
  done: (cents: number) => `Paid out ${formatUsd(cents / 100)} in cash. The gift card's balance is now $0.00.`,
  notAllowed: (law: string) => `This gift card cannot be cashed out: it was sold under ${law}, which gives no cash-out.`,
  notUnder: (thresholdCents: number) => `Only a balance under ${formatUsd(thresholdCents / 100)} can be cashed out.`,
  nothingLeft: 'Nothing is left on this gift card to cash out.',
  amountChanged: 'The balance has changed since the cash-out was offered. Scan the card again.',
} as const;
