import type { SuperAdminStats } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { Icon, type IconName } from '../../../components/ui/icon';

const CARDS: { key: keyof SuperAdminStats; label: string; icon: IconName }[] = [
  { key: 'total', label: 'Total requests', icon: 'clipboard' },
  { key: 'pending', label: 'Pending', icon: 'clock' },
  { key: 'approved', label: 'Approved', icon: 'check' },
  { key: 'rejected', label: 'Rejected', icon: 'cross' },
];

export function StatsCards({ stats, status }: { stats: SuperAdminStats | null; status: string }) {
  return (
    <section className="sa-stats" aria-label="Registration statistics">
      {CARDS.map((card) => (
        <article key={card.key} className={`sa-stat sa-stat--${card.key}`}>
          <span className="sa-stat__icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div>
            <p className="sa-stat__label">{card.label}</p>
            {stats ? (
              <p className="sa-stat__value" aria-label={`${card.label}: ${stats[card.key]}`}>
                {stats[card.key]}
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
