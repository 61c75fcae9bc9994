import { describe, expect, it } from '@jest/globals';
import { presetRange } from './report-ranges';

describe('report range presets', () => {
  it('covers this month, last month, the quarter and the year through today', () => {
    expect(presetRange('this-month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('last-month', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('this-quarter', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-11-25' });
    expect(presetRange('this-year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('crosses into last year from January, and knows February of a leap year', () => {
    expect(presetRange('last-month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('last-month', '2024-03-05')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('this-quarter', '2027-01-10')).toEqual({ from: '2027-01-01', to: '2027-01-10' });
  });
});
