import { csvLine, type ExportPage } from '@gv/proto';

/**
 * What one page of a CSV export may weigh as JSON. A page travels as one request-reply message, and NATS refuses a
 * message over its max_payload (1 MiB by default): half of that leaves room for the envelope.
 */
export const EXPORT_PAGE_BYTES = 512 * 1024;

/**
 * A page of an export from the rows one read gave (`limit` at most): as many CSV lines (`lineOf`) as fit in `maxBytes`
 * once written as JSON (one at least), and the cursor after the last line given, or null when the read was the
 * export's last and all of it fit.
 */
export function fitExportPage<Row>(
  read: Row[],
  limit: number,
  lineOf: (row: Row) => string,
  cursorOf: (row: Row) => string,
  maxBytes = EXPORT_PAGE_BYTES,
): { lines: string; after: string | null } {
  const lines: string[] = [];
  let bytes = 0;
  for (const row of read) {
    const line = lineOf(row);
    // As JSON escapes it: a quote or a line break takes two bytes.
    bytes += Buffer.byteLength(JSON.stringify(line)) - 2;
    if (lines.length > 0 && bytes > maxBytes) break;
    lines.push(line);
  }
  const last = lines.length < read.length || read.length === limit;
  return { lines: lines.join(''), after: last && lines.length > 0 ? cursorOf(read[lines.length - 1]) : null };
}

/** A line of an export's cells: text, and amounts in major units of the business's currency. */
export type ExportLine = (string | number)[];

/** An export short enough for one page (a statement), as CSV. */
export function wholeExport(header: string[], lines: ExportLine[], currency: string): ExportPage {
  return { header: csvLine(header), lines: lines.map((line) => csvLine(line, currency)).join(''), after: null };
}
