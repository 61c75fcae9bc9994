import { BOOK_KINDS, vatIncluded, vatRatePercent, type BookKind, type JournalAccountKey, type JournalLine } from '@gv/proto';
import type { VatBooks } from './voucher-vat-books.js';

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
 * VAT on single-purpose vouchers (decision 0099), per rate. It is due at sale, so the VAT included in the paid value
 * sold (less refunds: more refunded than sold gives it back) moves out of the liability to VAT payable: the liability
 * then carries single-purpose value net of its VAT. Redeeming that value earns only the net as sales: the VAT share of
 * the paid value redeemed (the redemption line took it off the liability gross) goes back to the liability from sales,
 * so a single-purpose card used up leaves nothing on the liability and its VAT counted once. Value that leaves a card
 * otherwise (lapsed, escheated, cashed out, adjusted) is still taken off at gross, as are multi-purpose vouchers,
 * whose VAT the point of sale accounts for when they are redeemed.
 */
function singlePurposeVatLines(vat: VatBooks): JournalLine[] {
  return vat.singlePurpose.flatMap(({ vatRateBp, soldCents, redeemedCents }) => {
    const rate = `${vatRatePercent(vatRateBp)}%`;
    return [
      ...pair(-vatIncluded(soldCents, vatRateBp), 'vatPayable', `VAT due at sale on single-purpose vouchers (${rate})`),
      ...pair(vatIncluded(redeemedCents, vatRateBp), 'revenue', `VAT on single-purpose vouchers redeemed, accounted for at sale (${rate})`),
    ];
  });
}

const NO_VAT: VatBooks = { singlePurpose: [], multiPurposeRedeemedCents: 0 };

/**
 * The month's double-entry lines: each line of the books against its counter account (paid and bonus value apart),
 * then the breakage recognised under ASC 606 (liability to breakage income), then the VAT on single-purpose vouchers.
 * Debits equal credits.
 */
export function journalLines(books: BookCents, recognisedBreakageCents: number, vat: VatBooks = NO_VAT): JournalLine[] {
  const moves = BOOK_LINES.flatMap((line) => {
    const { paid, bonus } = COUNTER[line];
    if (paid === bonus) return pair(books[line].paid + books[line].bonus, paid, DESCRIPTIONS[line]);
    return [
      ...pair(books[line].paid, paid, `${DESCRIPTIONS[line]}: paid value`),
      ...pair(books[line].bonus, bonus, `${DESCRIPTIONS[line]}: bonus value (promotional discount)`),
    ];
  });
  return [
    ...moves,
    ...pair(-recognisedBreakageCents, 'breakageIncome', 'Breakage recognised in proportion to redemptions (ASC 606)'),
    ...singlePurposeVatLines(vat),
  ];
}
