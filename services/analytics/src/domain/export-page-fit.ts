/**
 * What one page of a CSV export may weigh as JSON. A page travels as one request-reply message, and NATS refuses a
 * message over its max_payload (1 MiB by default): half of that leaves room for the envelope.
 */
export const EXPORT_PAGE_BYTES = 512 * 1024;

export type ExportLine = (string | number)[];

/**
 * A page of an export from the rows one read gave (`limit` at most): as many lines as fit in `maxBytes` (one at
 * least), and the cursor after the last line given, or null when the read was the export's last and all of it fit.
 */
export function fitExportPage<Row>(
  read: Row[],
  limit: number,
  lineOf: (row: Row) => ExportLine,
  cursorOf: (row: Row) => string,
  maxBytes = EXPORT_PAGE_BYTES,
): { rows: ExportLine[]; after: string | null } {
  const rows: ExportLine[] = [];
  let bytes = 0;
  for (const row of read) {
    const line = lineOf(row);
    bytes += Buffer.byteLength(JSON.stringify(line)) + 1;
    if (rows.length > 0 && bytes > maxBytes) break;
    rows.push(line);
  }
  const last = rows.length < read.length || read.length === limit;
  return { rows, after: last && rows.length > 0 ? cursorOf(read[rows.length - 1]) : null };
}
