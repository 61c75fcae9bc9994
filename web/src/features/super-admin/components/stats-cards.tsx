import { DEFAULT_CURRENCY, type FigureKey, type FigureWords, type PlatformFigures, type PlatformMoney, type SuperAdminStats } from '@gv/proto';
import { Skeleton } from '../../../components/ui/skeleton';
import { Icon, type IconName } from '../../../components/ui/icon';
import { moneyIn } from '../../../lib/currency';
import { useGlossary } from '../../../lib/glossary';
import { useMessages } from '../../../lib/i18n';
import { dashboardMessages } from './dashboard.messages';

/** Not a word: a figure that could not be loaded. */
const MISSING = '–';

export interface StatItem {
  key: string;
  label: string;
  icon: IconName;
  value: string | number | undefined;
}

/** A row of figure cards; while `status` is loading a card without its value shows a placeholder. */
export function StatRow({ label, items, status }: { label: string; items: StatItem[]; status: string }) {
  const t = useMessages(dashboardMessages);
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
              <p className="sa-stat__value" aria-label={t('figure', { label: card.label, value: card.value })}>
                {card.value}
              </p>
            ) : status === 'error' ? (
              <p className="sa-stat__value sa-stat__value--muted">{MISSING}</p>
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
  const t = useMessages(dashboardMessages);
  const items: StatItem[] = [
    { key: 'total', label: t('totalRequests'), icon: 'clipboard', value: stats?.total },
    { key: 'pending', label: t('pending'), icon: 'clock', value: stats?.pending },
    { key: 'approved', label: t('approved'), icon: 'check', value: stats?.approved },
    { key: 'rejected', label: t('rejected'), icon: 'cross', value: stats?.rejected },
  ];
  return <StatRow label={t('registrationStats')} items={items} status={status} />;
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
  const t = useMessages(dashboardMessages);
  const glossary = useGlossary();
  const byCurrency = platform?.byCurrency.length ? platform.byCurrency : [NOTHING_SOLD];
  const inCurrency = (label: string, currency: string) => t('inCurrency', { label, currency });
  const items: StatItem[] = [
    { key: 'businesses', label: t('businesses'), icon: 'store', value: platform?.businesses },
    { key: 'sold', label: glossary.cardsSold.label, icon: 'receipt', value: platform?.cardsSold },
    ...byCurrency.flatMap((money) => moneyItems(glossary, money, platform !== null, byCurrency.length > 1 ? inCurrency : null)),
  ];
  return <StatRow label={t('platformTotals')} items={items} status={status} />;
}

/** `named`: the label with the currency's code, when the platform sells in several. */
function moneyItems(
  glossary: Readonly<Record<FigureKey, FigureWords>>,
  money: PlatformMoney,
  loaded: boolean,
  named: ((label: string, currency: string) => string) | null,
): StatItem[] {
  const { format } = moneyIn(money.currency);
  const item = (key: string, label: string, icon: IconName, amount: number): StatItem => ({
    key: `${key}-${money.currency}`,
    label: named ? named(label, money.currency) : label,
    icon,
    value: loaded ? format(amount) : undefined,
  });
  return [
    item('paid', glossary.paidValueSold.label, 'coins', money.paidValueSold),
    item('refunded', glossary.refunded.label, 'receipt', money.refunded),
    // Corporate orders (decision 0071): never counted as sales the platform charged.
    item('outside', glossary.paidOutside.label, 'coins', money.paidOutside),
    item('outstanding', glossary.outstanding.label, 'card', money.outstandingBalance),
  ];
}
