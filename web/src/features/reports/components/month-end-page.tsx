import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { giftCardLaw, DEFAULT_JURISDICTION, MAX_BREAKAGE_RATE_PERCENT, type BreakageReport, type CatalogKey, type MonthEndSettings } from '@gv/proto';
import { BusyButton } from '../../../components/ui/busy-button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { CsvExports } from '../../../components/ui/csv-exports';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { selectAccess, selectUser } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { reportsActions, selectReports } from '../reports-slice';
import { HolderForm } from './holder-form';
import { JournalAccountsForm } from './journal-accounts-form';
import { ReportPeriod } from './report-period';
import { useReportPeriod } from './use-report-period';
import { ReportsView } from './reports-tabs';
import { VoucherVatPanel } from './voucher-vat-panel';
import './reports.css';
import { useBusinessDates } from '../../../lib/format-date';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { monthEndMessages } from './month-end.messages';

const SOURCES = {
  history: 'sourceHistory',
  owner: 'sourceOwner',
  none: 'sourceNone',
} as const satisfies Record<BreakageReport['source'], CatalogKey<typeof monthEndMessages>>;

const WHOLE_MONTH = /^\d{4}-\d{2}$/;

/** The month before the current one, `YYYY-MM`: the month an accountant closes. */
function previousMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * Admin /reports/month-end: the month's breakage under ASC 606 with where its rate comes from, the owner's rate, the
 * journal entry for QuickBooks or Xero, and closing the month; where the business's law applies the EU voucher rules,
 * when the VAT on the month's card value is due.
 */
export function MonthEndPage() {
  const t = useMessages(monthEndMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const [month, setMonth] = useReportPeriod(previousMonth, WHOLE_MONTH, reportsActions.loadMonthEnd);
  const { data, error, busy, actionError } = useSelector(selectReports).monthEnd;
  const access = useSelector(selectAccess);
  const isOwner = access !== null && mayDo(access.role, 'closeMonth');
  const voucherVat = giftCardLaw(useSelector(selectUser)?.jurisdiction ?? DEFAULT_JURISDICTION)?.voucherVat ?? false;

  return (
    <ReportsView id="month-end" title={t('title')}>
      <ReportPeriod intro={t('intro')} label={t('month')} type="month" value={month} onValue={setMonth} error={error} actionError={actionError} />
      {!error && !data && <Skeleton height={160} />}
      {data && (
        <div className="reports__grid">
          <Breakage report={data.breakage} />
          {voucherVat && <VoucherVatPanel vat={data.breakage.vat} />}
          <article className="reports__card" aria-labelledby="rate-title">
            <h2 id="rate-title">{t('rateTitle')}</h2>
            <p className="reports__total">{t('percent', { rate: data.breakage.ratePercent })}</p>
            <p className="reports__lead">{t(SOURCES[data.breakage.source])}</p>
            {isOwner && (
              <RateForm key={String(data.settings.breakageRatePercent)} settings={data.settings} busy={busy === 'settings'} month={month} />
            )}
          </article>
          <article className="reports__card" aria-labelledby="journal-title">
            <h2 id="journal-title">{t('journalTitle')}</h2>
            <p className="reports__lead">{t('journalLead')}</p>
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
    </ReportsView>
  );
}

function Breakage({ report }: { report: BreakageReport }) {
  const money = useMoney();
  const t = useMessages(monthEndMessages);
  const rows: [string, number][] = [
    [t('paidValueRedeemed'), report.redeemedPaid],
    [t('recognisedThisMonth'), report.recognised],
    [t('recognisedToDate'), report.recognisedToDate],
    [t('expectedBreakage'), report.expected],
    [t('remainingExpected'), report.remainingExpected],
    [t('owedOnCards'), report.outstanding],
    [t('bookedLiability'), report.bookedLiability],
  ];
  return (
    <article className="reports__card" aria-labelledby="breakage-title">
      <h2 id="breakage-title">{t('breakageTitle')}</h2>
      <p className="reports__lead">{t('breakageLead')}</p>
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
  const t = useMessages(monthEndMessages);
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
        label={t('yourRate')}
        optional
        hint={t('rateHint', { max: MAX_BREAKAGE_RATE_PERCENT })}
        inputMode="decimal"
        endText="%"
        className="month-end__rate-input"
        value={rate}
        onValue={setRate}
      />
      <BusyButton type="submit" className="btn btn--secondary" busy={busy}>
        {t('saveRate')}
      </BusyButton>
    </form>
  );
}

function Close({ report, isOwner, busy }: { report: BreakageReport; isOwner: boolean; busy: boolean }) {
  const dispatch = useDispatch();
  const t = useMessages(monthEndMessages);
  const dates = useBusinessDates();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="reports__card" aria-labelledby="close-title">
      <h2 id="close-title">{t('closeTitle')}</h2>
      {report.closed ? (
        <p className="reports__lead month-end__closed">
          {t('closedOn', { day: dates.date(report.closed.closedAt), person: report.closed.closedBy })}
        </p>
      ) : (
        <>
          <p className="reports__lead">{t('closeLead')}</p>
          {isOwner && !confirming && (
            <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)}>
              {t('closeMonthOf', { month: report.month })}
            </button>
          )}
          {isOwner && confirming && (
            <ConfirmStep
              sentence={t('closeSentence', { month: report.month })}
              confirmLabel={t('closeMonth')}
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
