import { EXPORT_PAGE_BYTES, fitExportPage } from './export-page-fit';

interface Row {
  key: string;
  name: string;
}

const rows = (count: number, nameLength = 10): Row[] => Array.from({ length: count }, (_, i) => ({ key: `k${String(i).padStart(4, '0')}`, name: 'n'.repeat(nameLength) }));
const fit = (read: Row[], limit: number, maxBytes?: number) => fitExportPage(read, limit, (row) => [row.key, row.name, 50], (row) => row.key, maxBytes);

describe('export pages that fit in one message', () => {
  it('gives every row read that fits, and a cursor after the last one only when the read was full', () => {
    expect(fit(rows(3), 5)).toEqual({ rows: [['k0000', 'nnnnnnnnnn', 50], ['k0001', 'nnnnnnnnnn', 50], ['k0002', 'nnnnnnnnnn', 50]], after: null });
    expect(fit(rows(5), 5)).toMatchObject({ after: 'k0004' });
    expect(fit([], 5)).toEqual({ rows: [], after: null });
  });

  it('stops before the line that would pass the byte budget and goes on after the last line given', () => {
    // Each line is ["k0000","nnnnnnnnnn",50] (29 bytes) and a separator: three fit in 90 bytes, four do not.
    const page = fit(rows(5), 5, 90);
    expect(page.rows.map(([key]) => key)).toEqual(['k0000', 'k0001', 'k0002']);
    expect(page.after).toBe('k0002');
    // A short read cut by the budget is not the export's end either.
    expect(fit(rows(4), 5, 90).after).toBe('k0002');
  });

  it('gives one line even when it alone is over the budget, so an export always moves on', () => {
    expect(fit(rows(2, 200), 2, 100)).toEqual({ rows: [['k0000', 'n'.repeat(200), 50]], after: 'k0000' });
  });

  it('keeps a page of the longest rows a business writes well under NATS’ 1 MiB message limit', () => {
    const long = rows(2_000, 1_000);
    const pages: string[][] = [];
    for (let start = 0; start < long.length; ) {
      const page = fit(long.slice(start, start + 2_000), 2_000);
      expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThanOrEqual(EXPORT_PAGE_BYTES + 100);
      pages.push(page.rows.map(([key]) => String(key)));
      start += page.rows.length;
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(long.map((row) => row.key));
  });
});
