import type { RefObject } from 'react';
import { formatAmount, type PurchaseCompleted } from '@gv/proto';

/** After "Add value": what was added and the card's new balance; the holder is emailed too. */
export function ReloadSuccess({
  headingRef,
  result,
  added,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: PurchaseCompleted['purchase'];
  added: number;
}) {
  return (
    <div className="pd-success">
      <span className="pd-success__icon" aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        {formatAmount(added)} was added to the card
      </h3>
      <p className="pd-success__text">New balance: {formatAmount(result.remainingBalance)}. The card’s holder gets an email about it.</p>
    </div>
  );
}
