import type { CatalogKey } from '@gv/proto';
import type { booksMessages } from './reports.messages';

/** The report's range presets, as calendar days (`YYYY-MM-DD`) of the business, both included. */
export type RangePreset = 'this-month' | 'last-month' | 'this-quarter' | 'this-year' | 'custom';

/** Each preset with the key of its label in the reports' catalog. */
export const PRESETS = [
  { id: 'this-month', label: 'presetThisMonth' },
  { id: 'last-month', label: 'presetLastMonth' },
  { id: 'this-quarter', label: 'presetQuarter' },
  { id: 'this-year', label: 'presetYear' },
  { id: 'custom', label: 'presetCustom' },
] as const satisfies readonly { id: RangePreset; label: CatalogKey<typeof booksMessages> }[];

const day = (year: number, monthIndex: number, date: number) => new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);

/** The range a preset names around `today` (a `YYYY-MM-DD`): from its first day through today, or all of last month. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthIndex = month - 1;
  switch (preset) {
    case 'this-month':
      return { from: day(year, monthIndex, 1), to: today };
    case 'last-month':
      return { from: day(year, monthIndex - 1, 1), to: day(year, monthIndex, 0) };
    case 'this-quarter':
      return { from: day(year, monthIndex - (monthIndex % 3), 1), to: today };
    case 'this-year':
      return { from: day(year, 0, 1), to: today };
  }
}
