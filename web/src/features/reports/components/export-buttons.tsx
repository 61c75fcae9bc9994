import type { ExportKind } from '@gv/proto';
import { CsvExports } from '../../../components/ui/csv-exports';

const EXPORTS: readonly { kind: ExportKind; label: string }[] = [
  { kind: 'liability', label: 'Liability statement' },
  { kind: 'ledger', label: 'Ledger' },
  { kind: 'orders', label: 'Orders' },
  { kind: 'customers', label: 'Customers' },
];

/** The report's CSV exports for the range (customers: those last active in it). */
export function ExportButtons({ from, to, testData }: { from: string; to: string; testData: boolean }) {
  const query = new URLSearchParams({ from, to, ...(testData ? { testData: 'true' } : {}) });
  const exports = EXPORTS.map(({ kind, label }) => ({ label, url: `/api/v1/admin/reports/export/${kind}.csv?${query}`, fileName: `${kind}.csv` }));
  return <CsvExports exports={exports} />;
}
