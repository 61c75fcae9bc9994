import type { ExportKind } from '@gv/proto';
import { CsvExports } from '../../../components/ui/csv-exports';
import { rangeQuery, type ReportRange } from '../api/reports-api';

type ReportExport = { kind: ExportKind; label: string };

/** The Books tab's exports. */
export const BOOKS_EXPORTS: readonly ReportExport[] = [
  { kind: 'liability', label: 'Liability statement' },
  { kind: 'ledger', label: 'Ledger' },
  { kind: 'orders', label: 'Orders' },
  { kind: 'customers', label: 'Customers' },
];

/** The Locations tab's export: each location's figures, what was sold at one and redeemed at another, and who owes whom. */
export const LOCATIONS_EXPORTS: readonly ReportExport[] = [{ kind: 'locations', label: 'Locations' }];

/** A report's CSV exports for the range (customers: those last active in it; the customers and locations exports are of every location). */
export function ExportButtons({ exports: kinds, range }: { exports: readonly ReportExport[]; range: ReportRange }) {
  const query = new URLSearchParams(rangeQuery(range));
  const exports = kinds.map(({ kind, label }) => ({ label, url: `/api/v1/admin/reports/export/${kind}.csv?${query}`, fileName: `${kind}.csv` }));
  return <CsvExports exports={exports} />;
}
