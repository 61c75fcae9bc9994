import type { BreakageRateSource } from '@gv/proto';

/** Cards sold this many months or more before a month's end make the history the breakage rate is estimated from. */
export const HISTORY_MONTHS = 24;
/** Fewer cards than this in the history: too little to estimate from, so the owner's rate is used. */
export const MIN_HISTORY_CARDS = 100;
const WHOLE = 10_000;

/** The paid value of the cards of the history (net of refunds), and how much of it was never redeemed. */
export interface BreakageHistory {
  cards: number;
  paidCents: number;
  unredeemedPaidCents: number;
}

/** The expected breakage rate in basis points: the business's history when it is long enough, else the owner's rate, else none. */
export function breakageRate(history: BreakageHistory, ownerRateBp: number | null): { rateBp: number; source: BreakageRateSource } {
  if (history.cards >= MIN_HISTORY_CARDS && history.paidCents > 0) return { rateBp: Math.round((history.unredeemedPaidCents * WHOLE) / history.paidCents), source: 'history' };
  return ownerRateBp === null ? { rateBp: 0, source: 'none' } : { rateBp: ownerRateBp, source: 'owner' };
}

/** A month's books as breakage reads them, each figure to the month's end (cents). */
export interface BreakageMonthBooks {
  month: string;
  /** Paid value redeemed, less reversals. */
  redeemedPaidToDateCents: number;
  /** Paid value sold, issued outside and loaded, less refunds and cash-outs. */
  paidIssuedToDateCents: number;
  /** Paid value past its last day still on the cards: booked as breakage when it lapses (the liability statement's breakage). */
  lapsedPaidToDateCents: number;
  /** Paid value reported to states as unclaimed property (ESCHEAT rows). */
  escheatedPaidToDateCents: number;
  /** The share states would take of the paid value on the cards whose holders' states report dormant gift cards (decision 0095). */
  escheatablePaidCents: number;
}

/** Where the recognition of the months to come starts: the figures to the end of the month before them. */
export interface BreakageToDate {
  redeemedPaidToDateCents: number;
  recognisedToDateCents: number;
}

export interface RecognisedMonth extends BreakageToDate {
  month: string;
  redeemedPaidCents: number;
  recognisedCents: number;
  expectedCents: number;
  remainingExpectedCents: number;
}

/**
 * Paid value that may be owed to a state as unclaimed property: it stays a liability and never counts as breakage
 * (ASC 606-10-55-49), so it is taken out of the expected breakage: what was reported, and the share of what is on
 * the cards of states that report dormant gift cards.
 */
export function paidValueThatMayEscheat(books: BreakageMonthBooks): number {
  return books.escheatedPaidToDateCents + books.escheatablePaidCents;
}

/**
 * Breakage recognised month by month in proportion to the paid value redeemed (ASC 606-10-55-48):
 * `redeemed × rate / (1 − rate)`, capped so that what is recognised, with the paid value that lapsed, never exceeds
 * the expected breakage (`rate × paid value issued`, less what may escheat). Each month is rounded to the cent.
 */
export function recogniseBreakage(rateBp: number, start: BreakageToDate, months: readonly BreakageMonthBooks[]): RecognisedMonth[] {
  let before = start;
  return months.map((books) => {
    const redeemedPaidCents = books.redeemedPaidToDateCents - before.redeemedPaidToDateCents;
    const expectedCents = Math.round((rateBp * Math.max(0, books.paidIssuedToDateCents - paidValueThatMayEscheat(books))) / WHOLE);
    const room = Math.max(0, expectedCents - books.lapsedPaidToDateCents - before.recognisedToDateCents);
    const proportional = rateBp >= WHOLE ? 0 : Math.round((redeemedPaidCents * rateBp) / (WHOLE - rateBp));
    // A month of more reversals than redemptions gives back what they had recognised, never more than there is.
    const recognisedCents = Math.max(-before.recognisedToDateCents, Math.min(proportional, room));
    const recognisedToDateCents = before.recognisedToDateCents + recognisedCents;
    before = { redeemedPaidToDateCents: books.redeemedPaidToDateCents, recognisedToDateCents };
    const remainingExpectedCents = Math.max(0, expectedCents - books.lapsedPaidToDateCents - recognisedToDateCents);
    return { month: books.month, ...before, redeemedPaidCents, recognisedCents, expectedCents, remainingExpectedCents };
  });
}
