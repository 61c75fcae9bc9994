import { csvCell, csvLine, csvOfPages } from './csv';

describe('CSV for spreadsheets', () => {
  it('writes amounts with two decimals, negative ones as numbers', () => {
    expect(csvLine([12.5, -7, 0, 'Dinner'])).toBe('12.50,-7.00,0.00,Dinner\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\t=1', 'plain'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\t=1",
      'plain',
    ]);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvLine(['Smith, Ann', 'say "hi"', 'two\nlines'])).toBe('"Smith, Ann","say ""hi""","two\nlines"\r\n');
  });

  it('streams the BOM and header once, then every page in order', async () => {
    const pages = { a: { header: ['x'], rows: [['2']], after: 'b' }, b: { header: ['x'], rows: [['3']], after: null } };
    const chunks: string[] = [];
    for await (const chunk of csvOfPages({ header: ['x'], rows: [['1']], after: 'a' }, async (after) => pages[after as 'a' | 'b'])) chunks.push(chunk);
    expect(chunks.join('')).toBe('\uFEFFx\r\n1\r\n2\r\n3\r\n');
  });
});
