import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { AuditEntry, AuditTrailPage } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TestDataBadge } from '../../../components/ui/test-mode';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDateTime } from '../../../lib/format-date';
import { selectUser } from '../../../lib/session';
import { reportsApi, type AuditFilters } from '../api/reports-api';
import { actorName, AUDIT_ACTION_LABELS, detailPhrases, holder, shortCardId } from './audit-labels';
import { ReportsTabs } from './reports-tabs';
import './reports.css';

const NO_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** Admin /reports/audit: who did what and when in the business, newest first, filtered by person, action and days. */
export function AuditTrailPage() {
  useDocumentMeta({ title: 'Audit trail | Giftcard Vault' });
  const live = useSelector(selectUser)?.testMode === false;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [showTestData, setShowTestData] = useState(false);
  const [page, setPage] = useState<AuditTrailPage | null>(null);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setPage(null);
    setError(null);
    reportsApi.audit(filters, showTestData, null).then(
      (first) => current && (setPage(first), setEntries(first.entries)),
      (failure: Error) => current && setError(failure.message || 'The audit trail could not be loaded. Please try again.'),
    );
    return () => {
      current = false;
    };
  }, [filters, showTestData]);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await reportsApi.audit(filters, showTestData, page.nextCursor);
      setEntries((shown) => [...shown, ...next.entries]);
      setPage(next);
    } catch (failure) {
      setError((failure as Error).message || 'More entries could not be loaded. Please try again.');
    } finally {
      setLoadingMore(false);
    }
  };

  const change = (field: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setFilters((shown) => ({ ...shown, [field]: event.target.value }));
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <section className="reports" aria-labelledby="audit-title">
      <ReportsTabs />
      <header className="reports__head">
        <h1 id="audit-title">Audit trail</h1>
        {page?.testData && <TestDataBadge />}
      </header>
      <p className="reports__lead audit__lead">
        Who did what and when: sign-ins, settings, gift cards and every redemption, refund and change of a card.
      </p>
      <form className="audit__filters" aria-label="Filter the audit trail" onSubmit={(event) => event.preventDefault()}>
        <label className="audit__filter">
          Person
          <select className="select" value={filters.person} onChange={change('person')}>
            <option value="">Everyone</option>
            {page?.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name ? `${person.name} (${person.email})` : person.email}
              </option>
            ))}
          </select>
        </label>
        <label className="audit__filter">
          Action
          <select className="select" value={filters.action} onChange={change('action')}>
            <option value="">All actions</option>
            {(page?.actions ?? []).map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </label>
        <label className="audit__filter">
          From
          <input className="input" type="date" value={filters.from} max={filters.to || undefined} onChange={change('from')} />
        </label>
        <label className="audit__filter">
          To
          <input className="input" type="date" value={filters.to} min={filters.from || undefined} onChange={change('to')} />
        </label>
        {filtered && (
          <button type="button" className="btn btn--secondary audit__clear" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        )}
        {live && (
          <label className="reports__test-data">
            <input type="checkbox" checked={showTestData} onChange={(event) => setShowTestData(event.target.checked)} /> Show test data
          </label>
        )}
      </form>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!page && !error && <Spinner label="Loading the audit trail" />}
      {page && entries.length === 0 && (
        <p className="muted">
          {filtered ? 'No entry matches these filters.' : 'Nothing recorded yet: sign-ins, changes and card actions appear here as they happen.'}
        </p>
      )}
      {page && entries.length > 0 && <AuditTable entries={entries} />}
      {page?.nextCursor && (
        <button type="button" className="btn btn--secondary audit__more" disabled={loadingMore} onClick={() => void loadMore()}>
          {loadingMore ? 'Loading…' : 'Show 50 more'}
        </button>
      )}
    </section>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="audit__table">
      <caption className="sr-only">Audit trail, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When" className="audit__when">
              <time dateTime={entry.at}>{formatInstantDateTime(entry.at)}</time>
            </td>
            <td data-label="Who">
              {actorName(entry)}
              {entry.person?.name && entry.person.email && <span className="audit__muted">{entry.person.email}</span>}
            </td>
            <td data-label="Action">{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td data-label="Subject">
              {entry.subject || '–'}
              {entry.details.cardId && <span className="audit__muted audit__card">{shortCardId(entry.details.cardId)}</span>}
            </td>
            <td data-label="Details">
              {detailPhrases(entry).join(' · ') || (!holder(entry) && '–')}
              {holder(entry) && <span className="audit__muted">Holder: {holder(entry)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
