import { GLOSSARY, type PlatformFigures, type SuperAdminStats } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useMoney } from '../../../lib/currency';

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

/** The platform's figures beside the request stats, under the glossary's labels (decision 0074). */
export function PlatformCards({ platform, status }: { platform: PlatformFigures | null; status: string }) {
  const money = useMoney();
  const items: StatItem[] = [
    { key: 'businesses', label: 'Businesses', icon: 'store', value: platform?.businesses },
    { key: 'sold', label: GLOSSARY.cardsSold.label, icon: 'receipt', value: platform?.cardsSold },
    { key: 'paid', label: GLOSSARY.paidValueSold.label, icon: 'coins', value: platform ? money.format(platform.paidValueSold) : undefined },
    { key: 'refunded', label: GLOSSARY.refunded.label, icon: 'receipt', value: platform ? money.format(platform.refunded) : undefined },
    // Corporate orders (decision 0071): never counted as sales the platform charged.
    { key: 'outside', label: GLOSSARY.paidOutside.label, icon: 'coins', value: platform ? money.format(platform.paidOutside) : undefined },
    { key: 'outstanding', label: GLOSSARY.outstanding.label, icon: 'card', value: platform ? money.format(platform.outstandingBalance) : undefined },
  ];
  return <StatRow label="Platform totals" items={items} status={status} />;
}
