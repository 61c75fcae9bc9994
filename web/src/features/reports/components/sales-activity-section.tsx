import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { GLOSSARY, type ReportInterval, type SalesActivity } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReportRange } from '../api/reports-api';
import { reportsActions, selectReports } from '../reports-slice';
import { useMoney } from '../../../lib/currency';

// Highcharts loads with the chart only.
const ActivityChart = lazy(async () => ({ default: (await import('./activity-chart')).ActivityChart }));

const INTERVALS: readonly { id: ReportInterval; label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

/** The range's totals of the periods' figures, each under its glossary label (decision 0074). */
const TOTALS = [
  ['orders', 'orders'],
  ['cardsSold', 'cardsSold'],
  ['sales', 'paidValueSold'],
  ['loaded', 'loaded'],
  ['redeemed', 'redeemed'],
  ['cashedOut', 'cashedOut'],
  ['refunded', 'refunded'],
  ['paidOutside', 'paidOutside'],
] as const satisfies readonly [keyof SalesActivity['periods'][number], keyof typeof GLOSSARY][];

const chartSkeleton = <Skeleton width="100%" height={280} radius={12} />;

/** Sales, redemptions and refunds over the report's range per day, week or month, with the redemption rate and the top cards. */
export function SalesActivitySection({ range }: { range: ReportRange }) {
  const money = useMoney();
  const [interval, setGrouping] = useState<ReportInterval>('day');
  const dispatch = useDispatch();
  const { data: activity, error } = useSelector(selectReports).activity;

  useEffect(() => {
    dispatch(reportsActions.loadActivity({ ...range, interval }));
  }, [dispatch, range, interval]);

  return (
    <article className="reports__card reports__card--wide" aria-labelledby="activity-title">
      <div className="reports__card-head">
        <h2 id="activity-title">Sales, redemptions and refunds</h2>
        <SegmentedToggle label="Group by" options={INTERVALS} value={interval} onChange={setGrouping} />
      </div>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!error && !activity && chartSkeleton}
      {activity && activity.periods.length === 0 && <p className="muted">No sales, redemptions or refunds in this range.</p>}
      {activity && activity.periods.length > 0 && (
        <Suspense fallback={chartSkeleton}>
          <ActivityChart activity={activity} />
        </Suspense>
      )}
      {activity && (
        <dl className="reports__split reports__split--facts">
          <dt>Redemption rate</dt>
          <dd>{activity.redemptionRate === null ? '–' : `${(activity.redemptionRate * 100).toFixed(1)}%`}</dd>
          <dt>Days to a first redemption</dt>
          <dd>{activity.averageDaysToFirstRedemption === null ? '–' : activity.averageDaysToFirstRedemption.toFixed(1)}</dd>
          {TOTALS.map(([field, figure]) => {
            const total = activity.periods.reduce((sum, period) => sum + period[field], 0);
            return (
              <Fragment key={field}>
                <dt title={GLOSSARY[figure].definition}>{GLOSSARY[figure].label}</dt>
                <dd>{GLOSSARY[figure].unit === 'cents' ? money.format(total) : total}</dd>
              </Fragment>
            );
          })}
          <dt>Top cards</dt>
          <dd>
            {activity.topCards.length === 0
              ? '–'
              : activity.topCards.map((card) => `${card.giftCardName} (${card.cardsSold}, ${money.format(card.sales)})`).join(' · ')}
          </dd>
        </dl>
      )}
    </article>
  );
}
