import { formatAmount, type BuyerRecord } from '@gv/proto';
import { useBusinessDates } from '../../../lib/format-date';

/** A card's redemptions, oldest first: amount redeemed, what was left after it, when; a reversed one (credited back) is marked. */
export function HistoryList({ buyer }: { buyer: BuyerRecord }) {
  const dates = useBusinessDates();
  if (buyer.redemptionHistory.length === 0) {
    const untouched = buyer.remainingBalance === buyer.faceValue;
    return (
      <p className="muted history-list__empty">
        Not redeemed yet:{' '}
        {untouched ? `the full ${formatAmount(buyer.remainingBalance)} is left.` : `${formatAmount(buyer.remainingBalance)} is left.`}
      </p>
    );
  }
  return (
    <ol className="history-list">
      {buyer.redemptionHistory.map((entry, index) => (
        <li
          key={entry.redemptionId ?? `${entry.redemptionDate}-${index}`}
          className={`history-list__item${entry.reversed ? ' history-list__item--reversed' : ''}`}
        >
          <span className="history-list__amount">−{formatAmount(entry.redeemedAmount)}</span>
          <span className="history-list__left">
            {formatAmount(entry.remainingAmount)} remaining
            {entry.reversed && <span className="badge history-list__reversed">Reversed</span>}
          </span>
          <time className="history-list__date muted small" dateTime={entry.redemptionDate}>
            {dates.dateTime(entry.redemptionDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}
