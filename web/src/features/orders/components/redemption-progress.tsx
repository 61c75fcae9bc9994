import { formatUsd, type BuyerRecord } from '@gv/proto';

/** Spec §9: the bar's total when a card's value is unknown. */
const UNKNOWN_TOTAL = 1000;

/** How much of a card is left to spend: a bar filled by the remaining balance (as the counter's shows it), and the amounts in words. */
export function RedemptionProgress({ buyer }: { buyer: BuyerRecord }) {
  const total = buyer.faceValue || buyer.remainingBalance + buyer.usedAmount || UNKNOWN_TOTAL;
  const left = Math.max(0, Math.min(100, (buyer.remainingBalance / total) * 100));
  return (
    <div className="redemption-progress">
      <div
        className="redemption-progress__bar"
        role="meter"
        aria-label="Balance left"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={buyer.remainingBalance}
      >
        <span style={{ width: `${left}%` }} />
      </div>
      <span className="redemption-progress__text" title={`${formatUsd(buyer.usedAmount)} used`}>
        <strong>{formatUsd(buyer.remainingBalance)}</strong> left
      </span>
    </div>
  );
}
