import type { RefObject } from 'react';
import { type PurchaseCompleted } from '@gv/proto';
import { useMoney } from '../../../lib/currency';

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
  const money = useMoney();
  return (
    <div className="pd-success">
      <span className="pd-success__icon" aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        {money.format(added)} was added to the card
      </h3>
      <p className="pd-success__text">New balance: {money.format(result.remainingBalance)}. The card’s holder gets an email about it.</p>
    </div>
  );
}
