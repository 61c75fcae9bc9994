import { csvCell, csvLine } from './csv';

describe('CSV for spreadsheets', () => {
  it('writes amounts with the currency’s decimals, negative ones as numbers', () => {
    expect(csvLine([12.5, -7, 0, 'Dinner'])).toBe('12.50,-7.00,0.00,Dinner\r\n');
    expect(csvLine([1200, 'Lunch'], 'JPY')).toBe('1200,Lunch\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\t=1', 'plain'].map((text) => csvCell(text))).toEqual([
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
});
