import { EXPORT_PAGE_BYTES, fitExportPage } from './export-page-fit';

interface Row {
  key: string;
  name: string;
}

const rows = (count: number, nameLength = 10): Row[] => Array.from({ length: count }, (_, i) => ({ key: `k${String(i).padStart(4, '0')}`, name: 'n'.repeat(nameLength) }));
const lineOf = (row: Row) => `${row.key},${row.name},50.00\r\n`;
const fit = (read: Row[], limit: number, maxBytes?: number) => fitExportPage(read, limit, lineOf, (row) => row.key, maxBytes);
const keysOf = (lines: string) => lines.split('\r\n').filter(Boolean).map((line) => line.split(',')[0]);

describe('export pages that fit in one message', () => {
  it('gives every row read that fits, and a cursor after the last one only when the read was full', () => {
    expect(fit(rows(3), 5)).toEqual({ lines: 'k0000,nnnnnnnnnn,50.00\r\nk0001,nnnnnnnnnn,50.00\r\nk0002,nnnnnnnnnn,50.00\r\n', after: null });
    expect(fit(rows(5), 5)).toMatchObject({ after: 'k0004' });
    expect(fit([], 5)).toEqual({ lines: '', after: null });
  });

  it('stops before the line that would pass the byte budget, counted as JSON writes it, and goes on after the last line given', () => {
    // Each line is k0000,nnnnnnnnnn,50.00 and an escaped CRLF: 26 bytes. Three fit in 80 bytes, four do not.
    const page = fit(rows(5), 5, 80);
    expect(keysOf(page.lines)).toEqual(['k0000', 'k0001', 'k0002']);
    expect(page.after).toBe('k0002');
    // A short read cut by the budget is not the export's end either.
    expect(fit(rows(4), 5, 80).after).toBe('k0002');
  });

  it('gives one line even when it alone is over the budget, so an export always moves on', () => {
    expect(fit(rows(2, 200), 2, 100)).toEqual({ lines: lineOf(rows(1, 200)[0]), after: 'k0000' });
  });

  it('keeps a page of the longest rows a business writes well under NATS’ 1 MiB message limit, quotes and all', () => {
    const long = rows(2_000, 1_000).map((row) => ({ ...row, name: `"${row.name.slice(2)}"` }));
    const pages: string[][] = [];
    for (let start = 0; start < long.length; ) {
      const page = fit(long.slice(start, start + 2_000), 2_000);
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(EXPORT_PAGE_BYTES + 100);
      pages.push(keysOf(page.lines));
      start += pages.at(-1)!.length;
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(long.map((row) => row.key));
  });
});
