import { formatUsd, type BuyerRecord } from '@gv/proto';
import { formatInstantDateTime } from '../../../lib/format-date';

/** A card's redemptions, oldest first: amount redeemed, what was left after it, when. */
export function HistoryList({ buyer }: { buyer: BuyerRecord }) {
  if (buyer.redemptionHistory.length === 0) return <p className="muted history-list__empty">Not redeemed yet: the full {formatUsd(buyer.remainingBalance)} is left.</p>;
  return (
    <ol className="history-list">
      {buyer.redemptionHistory.map((entry, index) => (
        <li key={`${entry.redemptionDate}-${index}`} className="history-list__item">
          <span className="history-list__amount">−{formatUsd(entry.redeemedAmount)}</span>
          <span className="history-list__left">{formatUsd(entry.remainingAmount)} remaining</span>
          <time className="history-list__date muted small" dateTime={entry.redemptionDate}>
            {formatInstantDateTime(entry.redemptionDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}
