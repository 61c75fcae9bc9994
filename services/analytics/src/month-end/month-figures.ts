import type { DbOrTx } from '@gv/platform';
import { formatMoney } from '@gv/proto';
import {
  bookCents,
  breakageHistory,
  breakageMonthBooks,
  closedMonth,
  firstBookDay,
  lastClosedMonth,
  monthEndSettingsOf,
  vatBookCents,
  type BooksOf,
  type ClosedMonth,
} from '../db/month-end-repository.js';
import { breakageRate, HISTORY_MONTHS, recogniseBreakage } from '../domain/breakage.js';
import { booksLess, liabilityChange, type BookCents } from '../domain/journal.js';
import { addMonths, monthDays } from '../domain/month.js';
import type { ClosedMonthFigures } from '../domain/month-close.js';
import { vatBooksBeforeTreatments, vatBooksLess, type VatBooks } from '../domain/voucher-vat-books.js';
import { escheatableCents } from '../unclaimed-property/dormant.js';
import { paidByState } from '../unclaimed-property/unclaimed-repository.js';

/** Before any business's first sale: the books "to date" start here. */
const FIRST_DAY = '1900-01-01';

/**
 * A month's figures (decision 0089): as stored when the month closed; otherwise from the books as they stand, the
 * breakage recognised from the last closed month on at today's rate. The first month after a closed one also counts
 * what changed since in the closed months (a late move dated in them), and says so, in the business's currency.
 */
export async function monthFigures(db: DbOrTx, books: BooksOf & { currency: string }, month: string): Promise<{ figures: ClosedMonthFigures; closed?: ClosedMonth }> {
  const closed = await closedMonth(db, books, month);
  if (closed) return { figures: closed.figures, closed };
  const { from, to } = monthDays(month);
  const [last, settings, history, booksToDate, firstDay, vatToDate] = await Promise.all([
    lastClosedMonth(db, books, month),
    monthEndSettingsOf(db, books.businessSlug),
    breakageHistory(db, books, monthDays(addMonths(month, -HISTORY_MONTHS)).to),
    bookCents(db, books, FIRST_DAY, to),
    firstBookDay(db, books),
    vatBookCents(db, books, FIRST_DAY, to),
  ]);
  const { rateBp, source } = breakageRate(history, settings.breakageRateBp);
  const firstMonth = last ? addMonths(last.month, 1) : [firstDay?.slice(0, 7) ?? month, month].sort()[0];
  const start = last ? last.figures.breakage : { redeemedPaidToDateCents: 0, recognisedToDateCents: 0 };
  const escheatable = escheatableCents(await paidByState(db, books, settings.holder?.state ?? null));
  const breakage = recogniseBreakage(rateBp, start, await breakageMonthBooks(db, books, firstMonth, month, escheatable)).at(-1)!;
  const afterClose = last !== undefined && firstMonth === month;
  const [monthBooks, correction] = afterClose ? [booksLess(booksToDate, last.figures.booksToDate), await correctionOf(db, books, last)] : [await bookCents(db, books, from, to), null];
  const vat = afterClose ? vatBooksLess(vatToDate, vatToDateOf(last.figures)) : await vatBookCents(db, books, from, to);
  return {
    figures: { books: monthBooks, booksToDate, breakage, rateBp, source, historyCards: history.cards, outstandingCents: liabilityChange(booksToDate), correction, vat, vatToDate },
  };
}

/** A month's paid value by VAT treatment, as it closed (a month closed before treatments were kept: all multi-purpose). */
export function vatOf(figures: ClosedMonthFigures): VatBooks {
  return figures.vat ?? vatBooksBeforeTreatments(figures.books.redeemed);
}

function vatToDateOf(figures: ClosedMonthFigures): VatBooks {
  return figures.vatToDate ?? vatBooksBeforeTreatments(figures.booksToDate.redeemed);
}

/** What changed in the books up to a closed month's end since it closed, said in a sentence (null: nothing). */
async function correctionOf(db: DbOrTx, books: BooksOf & { currency: string }, last: ClosedMonth): Promise<string | null> {
  const change: BookCents = booksLess(await bookCents(db, books, FIRST_DAY, monthDays(last.month).to), last.figures.booksToDate);
  if (Object.values(change).every(({ paid, bonus }) => paid === 0 && bonus === 0)) return null;
  return `Includes changes dated in closed months (through ${last.month}) that arrived after they closed: ${formatMoney(liabilityChange(change), books.currency)} to the liability.`;
}
