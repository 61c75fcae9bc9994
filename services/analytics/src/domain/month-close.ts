import { DomainError } from '@gv/platform/errors';
import { MONTH_END_MESSAGES, type BreakageRateSource } from '@gv/proto';
import type { RecognisedMonth } from './breakage.js';
import { addMonths } from './month.js';
import type { BookCents } from './journal.js';
import type { VatBooks } from './voucher-vat-books.js';

/**
 * A closed month's figures as they stood when it closed (decision 0089): its own books, the books from the first day
 * to its end (what a later change dated in it or before is measured against), its breakage and the rate it used.
 */
export interface ClosedMonthFigures {
  books: BookCents;
  booksToDate: BookCents;
  breakage: RecognisedMonth;
  rateBp: number;
  source: BreakageRateSource;
  historyCards: number;
  outstandingCents: number;
  correction: string | null;
  /**
   * Its paid value and the paid value to its end by VAT treatment (decision 0099). Absent from a month closed before
   * treatments were kept, when every card type was multi-purpose (vatBooksBeforeTreatments).
   */
  vat?: VatBooks;
  vatToDate?: VatBooks;
}

/**
 * Whether `month` may close: it has ended (the business's today is past it), it is not closed yet, and months close in
 * order, each after the one before it once any is closed; the first close may be of any month that ended.
 */
export function checkCloseable(month: string, today: string, lastClosed: string | null): void {
  if (lastClosed !== null && month <= lastClosed) throw new DomainError('MONTH_END.CLOSED', MONTH_END_MESSAGES.monthClosed);
  if (today.slice(0, 7) <= month) throw new DomainError('MONTH_END.NOT_OVER', MONTH_END_MESSAGES.monthNotOver);
  if (lastClosed !== null && month !== addMonths(lastClosed, 1)) throw new DomainError('MONTH_END.CLOSE_IN_ORDER', MONTH_END_MESSAGES.closeInOrder(addMonths(lastClosed, 1)));
}
