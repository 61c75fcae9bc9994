import { DayRangeFields } from '../../../components/ui/day-range-fields';
import { ListState } from '../../../components/ui/list-state';
import { FilterSelect } from '../../../components/ui/filter-select';
import { TableHead, type Column } from '../../../components/ui/table';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuditEntry, AuditTrailPage } from '@gv/proto';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { TestDataBadge } from '../../../components/ui/test-mode';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { selectUser } from '../../../lib/session';
import type { AuditFilters } from '../api/reports-api';
import { reportsActions, selectReports } from '../reports-slice';
import { actorName, AUDIT_ACTION_LABELS, detailPhrases, holder, shortCardId } from './audit-labels';
import { ReportsTabs } from './reports-tabs';
import { TestDataToggle } from './test-data-toggle';
import './reports.css';
import { useMoney } from '../../../lib/currency';

const COLUMNS: readonly Column[] = ['When', 'Who', 'Action', 'Subject', 'Details'];

const NO_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** Admin /reports/audit: who did what and when in the business, newest first, filtered by person, action and days. */
export function AuditTrailPage() {
  useDocumentMeta({ title: 'Audit trail | Giftcard Vault' });
  const live = useSelector(selectUser)?.testMode === false;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [showTestData, setShowTestData] = useState(false);
  const dispatch = useDispatch();
  const { page, entries, loadingMore, error } = useSelector(selectReports).audit;

  useEffect(() => {
    dispatch(reportsActions.loadAudit({ filters, testData: showTestData }));
  }, [dispatch, filters, showTestData]);

  const change = (field: keyof AuditFilters) => (chosen: string) => setFilters((shown) => ({ ...shown, [field]: chosen }));
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
        <FilterSelect
          label="Person"
          anyLabel="Everyone"
          choices={(page?.people ?? []).map((person) => ({ id: person.id, label: person.name ? `${person.name} (${person.email})` : person.email }))}
          value={filters.person}
          onChange={change('person')}
          className="audit__filter"
        />
        <FilterSelect
          label="Action"
          anyLabel="All actions"
          choices={(page?.actions ?? []).map((action) => ({ id: action, label: AUDIT_ACTION_LABELS[action] }))}
          value={filters.action}
          onChange={change('action')}
          className="audit__filter"
        />
        <DayRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(field, day) => setFilters((shown) => ({ ...shown, [field]: day }))}
          className="audit__filter"
        />
        {filtered && (
          <button type="button" className="btn btn--secondary audit__clear" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        )}
        <TestDataToggle live={live} checked={showTestData} onChange={setShowTestData} />
      </form>
      <ListState
        items={page && entries}
        error={error}
        loading="Loading the audit trail"
        empty={filtered ? 'No entry matches these filters.' : 'Nothing recorded yet: sign-ins, changes and card actions appear here as they happen.'}
      >
        {(shown) => <AuditTable entries={shown} />}
      </ListState>
      {page?.nextCursor && (
        <ShowMoreButton count={50} loading={loadingMore} className="audit__more" onClick={() => dispatch(reportsActions.loadMoreAudit())} />
      )}
    </section>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const money = useMoney();
  const dates = useBusinessDates();
  return (
    <table className="list-table list-table--boxed audit__table">
      <caption className="sr-only">Audit trail, newest first</caption>
      <TableHead columns={COLUMNS} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When" className="audit__when">
              <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
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
              {detailPhrases(entry, money).join(' · ') || (!holder(entry) && '–')}
              {holder(entry) && <span className="audit__muted">Holder: {holder(entry)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
