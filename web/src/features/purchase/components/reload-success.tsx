import type { RefObject } from 'react';
import { type PurchaseCompleted } from '@gv/proto';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

const CHECK = '✓';

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
      <span className="pd-success__icon" aria-hidden="true">
        {CHECK}
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        {t('reloadTitle', { amount: money.format(added) })}
      </h3>
      <p className="pd-success__text">{t('reloadText', { balance: money.format(result.remainingBalance) })}</p>
    </div>
  );
}
