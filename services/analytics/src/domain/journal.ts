import { BOOK_KINDS, type BookKind, type JournalAccountKey, type JournalLine } from '@gv/proto';

/**
 * The books over some days in cents, per kind of move and split into paid and bonus value, signed as the liability
 * moves (a sale adds, a redemption takes off); `lapsed` is the change of the value past its last day still on the
 * cards, taken off as the liability statement takes it off. Their sum is the statement's closing less its opening.
 */
export type BookLine = BookKind | 'lapsed';
export type BookCents = Record<BookLine, { paid: number; bonus: number }>;

const BOOK_LINES: readonly BookLine[] = [...BOOK_KINDS, 'lapsed'];

/** Books with nothing in them, to add rows to. */
export function emptyBooks(): BookCents {
  return Object.fromEntries(BOOK_LINES.map((line) => [line, { paid: 0, bonus: 0 }])) as BookCents;
}

/** What `later` holds beyond `earlier`, line by line. */
export function booksLess(later: BookCents, earlier: BookCents): BookCents {
  return Object.fromEntries(
    BOOK_LINES.map((line) => [line, { paid: later[line].paid - earlier[line].paid, bonus: later[line].bonus - earlier[line].bonus }]),
  ) as BookCents;
}

/** The change of the liability the books state (cents). */
export function liabilityChange(books: BookCents): number {
  return BOOK_LINES.reduce((sum, line) => sum + books[line].paid + books[line].bonus, 0);
}

/**
 * The account on the other side of the liability, per line of the books and bucket (decision 0089): paid value comes
 * from and goes back to the clearing account and is earned as sales; bonus value is a promotional discount when issued,
 * earned as sales when redeemed, and gives the discount back when it is forfeited or lapses; lapsed paid value is breakage;
 * paid value reported as unclaimed property is owed to the state.
 */
const COUNTER: Record<BookLine, { paid: JournalAccountKey; bonus: JournalAccountKey }> = {
  sold: { paid: 'clearing', bonus: 'promotionalDiscount' },
  'issued-outside': { paid: 'clearing', bonus: 'promotionalDiscount' },
  loaded: { paid: 'clearing', bonus: 'promotionalDiscount' },
  credited: { paid: 'adjustments', bonus: 'adjustments' },
  debited: { paid: 'adjustments', bonus: 'adjustments' },
  redeemed: { paid: 'revenue', bonus: 'revenue' },
  'cashed-out': { paid: 'clearing', bonus: 'promotionalDiscount' },
  refunded: { paid: 'clearing', bonus: 'promotionalDiscount' },
  forfeited: { paid: 'clearing', bonus: 'promotionalDiscount' },
  expired: { paid: 'breakageIncome', bonus: 'promotionalDiscount' },
  // Reported as unclaimed property (decision 0095): the paid value is owed to the state; the bonus value goes with it, a discount given back.
  escheated: { paid: 'unclaimedProperty', bonus: 'promotionalDiscount' },
  lapsed: { paid: 'breakageIncome', bonus: 'promotionalDiscount' },
};

const DESCRIPTIONS: Record<BookLine, string> = {
  sold: 'Gift cards sold',
  'issued-outside': 'Corporate gift cards paid outside the platform',
  loaded: 'Gift cards reloaded',
  credited: 'Gift card balances adjusted up',
  debited: 'Gift card balances adjusted down',
  redeemed: 'Gift cards redeemed',
  'cashed-out': 'Gift card balances cashed out',
  refunded: 'Gift cards refunded',
  forfeited: 'Bonus value forfeited on refunds',
  expired: 'Bonus value written off',
  escheated: 'Gift card balances reported as unclaimed property',
  lapsed: 'Value past its last day',
};

/** A pair of lines moving the liability by `cents` (down when negative) against `counter`. */
function pair(cents: number, counter: JournalAccountKey, description: string): JournalLine[] {
  if (cents === 0) return [];
  const amount = Math.abs(cents);
  const up = cents > 0;
  return [
    { account: counter, debitCents: up ? amount : 0, creditCents: up ? 0 : amount, description },
    { account: 'liability', debitCents: up ? 0 : amount, creditCents: up ? amount : 0, description },
  ];
}

/**
 * The month's double-entry lines: each line of the books against its counter account (paid and bonus value apart),
 * then the breakage recognised under ASC 606 (liability to breakage income). Debits equal credits.
 */
export function journalLines(books: BookCents, recognisedBreakageCents: number): JournalLine[] {
  const moves = BOOK_LINES.flatMap((line) => {
    const { paid, bonus } = COUNTER[line];
    if (paid === bonus) return pair(books[line].paid + books[line].bonus, paid, DESCRIPTIONS[line]);
    return [
      ...pair(books[line].paid, paid, `${DESCRIPTIONS[line]}: paid value`),
      ...pair(books[line].bonus, bonus, `${DESCRIPTIONS[line]}: bonus value (promotional discount)`),
    ];
  });
  return [...moves, ...pair(-recognisedBreakageCents, 'breakageIncome', 'Breakage recognised in proportion to redemptions (ASC 606)')];
}
