import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type CatalogKey, type LocationReport } from '@gv/proto';
import { figureLabelNow } from '../../../lib/glossary';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table } from '../../../components/ui/table';
import { useDocumentMeta } from '../../../lib/document-meta';
import { reportsActions, selectReports } from '../reports-slice';
import { ExportButtons, LOCATIONS_EXPORTS } from './export-buttons';
import { settlementCase, settlementRows, transferSentences } from './location-settlement-lines';
import { locationsReportMessages } from './locations-report.messages';
import { useMessages, type Translate } from '../../../lib/i18n';
import { ReportRangeControls, useRangeChoice } from './report-range-controls';
import { ReportsView } from './reports-tabs';
import './reports.css';
import { useMoney } from '../../../lib/currency';

/** Each location's figures under their glossary labels (decision 0074). */
function byLocation(t: Translate<CatalogKey<typeof locationsReportMessages>>) {
  return [
    [figureLabelNow('faceValueSold'), 'sold'],
    [figureLabelNow('redeemed'), 'redeemed'],
    [t('outstandingSoldHere', { outstanding: figureLabelNow('outstanding') }), 'outstandingSoldHere'],
  ] as const satisfies readonly (readonly [string, keyof LocationReport['locations'][number]])[];
}
const BETWEEN = [
  ['paid', 'paid'],
  ['bonus', 'bonus'],
  ['total', 'amount'],
] as const satisfies readonly (readonly [CatalogKey<typeof locationsReportMessages>, keyof LocationReport['settlement'][number]])[];

/**
 * Admin /reports/locations: over a range, what each location sold and redeemed, the value of cards sold at one
 * location and redeemed at another, and the transfers of paid value that settle it.
 */
export function LocationsReportPage() {
  const t = useMessages(locationsReportMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const [choice, setChoice] = useRangeChoice();
  const { from, to, testData } = choice;
  const dispatch = useDispatch();
  const { data: report, error } = useSelector(selectReports).locations;

  useEffect(() => {
    dispatch(reportsActions.loadLocations({ from, to, testData, locationId: '' }));
  }, [dispatch, from, to, testData]);

  return (
    <ReportsView id="locations" title={t('title')}>
      <p className="reports__lead reports__intro">{t('intro')}</p>
      <ReportRangeControls choice={choice} onChange={setChoice} />
      <ExportButtons exports={LOCATIONS_EXPORTS} range={{ from, to, testData, locationId: '' }} />
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!error && !report && <LocationsLoading />}
      {report && <LocationsReport report={report} />}
    </ReportsView>
  );
}

function LocationsReport({ report }: { report: LocationReport }) {
  const money = useMoney();
  const t = useMessages(locationsReportMessages);
  const shown = settlementCase(report);
  const BY_LOCATION = byLocation(t);
  if (shown === 'one-location')
    return (
      <article className="reports__card" aria-label={t('settlementLabel')}>
        <p className="muted">{t('oneLocation')}</p>
      </article>
    );
  const transfers = transferSentences(report, money);
  return (
    <div className="reports__grid">
      <article className="reports__card reports__card--wide" aria-labelledby="by-location-title">
        <h2 id="by-location-title">{t('byLocation')}</h2>
        <Table columns={[t('columnLocation'), ...BY_LOCATION.map(([label]) => label)]} className="reports__table reports__table--stacked">
          {report.locations.map((location) => (
            <tr key={location.locationId}>
              <th scope="row">{location.name}</th>
              <AmountCells amounts={BY_LOCATION.map(([label, field]) => [label, location[field]])} />
            </tr>
          ))}
        </Table>
      </article>

      <article className="reports__card reports__card--wide" aria-labelledby="between-title">
        <h2 id="between-title">{t('betweenLocations')}</h2>
        {shown === 'nothing-between' ? (
          <p className="muted">{t('nothingBetween')}</p>
        ) : (
          <Table
            columns={[t('soldAt'), t('redeemedAt'), ...BETWEEN.map(([label]) => t(label))]}
            className="reports__table reports__table--stacked reports__table--between"
          >
            {settlementRows(report).map((pair) => (
              <tr key={pair.key}>
                <th scope="row" data-label={t('soldAt')}>
                  {pair.soldAt}
                </th>
                <td className="reports__place" data-label={t('redeemedAt')}>
                  {pair.redeemedAt}
                </td>
                <AmountCells amounts={BETWEEN.map(([label, field]) => [t(label), pair[field]])} />
              </tr>
            ))}
          </Table>
        )}
      </article>

      {shown === 'between' && (
        <article className="reports__card reports__card--wide" aria-labelledby="transfers-title">
          <h2 id="transfers-title">{t('whoOwesWhom')}</h2>
          {transfers.length === 0 ? (
            <p className="muted">{t('nothingOwed')}</p>
          ) : (
            <ul className="reports__transfers">
              {transfers.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          )}
          <p className="reports__lead">{t('paidValueOnly')}</p>
        </article>
      )}
    </div>
  );
}

/** A row's amounts, each labelled for the phone's stacked rows. */
function AmountCells({ amounts }: { amounts: readonly (readonly [label: string, dollars: number])[] }) {
  const money = useMoney();
  return amounts.map(([label, dollars]) => (
    <td key={label} data-label={label}>
      {money.format(dollars)}
    </td>
  ));
}

function LocationsLoading() {
  return (
    <div className="reports__grid" aria-busy="true">
      {[120, 96].map((height) => (
        <div key={height} className="reports__card reports__card--wide">
          <Skeleton height={height} />
        </div>
      ))}
    </div>
  );
}
