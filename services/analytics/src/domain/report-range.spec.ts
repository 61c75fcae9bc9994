import { parseReportRange } from './report-range';

describe('a report range', () => {
  it('takes two real days in order, both included', () => {
    expect(parseReportRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(parseReportRange({ from: '2024-02-29', to: '2024-02-29' })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it.each([
    [{ from: '2026-11-31', to: '2026-12-01' }, 'Enter a date range as YYYY-MM-DD, from on or before to.'],
    [{ from: '2026-12-02', to: '2026-12-01' }, 'Enter a date range as YYYY-MM-DD, from on or before to.'],
    [{ from: '11/01/2026', to: '2026-12-01' }, 'Enter a date range as YYYY-MM-DD, from on or before to.'],
    [{ to: '2026-12-01' }, 'Enter a date range as YYYY-MM-DD, from on or before to.'],
    [{ from: '2010-01-01', to: '2026-12-01' }, 'A report covers at most 10 years.'],
  ])('refuses %j', (range, message) => {
    expect(() => parseReportRange(range)).toThrow(message);
  });
});
