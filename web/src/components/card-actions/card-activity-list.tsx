import { useSelector } from 'react-redux';
import { type CardActivityEntry, type CardActivityKind, type CatalogKey } from '@gv/proto';
import { AlertBanner } from '../ui/alert-banner';
import { Spinner } from '../ui/spinner';
import { selectCardActions } from './card-actions-slice';
import { useBusinessDates } from '../../lib/format-date';
import { useMoney, type Money } from '../../lib/currency';
import { useMessages } from '../../lib/i18n';
import { cardActivityMessages } from './card-activity-list.messages';

type ActivityKey = CatalogKey<typeof cardActivityMessages>;

const KIND_LABELS: Record<CardActivityKind, ActivityKey> = {
  issued: 'issued',
  redeemed: 'redeemed',
  adjusted: 'adjusted',
  'redemption-reversed': 'redemptionReversed',
  refunded: 'refunded',
  'bonus-forfeited': 'bonusForfeited',
  'bonus-expired': 'bonusExpired',
  'cashed-out': 'cashedOut',
  loaded: 'loaded',
  'refund-failed': 'refundFailed',
  voided: 'voided',
  reactivated: 'reactivated',
  'dispute-hold': 'disputeHold',
  'dispute-won': 'disputeWon',
  'dispute-lost': 'disputeLost',
  'recipient-changed': 'recipientChanged',
  escheated: 'escheated',
};

const BY_LABELS: Record<CardActivityEntry['by'], ActivityKey> = { admin: 'byAdmin', square: 'bySquare', checkout: 'byCheckout' };

const SEPARATOR = '·';

const signed = (amount: number, money: Money) => `${amount > 0 ? '+' : '−'}${money.format(Math.abs(amount))}`;

/** Everything that happened to the card the modal manages, newest first, with why and by whom; loaded again after every change. */
export function CardActivityList() {
  const money = useMoney();
  const dates = useBusinessDates();
  const t = useMessages(cardActivityMessages);
  const { activity, activityError: error } = useSelector(selectCardActions);

  return (
    <details className="card-activity">
      <summary>{t('title')}</summary>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!activity && !error && <Spinner label={t('loading')} />}
      {activity && (
        <ol className="card-activity__list">
          {activity.toReversed().map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="card-activity__entry">
              <div className="card-activity__head">
                <strong>{t(KIND_LABELS[entry.kind])}</strong>
                {entry.amount !== null && <span className="card-activity__amount">{signed(entry.amount, money)}</span>}
              </div>
              <div className="card-activity__meta">
                {dates.dateTime(entry.at)} {SEPARATOR} {t(BY_LABELS[entry.by])}
                {entry.balanceAfter !== null && t('balance', { amount: money.format(entry.balanceAfter) })}
              </div>
              {entry.reason && <div className="card-activity__reason">{entry.reason}</div>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
