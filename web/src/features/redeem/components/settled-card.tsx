import { useMoney } from '../../../lib/currency';

/**
 * What the counter sees of a card with nothing left to redeem (just cashed out, or scanned at $0): what happened,
 * the $0 balance, and the way on to the next card. Shown in place of the redeem form; its button takes the focus.
 */
export function SettledCard({ cashedOut, onScanNext }: { cashedOut: number | null; onScanNext: () => void }) {
  const money = useMoney();
  return (
    <div className="redeem-settled" role="status">
      <span className="redeem-settled__icon" aria-hidden="true">
        ✓
      </span>
      <p className="redeem-settled__text">
        {cashedOut === null ? 'Nothing left to redeem' : `Paid out ${money.format(cashedOut)} in cash`} · Balance {money.format(0)}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- it replaces the redeem form inside the open dialog, whose own focus ran on opening. */}
      <button type="button" className="btn btn--primary" data-autofocus autoFocus onClick={onScanNext}>
        Scan next card
      </button>
    </div>
  );
}
