import { useState } from 'react';
import { useSelector } from 'react-redux';
import { formatUsd, GLOSSARY, type FigureKey, type LiabilityReport } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import { TestDataBadge } from '../../../components/ui/test-mode';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useFetched } from '../../../lib/use-fetched';
import { formatCalendarDate } from '../../../lib/format-date';
import { selectUser } from '../../../lib/session';
import { reportsApi } from '../api/reports-api';
import { ExportButtons } from './export-buttons';
import { ReportsTabs } from './reports-tabs';
import { SalesActivitySection } from './sales-activity-section';
import { localToday, presetRange, PRESETS, type RangePreset } from './report-ranges';
import './reports.css';

/**
 * Admin /reports: what the business owes on its cards at the end of a range (paid and bonus value, by card type),
 * the movement that explains it, to the cent, and breakage (value past its last day), apart.
 */
export function ReportsPage() {
  useDocumentMeta({ title: 'Reports | Giftcard Vault' });
  const live = useSelector(selectUser)?.testMode === false;
  const [preset, setPreset] = useState<RangePreset>('this-month');
  const [range, setRange] = useState(() => presetRange('this-month', localToday()));
  const [showTestData, setShowTestData] = useState(false);
  const { data: report, error } = useFetched(() => reportsApi.liability(range.from, range.to, showTestData), [range, showTestData]);

  const choose = (id: RangePreset) => {
    setPreset(id);
    if (id !== 'custom') setRange(presetRange(id, localToday()));
  };

  return (
    <section className="reports" aria-labelledby="reports-title">
      <ReportsTabs />
      <header className="reports__head">
        <h1 id="reports-title">Reports</h1>
        {report?.testData && <TestDataBadge />}
      </header>
      <div className="reports__controls">
        <SegmentedToggle label="Range" options={PRESETS} value={preset} onChange={choose} />
        {preset === 'custom' && (
          <div className="reports__custom">
            <label>
              From{' '}
              <input
                className="input"
                type="date"
                value={range.from}
                max={range.to}
                onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })}
              />
            </label>
            <label>
              To{' '}
              <input
                className="input"
                type="date"
                value={range.to}
                min={range.from}
                onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
              />
            </label>
          </div>
        )}
        {live && (
          <label className="reports__test-data">
            <input type="checkbox" checked={showTestData} onChange={(event) => setShowTestData(event.target.checked)} /> Show test data
          </label>
        )}
      </div>
      <ExportButtons from={range.from} to={range.to} testData={showTestData} />
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!error && <Liability report={report} />}
      <SalesActivitySection from={range.from} to={range.to} testData={showTestData} />
    </section>
  );
}

/** The movement's lines between opening and closing, each a figure of the glossary (decision 0074). */
const MOVEMENT: readonly ['+' | '−', keyof LiabilityReport['movement'], FigureKey][] = [
  ['+', 'sold', 'faceValueSold'],
  ['+', 'issuedOutside', 'issuedOutside'],
  ['+', 'credited', 'credited'],
  ['−', 'debited', 'debited'],
  ['−', 'redeemed', 'redeemed'],
  ['−', 'cashedOut', 'cashedOut'],
  ['−', 'refunded', 'refunded'],
  ['−', 'forfeited', 'forfeited'],
  ['−', 'expired', 'expired'],
];

function Liability({ report }: { report: LiabilityReport | null }) {
  const money = (value: number | undefined) => (value === undefined ? <Skeleton width={72} height={18} /> : formatUsd(value));
  const movement = report?.movement;
  return (
    <div className="reports__grid" aria-busy={report === null}>
      <article className="reports__card" aria-labelledby="liability-title">
        <h2 id="liability-title">{GLOSSARY.outstanding.label}</h2>
        <p className="reports__lead">Owed on cards at the end of {report ? formatCalendarDate(report.to) : 'the range'}</p>
        <p className="reports__total">{money(report?.outstanding.total)}</p>
        <dl className="reports__split">
          <dt>Paid value</dt>
          <dd>{money(report?.outstanding.paid)}</dd>
          <dt>Bonus value</dt>
          <dd>{money(report?.outstanding.bonus)}</dd>
        </dl>
      </article>

      <article className="reports__card" aria-labelledby="movement-title">
        <h2 id="movement-title">Movement</h2>
        <table className="reports__table">
          <tbody>
            <tr>
              <th scope="row">Opening</th>
              <td>{money(movement?.opening)}</td>
            </tr>
            {MOVEMENT.map(([sign, line, figure]) => (
              <tr key={line}>
                <th scope="row" title={GLOSSARY[figure].definition}>
                  {sign} {GLOSSARY[figure].label}
                </th>
                <td>{money(movement?.[line])}</td>
              </tr>
            ))}
            <tr className="reports__closing">
              <th scope="row">= Closing</th>
              <td>{money(movement?.closing)}</td>
            </tr>
          </tbody>
        </table>
      </article>

      <article className="reports__card" aria-labelledby="breakage-title">
        <h2 id="breakage-title">Breakage</h2>
        <p className="reports__lead">Value past its last day under the card’s law, apart from the liability</p>
        <p className="reports__total">{money(report?.breakage.total)}</p>
      </article>

      <article className="reports__card reports__card--wide" aria-labelledby="by-card-title">
        <h2 id="by-card-title">{GLOSSARY.outstanding.label} by card type</h2>
        {report && report.byCard.length === 0 ? (
          <p className="muted">Nothing is owed on any card at the end of this range.</p>
        ) : (
          <table className="reports__table reports__table--cards">
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">Paid</th>
                <th scope="col">Bonus</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {report?.byCard.map((card) => (
                <tr key={card.giftCardId}>
                  <th scope="row">{card.giftCardName}</th>
                  <td>{formatUsd(card.paid)}</td>
                  <td>{formatUsd(card.bonus)}</td>
                  <td>{formatUsd(card.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </article>
    </div>
  );
}
