import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';

/** A figure whose call failed: a dash, the same in every language. */
const NO_FIGURE = '–';

interface StatCardProps {
  label: string;
  icon: IconName;
  /** null while loading, or when its call failed. */
  value: ReactNode | null;
  loading: boolean;
  /** A related figure shown under the value (null: none yet). */
  detail?: ReactNode | null;
  to?: string;
  /** What the figure is, as the glossary defines it (shown on hover). */
  definition?: string;
  tone: 'violet' | 'pink' | 'amber' | 'green';
}

/** One of the dashboard's four figures, with a related one under it (`detail`); a card with `to` is a link (spec §2). */
export function StatCard({ label, icon, value, loading, detail = null, to, definition, tone }: StatCardProps) {
  const body = (
    <>
      <span className="dash-stat__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span className="dash-stat__text">
        <span className="dash-stat__label" title={definition}>
          {label}
        </span>
        {value !== null ? (
          <span className="dash-stat__value">{value}</span>
        ) : loading ? (
          <Skeleton width={88} height={30} />
        ) : (
          <span className="dash-stat__value dash-stat__value--muted">{NO_FIGURE}</span>
        )}
        {detail !== null && value !== null && <span className="dash-stat__detail">{detail}</span>}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className={`stat-tile dash-stat dash-stat--${tone} dash-stat--link`}>
      {body}
    </Link>
  ) : (
    <div className={`stat-tile dash-stat dash-stat--${tone}`}>{body}</div>
  );
}
