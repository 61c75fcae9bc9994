import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import { LocationFilter } from '../../../components/ui/location-filter';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import { TestDataBadge } from '../../../components/ui/test-mode';
import { selectUser } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { dashboardActions, selectDashboard } from '../dashboard-slice';
import type { ChartDay, ChartMode } from './sales-chart';
import { StatCard } from './stat-card';
import './dashboard.css';
import { useMoney } from '../../../lib/currency';
import { useGlossary } from '../../../lib/glossary';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard-page.messages';

// Highcharts (~100 KiB gzip) loads with the chart only: never on the storefront.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

function ChartSkeleton() {
  return (
    <div className="dash-chart__skeleton" aria-hidden="true">
      <Skeleton width="100%" height="100%" radius={12} />
    </div>
  );
}

/** A figure under a stat card, under its glossary label (decision 0074). */
function Detail({ label, value }: { label: string; value: number }) {
  const money = useMoney();
  return (
    <>
      {label} <strong className="dash-stat__detail-value">{money.format(value)}</strong>
    </>
  );
}

/** What buyers were refunded, beside Total Revenue (which is net of it). */
function RefundsFigure({ value, paidOutside }: { value: number; paidOutside: number | null }) {
  const glossary = useGlossary();
  return (
    <>
      <Detail label={glossary.refunded.label} value={value} />
      {/* Corporate orders (decision 0071): value the platform never charged, apart from revenue. */}
      {paidOutside ? (
        <>
          {SEPARATOR}
          <Detail label={glossary.paidOutside.label} value={paidOutside} />
        </>
      ) : null}
    </>
  );
}

/** Admin /dashboard (spec §2 Admin dashboard): four figures (revenue net of refunds, refunds beside it) and the last 30 days as a sales or revenue chart. */
const CHARTS: readonly ChartMode[] = ['sales', 'revenue'];

/** Between two figures under a card: punctuation, the same in every language. */
const SEPARATOR = ' · ';

export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const glossary = useGlossary();
  useDocumentMeta({ title: t('documentTitle') });
  const dispatch = useDispatch();
  const { loading, figures, salesData, revenueByDate, testData } = useSelector(selectDashboard);
  const live = useSelector(selectUser)?.testMode === false;
  const [mode, setMode] = useState<ChartMode>('sales');
  // A live business sees its live sales; "Show test data" switches to what was bought in test mode.
  const [showTestData, setShowTestData] = useState(false);
  const [locationId, setLocationId] = useState('');

  useEffect(() => {
    dispatch(dashboardActions.load({ testData: showTestData, locationId }));
  }, [dispatch, showTestData, locationId]);
  // Nothing of this screen outlives it (another admin may sign in next).
  useEffect(() => () => void dispatch(dashboardActions.reset()), [dispatch]);

  const days: ChartDay[] | null =
    mode === 'sales'
      ? (salesData?.map((day) => ({ date: day.date, value: day.sales })) ?? null)
      : revenueByDate && Object.entries(revenueByDate).map(([date, value]) => ({ date, value }));
  const quietMonth = salesData !== null && salesData.every((day) => day.sales === 0);
  const money = useMoney();
  const shown = (value: number | null) => (value === null ? null : money.format(value));

  return (
    <section className="dash" aria-labelledby="dash-title">
      <header className="page-header">
        <div>
          <h1 id="dash-title">
            {t('title')} {testData && <TestDataBadge />}
          </h1>
          <p>{testData ? t('testIntro') : t('intro')}</p>
        </div>
        <LocationFilter value={locationId} onChange={setLocationId} />
        {live && (
          <div className="dash-test-data">
            <label className="dash-test-data__switch">
              <input type="checkbox" checked={showTestData} onChange={(event) => setShowTestData(event.target.checked)} /> {t('showTestData')}
            </label>
            {showTestData && (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => dispatch(dashboardActions.deleteTestData(locationId))}
                disabled={loading}
              >
                {t('deleteTestData')}
              </button>
            )}
          </div>
        )}
      </header>

      <div className="stat-grid dash-stats" aria-busy={loading}>
        <StatCard
          label={t('giftCardTypes')}
          icon="gift"
          tone="violet"
          value={figures.giftCardCount}
          loading={loading}
          to={paths.admin.giftCards.getHref()}
        />
        {/* The spec's titles, each the glossary's figure: cards sold (not orders), redeemed (cash-outs beside it, never in it). */}
        <StatCard
          label={t('totalSold')}
          definition={glossary.cardsSold.definition}
          icon="receipt"
          tone="pink"
          value={figures.totalSold}
          loading={loading}
          to={paths.admin.orders.getHref()}
        />
        <StatCard
          label={t('totalRedemption')}
          definition={glossary.redeemed.definition}
          icon="scan"
          tone="amber"
          value={shown(figures.totalRedemption)}
          loading={loading}
          detail={figures.cashedOut === null ? null : <Detail label={glossary.cashedOut.label} value={figures.cashedOut} />}
        />
        <StatCard
          label={t('totalRevenue')}
          definition={t('totalRevenueDefinition')}
          icon="coins"
          tone="green"
          value={shown(figures.totalRevenue)}
          loading={loading}
          detail={figures.totalRefunds === null ? null : <RefundsFigure value={figures.totalRefunds} paidOutside={figures.paidOutside} />}
        />
      </div>

      <div className="card dash-chart">
        <div className="dash-chart__toolbar">
          <SegmentedToggle label={t('chart')} options={CHARTS.map((id) => ({ id, label: t(id) }))} value={mode} onChange={setMode} />
        </div>
        {quietMonth && (
          <div className="dash-chart__hint" role="note">
            {figures.giftCardCount === 0
              ? t.rich('noCards', { link: (chunks) => <Link to={paths.admin.giftCards.getHref()}>{chunks}</Link> })
              : t('noSales')}
          </div>
        )}
        {days ? (
          <Suspense fallback={<ChartSkeleton />}>
            <SalesChart mode={mode} days={days} />
          </Suspense>
        ) : loading ? (
          <ChartSkeleton />
        ) : (
          <p className="dash-chart__failed muted">{t('chartFailed')}</p>
        )}
      </div>
    </section>
  );
}
