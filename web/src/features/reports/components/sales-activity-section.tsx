import { lazy, Suspense, useState } from 'react';
import { formatUsd, type ReportInterval } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFetched } from '../../../lib/use-fetched';
import { reportsApi } from '../api/reports-api';

// Highcharts loads with the chart only.
const ActivityChart = lazy(async () => ({ default: (await import('./activity-chart')).ActivityChart }));

const INTERVALS: readonly { id: ReportInterval; label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

const chartSkeleton = <Skeleton width="100%" height={280} radius={12} />;

/** Sales, redemptions and refunds over the report's range per day, week or month, with the redemption rate and the top cards. */
export function SalesActivitySection({ from, to, testData }: { from: string; to: string; testData: boolean }) {
  const [interval, setGrouping] = useState<ReportInterval>('day');
  const { data: activity, error } = useFetched(() => reportsApi.activity(from, to, interval, testData), [from, to, interval, testData]);

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
          <dt>Paid outside the platform</dt>
          <dd>{formatUsd(activity.periods.reduce((sum, period) => sum + period.paidOutside, 0))}</dd>
          <dt>Top cards</dt>
          <dd>{activity.topCards.length === 0 ? '–' : activity.topCards.map((card) => `${card.giftCardName} (${card.cardsSold}, ${formatUsd(card.sales)})`).join(' · ')}</dd>
        </dl>
      )}
    </article>
  );
}
