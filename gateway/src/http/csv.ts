/** UTF-8's byte order mark: spreadsheets then read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would take for a formula: '=', '+', '-', '@', or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: an amount (a number) as dollars with two decimals; text neutralised when a spreadsheet would read it
 * as a formula (a leading apostrophe), and quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A page of rows as CSV, and how to read the next one (none: the last page). */
export interface CsvPage {
  header: string[];
  rows: (string | number)[][];
  after: string | null;
}

/** The CSV of an export read a page at a time: the BOM and the header first, then each page's lines as one chunk. */
export async function* csvOfPages(first: CsvPage, next: (after: string) => Promise<CsvPage>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(first.header);
  for (let page: CsvPage | null = first; page; page = page.after === null ? null : await next(page.after)) {
    if (page.rows.length > 0) yield page.rows.map(csvLine).join('');
  }
}
