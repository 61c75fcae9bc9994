import type { CatalogKey, ExportKind } from '@gv/proto';
import { CsvExports } from '../../../components/ui/csv-exports';
import { rangeQuery, type ReportRange } from '../api/reports-api';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

type ReportExport = { kind: ExportKind; label: CatalogKey<typeof booksMessages> };

/** The Books tab's exports. */
export const BOOKS_EXPORTS: readonly ReportExport[] = [
  { kind: 'liability', label: 'exportLiability' },
  { kind: 'ledger', label: 'exportLedger' },
  { kind: 'orders', label: 'exportOrders' },
  { kind: 'customers', label: 'exportCustomers' },
];

/** The Locations tab's export: each location's figures, what was sold at one and redeemed at another, and who owes whom. */
export const LOCATIONS_EXPORTS: readonly ReportExport[] = [{ kind: 'locations', label: 'exportLocations' }];

/** A report's CSV exports for the range (customers: those last active in it; the customers and locations exports are of every location). */
export function ExportButtons({ exports: kinds, range }: { exports: readonly ReportExport[]; range: ReportRange }) {
  const t = useMessages(booksMessages);
  const query = new URLSearchParams(rangeQuery(range));
  const exports = kinds.map(({ kind, label }) => ({
    label: t(label),
    url: `/api/v1/admin/reports/export/${kind}.csv?${query}`,
    fileName: `${kind}.csv`,
  }));
  return <CsvExports exports={exports} />;
}
