import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
import { useState } from 'react';
import { AlertBanner } from './alert-banner';
import { Spinner } from './spinner';
import './csv-exports.css';

/** A CSV the server streams: its button's label, and where it is read from. */
export interface CsvExport {
  label: string;
  url: string;
  /** The file's name when the server names none. */
  fileName: string;
}

type ExportState = { status: 'idle' } | { status: 'running'; label: string; rows: number } | { status: 'failed'; message: string };

/**
 * Buttons downloading CSV exports: each read as it streams, counting rows (a large ledger takes a while), then saved
 * under the server's file name.
 */
export function CsvExports({ exports, heading }: { exports: readonly CsvExport[]; heading?: string }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const t = useMessages(noticesMessages);

  const download = async ({ label, url, fileName }: CsvExport) => {
    setState({ status: 'running', label, rows: 0 });
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok || !response.body)
        throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? t('exportFailed'));
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let rows = 0;
      for (const reader = response.body.getReader(); ;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        rows += value.reduce((lines, byte) => (byte === 10 ? lines + 1 : lines), 0);
        setState({ status: 'running', label, rows: Math.max(0, rows - 1) });
      }
      save(new Blob(chunks, { type: 'text/csv' }), /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fileName);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="csv-exports">
      <span className="csv-exports__label">{heading ?? t('exportHeading')}</span>
      {exports.map((entry) => (
        <button
          key={entry.label}
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={state.status === 'running'}
          onClick={() => void download(entry)}
        >
          {entry.label}
        </button>
      ))}
      {state.status === 'running' && (
        <span className="csv-exports__progress" role="status">
          <Spinner /> {t('exporting', { label: state.label.toLowerCase(), rows: state.rows })}
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
