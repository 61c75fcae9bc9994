import { DEFAULT_CURRENCY, minorDigits } from '@gv/proto';

/** UTF-8's byte order mark: spreadsheets then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would take for a formula: '=', '+', '-', '@', or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: an amount (a number, in major units of `currency`) with the currency's decimals (two for dollars, none
 * for yen); text neutralised when a spreadsheet would read it as a formula (a leading apostrophe), and quoted when it
 * holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(value: string | number, currency: string = DEFAULT_CURRENCY): string {
  if (typeof value === 'number') return value.toFixed(minorDigits(currency));
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(cells: readonly (string | number)[], currency?: string): string {
  return `${cells.map((cell) => csvCell(cell, currency)).join(',')}\r\n`;
}

/** A page of rows as CSV, and how to read the next one (none: the last page). */
export interface CsvPage {
  header: string[];
  rows: (string | number)[][];
  after: string | null;
  /** The ISO 4217 code of its amounts. */
  currency: string;
}

/** The CSV of an export read a page at a time: the BOM and the header first, then each page's lines as one chunk. */
export async function* csvOfPages(first: CsvPage, next: (after: string) => Promise<CsvPage>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(first.header);
  for (let page: CsvPage | null = first; page; page = page.after === null ? null : await next(page.after)) {
    if (page.rows.length > 0) yield page.rows.map((row) => csvLine(row, page.currency)).join('');
  }
}
