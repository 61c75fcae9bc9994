import { useState } from 'react';
import type { ExportKind } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';

const EXPORTS: readonly { kind: ExportKind; label: string }[] = [
  { kind: 'liability', label: 'Liability statement' },
  { kind: 'ledger', label: 'Ledger' },
  { kind: 'orders', label: 'Orders' },
];

type ExportState = { status: 'idle' } | { status: 'running'; kind: ExportKind; rows: number } | { status: 'failed'; message: string };

/**
 * The report's CSV exports for the range: read as they stream, counting rows (a large ledger takes a while), then
 * saved under the server's file name.
 */
export function ExportButtons({ from, to, testData }: { from: string; to: string; testData: boolean }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  const download = async (kind: ExportKind) => {
    setState({ status: 'running', kind, rows: 0 });
    try {
      const query = new URLSearchParams({ from, to, ...(testData ? { testData: 'true' } : {}) });
      const response = await fetch(`/api/v1/admin/reports/export/${kind}.csv?${query}`, { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? 'The export failed. Please try again.');
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let rows = 0;
      for (const reader = response.body.getReader(); ; ) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        rows += value.reduce((lines, byte) => (byte === 10 ? lines + 1 : lines), 0);
        setState({ status: 'running', kind, rows: Math.max(0, rows - 1) });
      }
      save(new Blob(chunks, { type: 'text/csv' }), /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="reports__exports">
      <span className="reports__exports-label">Export CSV:</span>
      {EXPORTS.map(({ kind, label }) => (
        <button key={kind} type="button" className="btn btn--secondary btn--sm" disabled={state.status === 'running'} onClick={() => void download(kind)}>
          {label}
        </button>
      ))}
      {state.status === 'running' && (
        <span className="reports__export-progress" role="status">
          <Spinner /> Exporting {EXPORTS.find((entry) => entry.kind === state.kind)!.label.toLowerCase()}… {state.rows.toLocaleString('en-US')} rows
        </span>
      )}
      {state.status === 'failed' && <AlertBanner tone="error">{state.message}</AlertBanner>}
    </div>
  );
}

/** Saves a file the page holds, as a download. */
function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
