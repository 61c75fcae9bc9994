import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type CatalogKey, type FigureKey, type ReportInterval, type SalesActivity } from '@gv/proto';
import { useGlossary } from '../../../lib/glossary';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReportRange } from '../api/reports-api';
import { reportsActions, selectReports } from '../reports-slice';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

// Highcharts loads with the chart only.
const ActivityChart = lazy(async () => ({ default: (await import('./activity-chart')).ActivityChart }));

const INTERVALS = [
  { id: 'day', label: 'intervalDay' },
  { id: 'week', label: 'intervalWeek' },
  { id: 'month', label: 'intervalMonth' },
] as const satisfies readonly { id: ReportInterval; label: CatalogKey<typeof booksMessages> }[];

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
] as const satisfies readonly [keyof SalesActivity['periods'][number], FigureKey][];

/** A figure there is none of. */
const NONE = '–';

const chartSkeleton = <Skeleton width="100%" height={280} radius={12} />;

/** Sales, redemptions and refunds over the report's range per day, week or month, with the redemption rate and the top cards. */
export function SalesActivitySection({ range }: { range: ReportRange }) {
  const glossary = useGlossary();
  const money = useMoney();
  const t = useMessages(booksMessages);
  const [interval, setGrouping] = useState<ReportInterval>('day');
  const dispatch = useDispatch();
  const { data: activity, error } = useSelector(selectReports).activity;

  useEffect(() => {
    dispatch(reportsActions.loadActivity({ ...range, interval }));
  }, [dispatch, range, interval]);

  return (
    <article className="reports__card reports__card--wide" aria-labelledby="activity-title">
      <div className="reports__card-head">
        <h2 id="activity-title">{t('activityTitle')}</h2>
        <SegmentedToggle
          label={t('groupBy')}
          options={INTERVALS.map(({ id, label }) => ({ id, label: t(label) }))}
          value={interval}
          onChange={setGrouping}
        />
      </div>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!error && !activity && chartSkeleton}
      {activity && activity.periods.length === 0 && <p className="muted">{t('noActivity')}</p>}
      {activity && activity.periods.length > 0 && (
        <Suspense fallback={chartSkeleton}>
          <ActivityChart activity={activity} />
        </Suspense>
      )}
      {activity && (
        <dl className="reports__split reports__split--facts">
          <dt>{t('redemptionRate')}</dt>
          <dd>{activity.redemptionRate === null ? NONE : t('rate', { rate: activity.redemptionRate })}</dd>
          <dt>{t('daysToFirstRedemption')}</dt>
          <dd>{activity.averageDaysToFirstRedemption === null ? NONE : t('days', { days: activity.averageDaysToFirstRedemption })}</dd>
          {TOTALS.map(([field, figure]) => {
            const total = activity.periods.reduce((sum, period) => sum + period[field], 0);
            return (
              <Fragment key={field}>
                <dt title={glossary[figure].definition}>{glossary[figure].label}</dt>
                <dd>{glossary[figure].unit === 'cents' ? money.format(total) : total}</dd>
              </Fragment>
            );
          })}
          <dt>{t('topCards')}</dt>
          <dd>
            {activity.topCards.length === 0
              ? NONE
              : activity.topCards
                  .map((card) => t('topCard', { name: card.giftCardName, cardsSold: card.cardsSold, sales: money.format(card.sales) }))
                  .join(' · ')}
          </dd>
        </dl>
      )}
    </article>
  );
}
