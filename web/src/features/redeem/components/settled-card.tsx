import { useMoney } from '../../../lib/currency';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { useMessages } from '../../../lib/i18n';
import { detailsMessages } from './redeem-details.messages';

const CHECK = '✓';

/**
 * What the counter sees of a card with nothing left to redeem (just cashed out, or scanned at $0): what happened,
 * the $0 balance, and the way on to the next card. Shown in place of the redeem form; its button takes the focus.
 */
export function SettledCard({ cashedOut, onScanNext }: { cashedOut: number | null; onScanNext: () => void }) {
  const money = useMoney();
  const t = useMessages(detailsMessages);
  return (
    <div className="redeem-settled" role="status">
      <span className="redeem-settled__icon" aria-hidden="true">
        {CHECK}
      </span>
      <p className="redeem-settled__text">
        {cashedOut === null ? t('nothingLeft', { zero: money.format(0) }) : t('paidOut', { amount: money.format(cashedOut), zero: money.format(0) })}
      </p>
      {/* It replaces the redeem form inside the open dialog, whose own focus ran on opening: it takes the focus itself. */}
      <button type="button" className="btn btn--primary" data-autofocus ref={focusOnMount} onClick={onScanNext}>
        {t('scanNext')}
      </button>
    </div>
  );
}
