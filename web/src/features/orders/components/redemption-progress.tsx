import { formatUsd, type BuyerRecord } from '@gv/proto';

/** Spec §9: the bar's total when a card's value is unknown. */
const UNKNOWN_TOTAL = 1000;

/** How much of a card has been redeemed: a bar, and the amounts in words. */
export function RedemptionProgress({ buyer }: { buyer: BuyerRecord }) {
  const total = buyer.faceValue || buyer.remainingBalance + buyer.usedAmount || UNKNOWN_TOTAL;
  const percent = Math.min(100, Math.round((buyer.usedAmount / total) * 100));
  return (
    <div className="redemption-progress">
      <div
        className="redemption-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${percent}% redeemed`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="redemption-progress__text">
        {formatUsd(buyer.usedAmount)} used · <strong>{formatUsd(buyer.remainingBalance)}</strong> left
      </span>
    </div>
  );
}
