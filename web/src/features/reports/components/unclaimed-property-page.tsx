import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type UnclaimedStateLine } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { CsvExports } from '../../../components/ui/csv-exports';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatCalendarDate } from '../../../lib/format-date';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { reportsActions, selectReports } from '../reports-slice';
import { ReportPeriod } from './report-period';
import { useReportPeriod } from './use-report-period';
import { ReportsView } from './reports-tabs';
import './reports.css';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { unclaimedPropertyMessages } from './unclaimed-property.messages';

const today = () => new Date().toISOString().slice(0, 10);
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Admin /reports/unclaimed (decision 0095): per state, the cards dormant on a day past the state's period and the paid
 * value its report carries, when it is due, the state's holder report to download, and marking it as filed (owner).
 */
export function UnclaimedPropertyPage() {
  const t = useMessages(unclaimedPropertyMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const [asOf, setAsOf] = useReportPeriod(today, WHOLE_DAY, reportsActions.loadUnclaimed);
  const { data, error, actionError, filed } = useSelector(selectReports).unclaimed;

  return (
    <ReportsView id="unclaimed" title={t('title')}>
      <ReportPeriod intro={t('intro')} label={t('dormantOn')} type="date" value={asOf} onValue={setAsOf} error={error} actionError={actionError} />
      {filed && <AlertBanner tone="success">{filed}</AlertBanner>}
      {!error && !data && <Skeleton height={160} />}
      {data && data.states.length === 0 && <p className="reports__lead">{t('nothingDormant')}</p>}
      {data && data.states.length > 0 && (
        <div className="reports__grid">
          {data.states.map((line) => (
            <StateReport key={line.state} line={line} asOf={data.asOf} />
          ))}
        </div>
      )}
    </ReportsView>
  );
}

function StateReport({ line, asOf }: { line: UnclaimedStateLine; asOf: string }) {
  const money = useMoney();
  const t = useMessages(unclaimedPropertyMessages);
  const dispatch = useDispatch();
  const { filing } = useSelector(selectReports).unclaimed;
  const access = useSelector(selectAccess);
  const isOwner = access !== null && mayDo(access.role, 'fileUnclaimed');
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="reports__card" aria-labelledby={`unclaimed-${line.state}`}>
      <h2 id={`unclaimed-${line.state}`}>{line.name}</h2>
      <p className="reports__total">{money.format(line.amount)}</p>
      <dl className="reports__split">
        <dt>{t('dormantCards')}</dt>
        <dd>{line.cards}</dd>
        <dt>{t('reportDue')}</dt>
        <dd>{formatCalendarDate(line.dueOn)}</dd>
      </dl>
      <p className="reports__lead">{line.source}</p>
      <CsvExports
        heading={t('exportHeading')}
        exports={[
          {
            label: t('exportLabel', { state: line.state }),
            url: `/api/v1/admin/reports/unclaimed/holder-report?asOf=${asOf}&state=${line.state}`,
            fileName: `unclaimed-${line.state}-${asOf}.txt`,
          },
        ]}
      />
      {isOwner && !confirming && (
        <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)}>
          {t('markAsFiled')}
        </button>
      )}
      {isOwner && confirming && (
        <ConfirmStep
          sentence={t('markSentence', { state: line.name, amount: money.format(line.amount), cards: line.cards })}
          confirmLabel={t('markAsFiled')}
          danger
          busy={filing === line.state}
          onConfirm={() => dispatch(reportsActions.fileUnclaimed({ state: line.state, asOf }))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </article>
  );
}
