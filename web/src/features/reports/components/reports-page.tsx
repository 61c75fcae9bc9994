import { MoneyCell, Table } from '../../../components/ui/table';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type FigureKey, type LiabilityReport } from '@gv/proto';
import { figureLabelNow, figureDefinitionNow } from '../../../lib/glossary';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { TestDataBadge } from '../../../components/ui/test-mode';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatCalendarDate } from '../../../lib/format-date';
import { reportsActions, selectReports } from '../reports-slice';
import { BOOKS_EXPORTS, ExportButtons } from './export-buttons';
import { ReportRangeControls, useRangeChoice } from './report-range-controls';
import { ReportsView } from './reports-tabs';
import { SalesActivitySection } from './sales-activity-section';
import './reports.css';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

/**
 * Admin /reports: what the business owes on its cards at the end of a range (paid and bonus value, by card type),
 * the movement that explains it, to the cent, and breakage (value past its last day), apart.
 */
export function ReportsPage() {
  const t = useMessages(booksMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const [choice, setChoice] = useRangeChoice();
  const { from, to, testData, locationId } = choice;
  const range = useMemo(() => ({ from, to, testData, locationId }), [from, to, testData, locationId]);
  const dispatch = useDispatch();
  const { data: report, error } = useSelector(selectReports).liability;

  useEffect(() => {
    dispatch(reportsActions.loadLiability(range));
  }, [dispatch, range]);

  return (
    <ReportsView id="reports" title={t('title')} badge={report?.testData && <TestDataBadge />}>
      <ReportRangeControls choice={choice} onChange={setChoice} byLocation />
      <ExportButtons exports={BOOKS_EXPORTS} range={range} />
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!error && <Liability report={report} />}
      <SalesActivitySection range={range} />
    </ReportsView>
  );
}

/** The movement's lines between opening and closing, each a figure of the glossary (decision 0074). */
const MOVEMENT: readonly ['+' | '−', keyof LiabilityReport['movement'], FigureKey][] = [
  ['+', 'sold', 'faceValueSold'],
  ['+', 'issuedOutside', 'issuedOutside'],
  ['+', 'loaded', 'loaded'],
  ['+', 'credited', 'credited'],
  ['−', 'debited', 'debited'],
  ['−', 'redeemed', 'redeemed'],
  ['−', 'cashedOut', 'cashedOut'],
  ['−', 'refunded', 'refunded'],
  ['−', 'forfeited', 'forfeited'],
  ['−', 'expired', 'expired'],
  ['−', 'escheated', 'escheated'],
];

function Liability({ report }: { report: LiabilityReport | null }) {
  const money = useMoney();
  const t = useMessages(booksMessages);
  const shown = (value: number | undefined) => (value === undefined ? <Skeleton width={72} height={18} /> : money.format(value));
  const movement = report?.movement;
  return (
    <div className="reports__grid" aria-busy={report === null}>
      <article className="reports__card" aria-labelledby="liability-title">
        <h2 id="liability-title">{figureLabelNow('outstanding')}</h2>
        <p className="reports__lead">{report ? t('owedAtEnd', { day: formatCalendarDate(report.to) }) : t('owedAtEndOfRange')}</p>
        <p className="reports__total">{shown(report?.outstanding.total)}</p>
        <dl className="reports__split">
          <dt>{t('paidValue')}</dt>
          <dd>{shown(report?.outstanding.paid)}</dd>
          <dt>{t('bonusValue')}</dt>
          <dd>{shown(report?.outstanding.bonus)}</dd>
        </dl>
      </article>

      <article className="reports__card" aria-labelledby="movement-title">
        <h2 id="movement-title">{t('movement')}</h2>
        <table className="reports__table">
          <tbody>
            <tr>
              <th scope="row">{t('opening')}</th>
              <td className="money">{shown(movement?.opening)}</td>
            </tr>
            {MOVEMENT.map(([sign, line, figure]) => (
              <tr key={line}>
                <th scope="row" title={figureDefinitionNow(figure)}>
                  {sign} {figureLabelNow(figure)}
                </th>
                <td className="money">{shown(movement?.[line])}</td>
              </tr>
            ))}
            <tr className="reports__closing">
              <th scope="row">{t('closing')}</th>
              <td className="money">{shown(movement?.closing)}</td>
            </tr>
          </tbody>
        </table>
      </article>

      <article className="reports__card" aria-labelledby="breakage-title">
        <h2 id="breakage-title">{t('breakage')}</h2>
        <p className="reports__lead">{t('breakageLead')}</p>
        <p className="reports__total">{shown(report?.breakage.total)}</p>
      </article>

      <article className="reports__card reports__card--wide" aria-labelledby="by-card-title">
        <h2 id="by-card-title">{t('byCardType', { outstanding: figureLabelNow('outstanding') })}</h2>
        {report && report.byCard.length === 0 ? (
          <p className="muted">{t('nothingOwed')}</p>
        ) : (
          // On a phone each card type stands alone, its figures labelled: four columns of amounts do not fit.
          <Table
            columns={[t('columnCard'), t('columnPaid'), t('columnBonus'), t('columnTotal')]}
            className="reports__table reports__table--cards reports__table--stacked"
          >
            {report?.byCard.map((card) => (
              <tr key={card.giftCardId}>
                <th scope="row">{card.giftCardName}</th>
                <MoneyCell label={t('columnPaid')} dollars={card.paid} />
                <MoneyCell label={t('columnBonus')} dollars={card.bonus} />
                <MoneyCell label={t('columnTotal')} dollars={card.total} />
              </tr>
            ))}
          </Table>
        )}
      </article>
    </div>
  );
}
