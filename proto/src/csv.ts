import { DEFAULT_CURRENCY, minorDigits } from './money.js';

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
