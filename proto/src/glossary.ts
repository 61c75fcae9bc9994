/**
 * One set of numbers (decision 0074): every figure the platform shows a business or the super admin, with its one
 * label, its one definition, and the one function that computes it from a card's ledger rows. The dashboard, the
 * orders views, /reports and its CSVs, the customers page, the audit trail and the super admin's pages show these
 * labels; analytics' SQL computes the same definitions (its tests hold the SQL to these functions on the same rows).
 */

/** The kinds of a card's ledger rows (redemption's ledger). */
export type FigureLedgerKind = 'ACTIVATE' | 'LOAD' | 'REDEEM' | 'CASH_OUT' | 'ADJUST_INCREMENT' | 'ADJUST_DECREMENT' | 'REFUND' | 'DEACTIVATE' | 'EXPIRE' | 'ESCHEAT';

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

export type FigureKey =
  | 'orders'
  | 'cardsSold'
  | 'faceValueSold'
  | 'paidValueSold'
  | 'paidOutside'
  | 'issuedOutside'
  | 'loaded'
  | 'redeemed'
  | 'cashedOut'
  | 'credited'
  | 'debited'
  | 'refunded'
  | 'forfeited'
  | 'expired'
  | 'escheated'
  | 'outstanding';

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

export const GLOSSARY: Record<FigureKey, FigureDefinition> = {
  orders: {
    label: 'Orders',
    definition: 'Orders paid through the platform whose cards were issued: one order may buy several cards.',
    unit: 'count',
    of: (moves, range) => new Set(moves.filter((move) => inRange(move, range) && sold(move)).map((move) => move.orderId)).size,
  },
  cardsSold: {
    label: 'Cards sold',
    definition: 'Cards issued for orders paid through the platform (a card per recipient), counted on the day of issue; corporate cards are not sold.',
    unit: 'count',
    of: (moves, range) => moves.filter((move) => inRange(move, range) && sold(move)).length,
  },
  faceValueSold: {
    label: 'Face value sold',
    definition: 'The face value of the cards sold: what buyers paid plus the bonus value of the discount.',
    unit: 'cents',
    of: sumOf(sold),
  },
  paidValueSold: {
    label: 'Paid value sold',
    definition: 'What buyers paid for the cards sold, before refunds.',
    unit: 'cents',
    of: sumOf(sold, (move) => move.paidCents),
  },
  paidOutside: {
    label: 'Paid outside the platform',
    definition: 'What companies paid, outside the platform, for the corporate cards issued to them (never sales).',
    unit: 'cents',
    of: sumOf(issuedOutside, (move) => move.paidCents),
  },
  issuedOutside: {
    label: 'Issued, paid outside the platform',
    definition: 'The face value of the corporate cards issued: owed like any card, whoever paid.',
    unit: 'cents',
    of: sumOf(issuedOutside),
  },
  loaded: {
    label: 'Loaded',
    definition: 'Paid value added to cards by reloads, counted on the day of the load: what was paid for it, no bonus.',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'LOAD'),
  },
  redeemed: {
    label: 'Redeemed',
    definition: 'Value spent at the counter, less redemptions reversed (a reversal counts on its own day).',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'REDEEM' || move.undoes === 'REDEEM', (move) => -value(move)),
  },
  cashedOut: {
    label: 'Cashed out',
    definition: 'Value the holder took in cash where the law gives it back: it left the card without being spent.',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'CASH_OUT', (move) => -value(move)),
  },
  credited: {
    label: 'Credited',
    definition: "Value an admin added to cards by adjusting balances up (a goodwill credit): not a sale, not a reversal.",
    unit: 'cents',
    of: sumOf(credit),
  },
  debited: {
    label: 'Debited',
    definition: 'Value an admin took off cards by adjusting balances down: not spent at the counter.',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'ADJUST_DECREMENT', (move) => -value(move)),
  },
  refunded: {
    label: 'Refunded',
    definition: "Paid value given back to buyers' payments, less refunds Square refused.",
    unit: 'cents',
    of: sumOf((move) => move.kind === 'REFUND' || move.undoes === 'REFUND', (move) => -move.paidCents),
  },
  forfeited: {
    label: 'Forfeited',
    definition: 'Value deactivated without being spent or given back: the bonus value that goes with a full refund, and what was left on a card whose payment was lost to a dispute.',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'DEACTIVATE' || move.undoes === 'REFUND', (move) => (move.kind === 'DEACTIVATE' ? -value(move) : -move.bonusCents)),
  },
  expired: {
    label: 'Expired',
    definition: 'Value that passed its last day: bonus value written off by its expiry, and value still on cards past its last day (breakage) since the range began.',
    unit: 'cents',
    of: (moves, range) =>
      sumOf((move) => move.kind === 'EXPIRE', (move) => -value(move))(moves, range) + valueAt(moves, range.to, true) - valueAt(moves, dayBefore(range.from), true),
  },
  escheated: {
    label: 'Reported as unclaimed property',
    definition: 'Value taken off dormant cards when the business reported them to a state as unclaimed property: owed to the state, never breakage (decision 0095).',
    unit: 'cents',
    of: sumOf((move) => move.kind === 'ESCHEAT', (move) => -value(move)),
  },
  outstanding: {
    label: 'Outstanding',
    definition: 'Value still on cards at the end of the range that can be spent: what the business owes (value past its last day is breakage, not owed).',
    unit: 'cents',
    of: (moves, range) => valueAt(moves, range.to, false),
  },
};

/** Every figure's value over `range`: the glossary applied to one set of rows. */
export function figuresOf(moves: readonly FigureMove[], range: FigureRange): Record<FigureKey, number> {
  return Object.fromEntries(Object.entries(GLOSSARY).map(([key, figure]) => [key, figure.of(moves, range)])) as Record<FigureKey, number>;
}

/**
 * The books (analytics' ledger moves) keep one kind per figure a move counts in; a move's label in the ledger CSV is
 * its figure's. Opening + sold + issued outside + loaded + credited − debited − redeemed − cashed out − refunded −
 * forfeited − expired − escheated = closing, to the cent.
 */
export const BOOK_KINDS = ['sold', 'issued-outside', 'loaded', 'credited', 'debited', 'redeemed', 'cashed-out', 'refunded', 'forfeited', 'expired', 'escheated'] as const;
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
