import { NAUPA_LAYOUT, NAUPA_RECORD_LENGTH, type NaupaField } from './naupa-layout.js';
import type { DormantCardRow } from './unclaimed-repository.js';

/** A holder as the owner fills it in the month-end settings, for tests. */
export const HOLDER = {
  name: 'Corner Bakery LLC',
  taxId: '123456789',
  street: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  contactName: 'Ann Owner',
  contactPhone: '5185550100',
  contactEmail: 'owner@example.com',
};

/** Two cards quiet since 2021-11-27, $57.50 reported in all; Bo Li's card reports less than was paid for it. */
export const DORMANT_CARDS: readonly DormantCardRow[] = [
  { cardId: 'c2d4b1a0-0000-4000-8000-000000000001', owner: 'José Núñez', paidCents: 4_500, reportedCents: 4_500, quietSince: '2021-11-27', lastActiveOn: '2020-03-04' },
  { cardId: 'c2d4b1a0-0000-4000-8000-000000000002', owner: 'Bo Li', paidCents: 2_084, reportedCents: 1_250, quietSince: '2021-11-27', lastActiveOn: '2019-12-31' },
];

/** A record of a holder report read back by the published layout: its length, whether it is plain ASCII, its TR-CODE and fields. */
export interface NaupaRecord {
  length: number;
  printable: boolean;
  type: string;
  fields: Record<string, string>;
}

/** Reads a holder report back, each CR LF-ended line by the layout of its TR-CODE (none known: no fields). */
export function naupaRecords(content: string): { endsWithCrLf: boolean; records: NaupaRecord[] } {
  const layouts: Record<string, readonly NaupaField[]> = { '1': NAUPA_LAYOUT.holder, '2': NAUPA_LAYOUT.property, '9': NAUPA_LAYOUT.summary };
  const records = content
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => ({
      length: line.length,
      printable: /^[\x20-\x7E]*$/.test(line),
      type: line[0],
      fields: Object.fromEntries((layouts[line[0]] ?? []).map((field) => [field.name, line.slice(field.start - 1, field.start - 1 + field.length)])),
    }));
  return { endsWithCrLf: content.endsWith('\r\n'), records };
}

/** Whether every record is as long as the standard says, plain ASCII, of a known type, with its numeric fields all digits. */
export function naupaValid({ endsWithCrLf, records }: ReturnType<typeof naupaRecords>): boolean {
  const numeric = Object.values(NAUPA_LAYOUT).flat().filter((field) => field.numeric).map((field) => field.name);
  return (
    endsWithCrLf &&
    records.every((record) => record.length === NAUPA_RECORD_LENGTH && record.printable && Object.keys(record.fields).length > 0) &&
    records.every((record) => Object.entries(record.fields).every(([name, text]) => !numeric.includes(name) || /^\d+$/.test(text)))
  );
}
