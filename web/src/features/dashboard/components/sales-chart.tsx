import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReactModule from 'highcharts-react-official';

import { formatCalendarDate } from '../../../lib/format-date';
import { useTheme } from '../../../lib/theme';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard-page.messages';

// The production build hands over the module object instead of its default export (React error #130 otherwise), so both shapes are accepted.
const HighchartsReact = (HighchartsReactModule as unknown as { default?: typeof HighchartsReactModule }).default ?? HighchartsReactModule;

export type ChartMode = 'sales' | 'revenue';

export interface ChartDay {
  date: string;
  value: number;
}

const TITLES = { sales: 'salesTitle', revenue: 'revenueTitle' } as const satisfies Record<ChartMode, string>;

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * The dashboard's line chart (spec §2): axes Date and Sales, y from zero, tooltips without colour boxes, 1500 ms
 * animation (none for a user who asks the system for reduced motion).
 */
export function SalesChart({ mode, days }: { mode: ChartMode; days: ChartDay[] }) {
  // Colours come from the theme's tokens, so the chart follows the light/dark toggle.
  const [theme] = useTheme();
  const text = cssVar('--text');
  const muted = cssVar('--text-muted');
  const grid = cssVar('--border');
  const line = cssVar('--primary');
  const money = useMoney();
  const t = useMessages(dashboardMessages);
  const title = t(TITLES[mode]);
  const isRevenue = mode === 'revenue';
  const options: Highcharts.Options = {
    chart: { type: 'line', backgroundColor: 'transparent', style: { fontFamily: 'inherit' }, spacingTop: 16 },
    title: { text: title, style: { color: text, fontSize: '1rem', fontWeight: '700' } },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: {
      categories: days.map((day) => formatCalendarDate(day.date, { year: false })),
      title: { text: t('date'), style: { color: muted } },
      labels: { style: { color: muted } },
      lineColor: grid,
      tickColor: grid,
    },
    yAxis: {
      min: 0,
      allowDecimals: isRevenue && money.digits > 0,
      softMax: isRevenue ? 10 : 5,
      title: { text: t('sales'), style: { color: muted } },
      labels: { style: { color: muted }, formatter: isRevenue ? (ctx) => money.format(Number(ctx.value)) : undefined },
      gridLineColor: grid,
    },
    tooltip: {
      // No series colour box: the day, then the figure.
      headerFormat: '<span>{point.key}</span><br/>',
      pointFormatter() {
        return `<b>${isRevenue ? money.format(this.y ?? 0) : t('sold', { count: this.y ?? 0 })}</b>`;
      },
      backgroundColor: cssVar('--surface'),
      borderColor: grid,
      style: { color: text },
    },
    plotOptions: {
      series: {
        animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 1500 },
        color: line,
        marker: { enabled: true, radius: 3 },
      },
    },
    series: [
      {
        type: 'line',
        name: isRevenue ? t('revenue') : t('sales'),
        data: days.map((day) => ({ y: day.value, name: formatCalendarDate(day.date) })),
      },
    ],
    accessibility: { description: t('chartDescription', { title }) },
  };
  return (
    <div className="dash-chart__canvas" data-theme-key={theme}>
      <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ className: 'dash-chart__plot' }} />
    </div>
  );
}
