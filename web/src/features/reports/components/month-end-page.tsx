import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MAX_BREAKAGE_RATE_PERCENT, type BreakageReport, type MonthEndSettings } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BusyButton } from '../../../components/ui/busy-button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { CsvExports } from '../../../components/ui/csv-exports';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { reportsActions, selectReports } from '../reports-slice';
import { HolderForm } from './holder-form';
import { JournalAccountsForm } from './journal-accounts-form';
import { ReportsTabs } from './reports-tabs';
import './reports.css';
import { useBusinessDates } from '../../../lib/format-date';
import { useMoney } from '../../../lib/currency';

const SOURCES: Record<BreakageReport['source'], string> = {
  history: 'Estimated from your cards sold 24 or more months ago',
  owner: 'Your own rate: too few cards are 24 months old to estimate it yet',
  none: 'No rate yet: set one until your history is long enough, or no breakage is recognised',
};

/** The month before the current one, `YYYY-MM`: the month an accountant closes. */
function previousMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * Admin /reports/month-end: the month's breakage under ASC 606 with where its rate comes from, the owner's rate, the
 * journal entry for QuickBooks or Xero, and closing the month.
 */
export function MonthEndPage() {
  useDocumentMeta({ title: 'Month-end | Giftcard Vault' });
  const [month, setMonth] = useState(previousMonth);
  const dispatch = useDispatch();
  const { data, error, busy, actionError } = useSelector(selectReports).monthEnd;
  const access = useSelector(selectAccess);
  const isOwner = access !== null && mayDo(access.role, 'closeMonth');

  useEffect(() => {
    if (/^\d{4}-\d{2}$/.test(month)) dispatch(reportsActions.loadMonthEnd(month));
  }, [dispatch, month]);

  return (
    <section className="reports" aria-labelledby="month-end-title">
      <ReportsTabs />
      <header className="reports__head">
        <h1 id="month-end-title">Month-end</h1>
      </header>
      <p className="reports__lead reports__intro">
        Breakage recognised as ASC 606 requires, the month’s journal for your ledger, and closing the month.
      </p>
      <TextField label="Month" type="month" className="month-end__month" value={month} onValue={setMonth} />
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {actionError && <AlertBanner tone="error">{actionError}</AlertBanner>}
      {!error && !data && <Skeleton height={160} />}
      {data && (
        <div className="reports__grid">
          <Breakage report={data.breakage} />
          <article className="reports__card" aria-labelledby="rate-title">
            <h2 id="rate-title">Breakage rate</h2>
            <p className="reports__total">{data.breakage.ratePercent}%</p>
            <p className="reports__lead">{SOURCES[data.breakage.source]}</p>
            {isOwner && (
              <RateForm key={String(data.settings.breakageRatePercent)} settings={data.settings} busy={busy === 'settings'} month={month} />
            )}
          </article>
          <article className="reports__card" aria-labelledby="journal-title">
            <h2 id="journal-title">Journal entry</h2>
            <p className="reports__lead">The month’s sales, redemptions, refunds, bonus value and breakage as one balanced entry.</p>
            <CsvExports
              exports={[
                {
                  label: 'QuickBooks',
                  url: `/api/v1/admin/reports/journal.csv?month=${month}&format=quickbooks`,
                  fileName: `journal-${month}-quickbooks.csv`,
                },
                { label: 'Xero', url: `/api/v1/admin/reports/journal.csv?month=${month}&format=xero`, fileName: `journal-${month}-xero.csv` },
              ]}
            />
          </article>
          <Close report={data.breakage} isOwner={isOwner} busy={busy === 'close'} />
          {isOwner && (
            <JournalAccountsForm key={JSON.stringify(data.settings.accounts)} settings={data.settings} busy={busy === 'settings'} month={month} />
          )}
          {isOwner && <HolderForm key={JSON.stringify(data.settings.holder)} settings={data.settings} busy={busy === 'settings'} month={month} />}
        </div>
      )}
    </section>
  );
}

function Breakage({ report }: { report: BreakageReport }) {
  const money = useMoney();
  const rows: [string, number][] = [
    ['Paid value redeemed', report.redeemedPaid],
    ['Recognised this month', report.recognised],
    ['Recognised to date', report.recognisedToDate],
    ['Expected breakage', report.expected],
    ['Remaining expected', report.remainingExpected],
    ['Owed on cards (liability statement)', report.outstanding],
    ['Liability in the books after breakage', report.bookedLiability],
  ];
  return (
    <article className="reports__card" aria-labelledby="breakage-title">
      <h2 id="breakage-title">Breakage (ASC 606)</h2>
      <p className="reports__lead">
        Recognised in proportion to paid value redeemed: redeemed × rate ÷ (1 − rate), never beyond the expected breakage.
      </p>
      <table className="reports__table">
        <tbody>
          {rows.map(([label, dollars]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{money.format(dollars)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.correction && <p className="reports__lead">{report.correction}</p>}
    </article>
  );
}

function RateForm({ settings, busy, month }: { settings: MonthEndSettings; busy: boolean; month: string }) {
  const dispatch = useDispatch();
  const [rate, setRate] = useState(settings.breakageRatePercent === null ? '' : String(settings.breakageRatePercent));
  return (
    <form
      className="month-end__rate"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(
          reportsActions.saveMonthEndSettings({ month, settings: { ...settings, breakageRatePercent: rate.trim() === '' ? null : rate.trim() } }),
        );
      }}
    >
      <TextField
        label="Your breakage rate"
        optional
        hint={`Used while your history is too short; 0 to ${MAX_BREAKAGE_RATE_PERCENT}%.`}
        inputMode="decimal"
        endText="%"
        className="month-end__rate-input"
        value={rate}
        onValue={setRate}
      />
      <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
        Save rate
      </BusyButton>
    </form>
  );
}

function Close({ report, isOwner, busy }: { report: BreakageReport; isOwner: boolean; busy: boolean }) {
  const dispatch = useDispatch();
  const dates = useBusinessDates();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="reports__card" aria-labelledby="close-title">
      <h2 id="close-title">Close the month</h2>
      {report.closed ? (
        <p className="reports__lead month-end__closed">
          Closed on {dates.date(report.closed.closedAt)} by {report.closed.closedBy}. Its figures are locked; later changes count in the next month.
        </p>
      ) : (
        <>
          <p className="reports__lead">Locks this month’s breakage and journal. A change that arrives later counts in the next month, with a note.</p>
          {isOwner && !confirming && (
            <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)}>
              Close {report.month}
            </button>
          )}
          {isOwner && confirming && (
            <ConfirmStep
              sentence={`Close ${report.month}? Its figures can no longer change.`}
              confirmLabel="Close month"
              busy={busy}
              onConfirm={() => dispatch(reportsActions.closeMonth(report.month))}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </article>
  );
}
