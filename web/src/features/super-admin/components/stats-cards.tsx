import { DEFAULT_CURRENCY, GLOSSARY, type PlatformFigures, type PlatformMoney, type SuperAdminStats } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { Icon, type IconName } from '../../../components/ui/icon';
import { moneyIn } from '../../../lib/currency';

export interface StatItem {
  key: string;
  label: string;
  icon: IconName;
  value: string | number | undefined;
}

/** A row of figure cards; while `status` is loading a card without its value shows a placeholder. */
export function StatRow({ label, items, status }: { label: string; items: StatItem[]; status: string }) {
  return (
    <section className="stat-grid sa-stats" aria-label={label}>
      {items.map((card) => (
        <article key={card.key} className={`stat-tile sa-stat sa-stat--${card.key}`}>
          <span className="sa-stat__icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div>
            <p className="sa-stat__label">{card.label}</p>
            {card.value !== undefined ? (
              <p className="sa-stat__value" aria-label={`${card.label}: ${card.value}`}>
                {card.value}
              </p>
            ) : status === 'error' ? (
              <p className="sa-stat__value sa-stat__value--muted">–</p>
            ) : (
              <Skeleton width={48} height={28} />
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

export function StatsCards({ stats, status }: { stats: SuperAdminStats | null; status: string }) {
  const items: StatItem[] = [
    { key: 'total', label: 'Total requests', icon: 'clipboard', value: stats?.total },
    { key: 'pending', label: 'Pending', icon: 'clock', value: stats?.pending },
    { key: 'approved', label: 'Approved', icon: 'check', value: stats?.approved },
    { key: 'rejected', label: 'Rejected', icon: 'cross', value: stats?.rejected },
  ];
  return <StatRow label="Registration statistics" items={items} status={status} />;
}

const NOTHING_SOLD: PlatformMoney = {
  currency: DEFAULT_CURRENCY,
  paidValueSold: 0,
  refunded: 0,
  totalRevenue: 0,
  paidOutside: 0,
  outstandingBalance: 0,
};

/**
 * The platform's figures beside the request stats, under the glossary's labels (decision 0074): the counts, then the
 * money of each currency its businesses sell in, never added across currencies (named when there are several).
 */
export function PlatformCards({ platform, status }: { platform: PlatformFigures | null; status: string }) {
  const byCurrency = platform?.byCurrency.length ? platform.byCurrency : [NOTHING_SOLD];
  const items: StatItem[] = [
    { key: 'businesses', label: 'Businesses', icon: 'store', value: platform?.businesses },
    { key: 'sold', label: GLOSSARY.cardsSold.label, icon: 'receipt', value: platform?.cardsSold },
    ...byCurrency.flatMap((money) => moneyItems(money, platform !== null, byCurrency.length > 1)),
  ];
  return <StatRow label="Platform totals" items={items} status={status} />;
}

function moneyItems(money: PlatformMoney, loaded: boolean, named: boolean): StatItem[] {
  const { format } = moneyIn(money.currency);
  const item = (key: string, label: string, icon: IconName, amount: number): StatItem => ({
    key: `${key}-${money.currency}`,
    label: named ? `${label} (${money.currency})` : label,
    icon,
    value: loaded ? format(amount) : undefined,
  });
  return [
    item('paid', GLOSSARY.paidValueSold.label, 'coins', money.paidValueSold),
    item('refunded', GLOSSARY.refunded.label, 'receipt', money.refunded),
    // Corporate orders (decision 0071): never counted as sales the platform charged.
    item('outside', GLOSSARY.paidOutside.label, 'coins', money.paidOutside),
    item('outstanding', GLOSSARY.outstanding.label, 'card', money.outstandingBalance),
  ];
}
