import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReactModule from 'highcharts-react-official';
import { type SalesActivity } from '@gv/proto';
import { figureLabelNow } from '../../../lib/glossary';
import { formatCalendarDate } from '../../../lib/format-date';
import { useTheme } from '../../../lib/theme';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { booksMessages } from './reports.messages';

// The production build hands over the module object instead of its default export (as on the dashboard).
const HighchartsReact = (HighchartsReactModule as unknown as { default?: typeof HighchartsReactModule }).default ?? HighchartsReactModule;

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Sales, redemptions and refunds per period as grouped columns, in the theme's colours; no animation for reduced motion. */
export function ActivityChart({ activity }: { activity: SalesActivity }) {
  const money = useMoney();
  const t = useMessages(booksMessages);
  const [theme] = useTheme();
  const [text, muted, grid] = [cssVar('--text'), cssVar('--text-muted'), cssVar('--border')];
  const series = [
    { key: 'sales', name: figureLabelNow('paidValueSold'), color: cssVar('--primary') },
    { key: 'redeemed', name: figureLabelNow('redeemed'), color: '#db2777' },
    { key: 'cashedOut', name: figureLabelNow('cashedOut'), color: '#0891b2' },
    { key: 'refunded', name: figureLabelNow('refunded'), color: '#d97706' },
    // Corporate orders (decision 0071): value the platform never charged, never in sales.
    { key: 'paidOutside', name: figureLabelNow('paidOutside'), color: '#6b7280' },
  ] as const;
  const options: Highcharts.Options = {
    chart: { type: 'column', backgroundColor: 'transparent', style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { itemStyle: { color: text } },
    xAxis: { categories: activity.periods.map((period) => formatCalendarDate(period.start)), labels: { style: { color: muted } }, lineColor: grid },
    yAxis: {
      min: 0,
      title: { text: undefined },
      labels: { style: { color: muted }, formatter: (ctx) => money.format(Number(ctx.value)) },
      gridLineColor: grid,
    },
    tooltip: {
      shared: true,
      // Each amount in the business's currency and the app's language (¥3,000, 42,50 €), as the axis writes it.
      pointFormatter() {
        return `<span style="color:${String(this.color)}">●</span> ${this.series.name}: <b>${money.format(this.y ?? 0)}</b><br/>`;
      },
      backgroundColor: cssVar('--surface'),
      borderColor: grid,
      style: { color: text },
    },
    plotOptions: { series: { animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 800 } } },
    series: series.map(({ key, name, color }) => ({ type: 'column', name, color, data: activity.periods.map((period) => period[key]) })),
    accessibility: { description: t('chartDescription', { interval: activity.interval }) },
  };
  return (
    <div className="reports__chart" data-theme-key={theme}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
