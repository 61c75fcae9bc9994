/**
 * One set of numbers (decision 0074): every figure the platform shows a business or the super admin, with its one
 * label, its one definition, and the one function that computes it from a card's ledger rows. The dashboard, the
 * orders views, /reports and its CSVs, the customers page, the audit trail and the super admin's pages show these
 * labels; analytics' SQL computes the same definitions (its tests hold the SQL to these functions on the same rows).
 */
import { figureDefinitionMessages, figureLabelMessages, type FigureKey } from './glossary.messages.js';

export type { FigureKey } from './glossary.messages.js';
import { translate, type Locale } from './locale.js';

/** The kinds of a card's ledger rows (redemption's ledger). */
export type FigureLedgerKind =
  'ACTIVATE' | 'LOAD' | 'REDEEM' | 'CASH_OUT' | 'ADJUST_INCREMENT' | 'ADJUST_DECREMENT' | 'REFUND' | 'DEACTIVATE' | 'EXPIRE' | 'ESCHEAT';

/** A ledger row as the figures read it. */
export interface FigureMove {
  kind: FigureLedgerKind;
  /** Signed as the card's balance moves: an ACTIVATE adds, a REDEEM takes off. */
  paidCents: number;
  bonusCents: number;
  /**
   * The day it counts on, in the business's time zone: its own day, but for the put-back of a refund Square refused,
   * which counts on the refund's day (the refund never happened).
   */
  day: string;
  cardId: string;
  /** ACTIVATE: the order the card was issued in. */
  orderId?: string;
  /** ACTIVATE of a corporate card (decision 0071): its company paid outside the platform. */
  paidOutside?: boolean;
  /**
   * ADJUST_INCREMENT that undoes a row rather than add value: a reversal of a redemption (REDEEM), or the put-back of a
   * refund Square refused (REFUND: its paid value undoes the refund, its bonus value the forfeit that went with it).
   */
  undoes?: 'REDEEM' | 'REFUND';
  /** The card's last days: of its bonus value (the card's date) and of its paid value under its law (null: never). */
  bonusLastDay?: string;
  paidLastDay?: string | null;
}

/** Days in the business's time zone, both included. */
export interface FigureRange {
  from: string;
  to: string;
}

export interface FigureDefinition {
  /** What every screen, CSV and report calls it. */
  label: string;
  /** One sentence a business owner can check the number against. */
  definition: string;
  /** A count of things, or an amount of money (cents). */
  unit: 'count' | 'cents';
  /** The figure over `range`, from every ledger row of the business's cards (outstanding and expired need those before it). */
  of(moves: readonly FigureMove[], range: FigureRange): number;
}

const inRange = (move: FigureMove, range: FigureRange) => move.day >= range.from && move.day <= range.to;
const value = (move: FigureMove) => move.paidCents + move.bonusCents;
const sold = (move: FigureMove) => move.kind === 'ACTIVATE' && !move.paidOutside;
const issuedOutside = (move: FigureMove) => move.kind === 'ACTIVATE' && move.paidOutside === true;
const credit = (move: FigureMove) => move.kind === 'ADJUST_INCREMENT' && move.undoes === undefined;

/** The sum over the range's rows `pick` chooses of what `amount` says of each (cents). */
const sumOf =
  (pick: (move: FigureMove) => boolean, amount: (move: FigureMove) => number = value) =>
  (moves: readonly FigureMove[], range: FigureRange) =>
    moves.filter((move) => inRange(move, range) && pick(move)).reduce((sum, move) => sum + amount(move), 0);

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Value of the rows up to the end of `day` that is past its last day then (still on the cards: breakage), or not. */
function valueAt(moves: readonly FigureMove[], day: string, lapsed: boolean): number {
  let cents = 0;
  for (const move of moves) {
    if (move.day > day) continue;
    const paidLapsed = move.paidLastDay != null && move.paidLastDay < day;
    const bonusLapsed = move.bonusLastDay !== undefined && move.bonusLastDay < day;
    if (paidLapsed === lapsed) cents += move.paidCents;
    if (bonusLapsed === lapsed) cents += move.bonusCents;
  }
  return cents;
}

/** What the rows `pick` chooses take off the cards: their value, which the ledger writes negative. */
const takenOff = (pick: (move: FigureMove) => boolean) => sumOf(pick, (move) => -value(move));

