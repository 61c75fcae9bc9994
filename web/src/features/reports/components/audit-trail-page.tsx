import { ListState } from '../../../components/ui/list-state';
import { FilterFields } from '../../../components/ui/filter-fields';
import { TableHead } from '../../../components/ui/table';
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
import { actorName, auditActionLabel, detailPhrases, holder, shortCardId } from './audit-labels';
import { auditTrailMessages } from './audit-trail.messages';
import { useMessages } from '../../../lib/i18n';
import { ReportsView } from './reports-tabs';
import { TestDataToggle } from './test-data-toggle';
import './reports.css';
import { useMoney } from '../../../lib/currency';

/** A cell with nothing to say. */
const NONE = '–';

const NO_FILTERS: AuditFilters = { person: '', action: '', from: '', to: '' };

/** Admin /reports/audit: who did what and when in the business, newest first, filtered by person, action and days. */
export function AuditTrailPage() {
  const t = useMessages(auditTrailMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const live = useSelector(selectUser)?.testMode === false;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [showTestData, setShowTestData] = useState(false);
  const dispatch = useDispatch();
  const { page, entries, loadingMore, error } = useSelector(selectReports).audit;

  useEffect(() => {
    dispatch(reportsActions.loadAudit({ filters, testData: showTestData }));
  }, [dispatch, filters, showTestData]);

  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <ReportsView id="audit" title={t('title')} badge={page?.testData && <TestDataBadge />}>
      <p className="reports__lead audit__lead">{t('lead')}</p>
      <form className="audit__filters" aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
        <FilterFields
          value={filters}
          onChange={setFilters}
          selects={[
            {
              field: 'person',
              label: t('person'),
              anyLabel: t('everyone'),
              choices: (page?.people ?? []).map((person) => ({
                id: person.id,
                label: person.name ? t('personChoice', { name: person.name, email: person.email }) : person.email,
              })),
            },
            {
              field: 'action',
              label: t('action'),
              anyLabel: t('allActions'),
              choices: (page?.actions ?? []).map((action) => ({ id: action, label: auditActionLabel(action) })),
            },
          ]}
          none={NO_FILTERS}
          clearLabel={t('clearFilters')}
          fieldClassName="audit__filter"
          clearClassName="audit__clear"
        />
        <TestDataToggle live={live} checked={showTestData} onChange={setShowTestData} />
      </form>
      <ListState items={page && entries} error={error} loading={t('loading')} empty={filtered ? t('noMatch') : t('empty')}>
        {(shown) => <AuditTable entries={shown} />}
      </ListState>
      {page?.nextCursor && (
        <ShowMoreButton count={50} loading={loadingMore} className="audit__more" onClick={() => dispatch(reportsActions.loadMoreAudit())} />
      )}
    </ReportsView>
  );
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const money = useMoney();
  const t = useMessages(auditTrailMessages);
  const dates = useBusinessDates();
  return (
    <table className="list-table list-table--boxed audit__table">
      <caption className="sr-only">{t('caption')}</caption>
      <TableHead columns={[t('when'), t('who'), t('action'), t('subject'), t('details')]} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t('when')} className="audit__when">
              <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
            </td>
            <td data-label={t('who')}>
              {actorName(entry)}
              {entry.person?.name && entry.person.email && <span className="audit__muted">{entry.person.email}</span>}
            </td>
            <td data-label={t('action')}>{auditActionLabel(entry.action)}</td>
            <td data-label={t('subject')}>
              {entry.subject || NONE}
              {entry.details.cardId && <span className="audit__muted audit__card">{shortCardId(entry.details.cardId)}</span>}
            </td>
            <td data-label={t('details')}>
              {detailPhrases(entry, money).join(' · ') || (!holder(entry) && NONE)}
              {holder(entry) && <span className="audit__muted">{t('holder', { holder: holder(entry) })}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
