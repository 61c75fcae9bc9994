import { useSelector } from 'react-redux';
import { type CardActivityEntry, type CardActivityKind } from '@gv/proto';
import { AlertBanner } from '../ui/alert-banner';
import { Spinner } from '../ui/spinner';
import { selectCardActions } from './card-actions-slice';
import { useBusinessDates } from '../../lib/format-date';
import { useMoney, type Money } from '../../lib/currency';

const KIND_LABELS: Record<CardActivityKind, string> = {
  issued: 'Bought',
  redeemed: 'Redeemed at the counter',
  adjusted: 'Balance adjusted',
  'redemption-reversed': 'Redemption reversed',
  refunded: 'Refunded to the buyer',
  'bonus-forfeited': 'Bonus value forfeited',
  'bonus-expired': 'Bonus value expired',
  'cashed-out': 'Cashed out',
  loaded: 'Value added',
  'refund-failed': 'Refund refused, value put back',
  voided: 'Voided',
  reactivated: 'Reactivated',
  'dispute-hold': 'On hold: payment disputed',
  'dispute-won': 'Dispute won',
  'dispute-lost': 'Dispute lost',
  'recipient-changed': 'Sent to a new recipient',
  escheated: 'Reported as unclaimed property',
};

const BY_LABELS: Record<CardActivityEntry['by'], string> = { admin: 'Admin', square: 'Square', checkout: 'Checkout' };

const signed = (amount: number, money: Money) => `${amount > 0 ? '+' : '−'}${money.format(Math.abs(amount))}`;

/** Everything that happened to the card the modal manages, newest first, with why and by whom; loaded again after every change. */
export function CardActivityList() {
  const money = useMoney();
  const dates = useBusinessDates();
  const { activity, activityError: error } = useSelector(selectCardActions);

  return (
    <details className="card-activity">
      <summary>Activity</summary>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!activity && !error && <Spinner label="Loading the activity" />}
      {activity && (
        <ol className="card-activity__list">
          {activity.toReversed().map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="card-activity__entry">
              <div className="card-activity__head">
                <strong>{KIND_LABELS[entry.kind]}</strong>
                {entry.amount !== null && <span className="card-activity__amount">{signed(entry.amount, money)}</span>}
              </div>
              <div className="card-activity__meta">
                {dates.dateTime(entry.at)} · {BY_LABELS[entry.by]}
                {entry.balanceAfter !== null && ` · balance ${money.format(entry.balanceAfter)}`}
              </div>
              {entry.reason && <div className="card-activity__reason">{entry.reason}</div>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