/** How each figure is counted; its label and definition are its English messages. */
const FIGURES: Record<FigureKey, Pick<FigureDefinition, 'unit' | 'of'>> = {
  orders: { unit: 'count', of: (moves, range) => new Set(moves.filter((move) => inRange(move, range) && sold(move)).map((move) => move.orderId)).size },
  cardsSold: { unit: 'count', of: (moves, range) => moves.filter((move) => inRange(move, range) && sold(move)).length },
  faceValueSold: { unit: 'cents', of: sumOf(sold) },
  paidValueSold: { unit: 'cents', of: sumOf(sold, (move) => move.paidCents) },
  paidOutside: { unit: 'cents', of: sumOf(issuedOutside, (move) => move.paidCents) },
  issuedOutside: { unit: 'cents', of: sumOf(issuedOutside) },
  loaded: { unit: 'cents', of: sumOf((move) => move.kind === 'LOAD') },
  redeemed: { unit: 'cents', of: takenOff((move) => move.kind === 'REDEEM' || move.undoes === 'REDEEM') },
  cashedOut: { unit: 'cents', of: takenOff((move) => move.kind === 'CASH_OUT') },
  credited: { unit: 'cents', of: sumOf(credit) },
  debited: { unit: 'cents', of: takenOff((move) => move.kind === 'ADJUST_DECREMENT') },
  refunded: {
    unit: 'cents',
    of: sumOf(
      (move) => move.kind === 'REFUND' || move.undoes === 'REFUND',
      (move) => -move.paidCents,
    ),
  },
  forfeited: {
    unit: 'cents',
    of: sumOf(
      (move) => move.kind === 'DEACTIVATE' || move.undoes === 'REFUND',
      (move) => (move.kind === 'DEACTIVATE' ? -value(move) : -move.bonusCents),
    ),
  },
  expired: {
    unit: 'cents',
    of: (moves, range) =>
      takenOff((move) => move.kind === 'EXPIRE')(moves, range) + valueAt(moves, range.to, true) - valueAt(moves, dayBefore(range.from), true),
  },
  escheated: { unit: 'cents', of: takenOff((move) => move.kind === 'ESCHEAT') },
  outstanding: { unit: 'cents', of: (moves, range) => valueAt(moves, range.to, false) },
};

export const GLOSSARY = Object.fromEntries(
  Object.entries(FIGURES).map(([key, counted]) => [
    key,
    { label: figureLabelMessages.messages.en[key as FigureKey], definition: figureDefinitionMessages.messages.en[key as FigureKey], ...counted },
  ]),
) as Record<FigureKey, FigureDefinition>;

/** Every figure's value over `range`: the glossary applied to one set of rows. */
export function figuresOf(moves: readonly FigureMove[], range: FigureRange): Record<FigureKey, number> {
  return Object.fromEntries(Object.entries(GLOSSARY).map(([key, figure]) => [key, figure.of(moves, range)])) as Record<FigureKey, number>;
}

/**
 * The books (analytics' ledger moves) keep one kind per figure a move counts in; a move's label in the ledger CSV is
 * its figure's. Opening + sold + issued outside + loaded + credited − debited − redeemed − cashed out − refunded −
 * forfeited − expired − escheated = closing, to the cent.
 */
export const BOOK_KINDS = [
  'sold',
  'issued-outside',
  'loaded',
  'credited',
  'debited',
  'redeemed',
  'cashed-out',
  'refunded',
  'forfeited',
  'expired',
  'escheated',
] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

export const BOOK_KIND_FIGURES: Record<BookKind, FigureKey> = {
  sold: 'faceValueSold',
  'issued-outside': 'issuedOutside',
  loaded: 'loaded',
  credited: 'credited',
  debited: 'debited',
  redeemed: 'redeemed',
  'cashed-out': 'cashedOut',
  refunded: 'refunded',
  forfeited: 'forfeited',
  expired: 'expired',
  escheated: 'escheated',
};

/** The label of a move of the books (the ledger CSV's Kind); a kind it does not know is shown as it is. */
export const bookKindLabel = (kind: string): string => GLOSSARY[BOOK_KIND_FIGURES[kind as BookKind]]?.label ?? kind;

/** A figure's label in a language (GLOSSARY's label is its English). */
export const figureLabel = (key: FigureKey, locale: Locale): string => translate(figureLabelMessages, locale, key);

/** A figure's definition in a language (GLOSSARY's definition is its English). */
export const figureDefinition = (key: FigureKey, locale: Locale): string => translate(figureDefinitionMessages, locale, key);

/** A figure's words in one language. */
export interface FigureWords {
  label: string;
  definition: string;
  unit: FigureDefinition['unit'];
}

const glossaries = new Map<Locale, Readonly<Record<FigureKey, FigureWords>>>();

/** The glossary in a language: GLOSSARY's shape (label, definition, unit), its words in that language. */
export function glossaryIn(locale: Locale): Readonly<Record<FigureKey, FigureWords>> {
  let glossary = glossaries.get(locale);
  if (!glossary) {
    glossary = Object.fromEntries(
      (Object.keys(GLOSSARY) as FigureKey[]).map((key) => [
        key,
        { label: figureLabel(key, locale), definition: figureDefinition(key, locale), unit: GLOSSARY[key].unit },
      ]),
    ) as Record<FigureKey, FigureWords>;
    glossaries.set(locale, glossary);
  }
  return glossary;
}

/** The label of a move of the books in a language; a kind it does not know is shown as it is. */
export function bookKindLabelIn(kind: string, locale: Locale): string {
  const figure = BOOK_KIND_FIGURES[kind as BookKind] as FigureKey | undefined;
  return figure ? figureLabel(figure, locale) : kind;
}
