import type { RefObject } from 'react';
import { type PurchaseCompleted } from '@gv/proto';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';
import { SuccessHeading } from './success-heading';

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
  const t = useMessages(dialogMessages);
  return (
    <div className="pd-success">
      <SuccessHeading
        headingRef={headingRef}
        title={t('reloadTitle', { amount: money.format(added) })}
        text={t('reloadText', { balance: money.format(result.remainingBalance) })}
      />
    </div>
  );
}
