import { type BuyerRecord } from '@gv/proto';
import { useBusinessDates } from '../../../lib/format-date';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** A card's redemptions, oldest first: amount redeemed, what was left after it, when; a reversed one (credited back) is marked. */
export function HistoryList({ buyer }: { buyer: BuyerRecord }) {
  const money = useMoney();
  const t = useMessages(ordersMessages);
  const dates = useBusinessDates();
  if (buyer.redemptionHistory.length === 0) {
    const untouched = buyer.remainingBalance === buyer.faceValue;
    return (
      <p className="muted history-list__empty">
        {t(untouched ? 'notRedeemedFull' : 'notRedeemed', { amount: money.format(buyer.remainingBalance) })}
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
          <span className="history-list__amount">{t('redeemedAmount', { amount: money.format(entry.redeemedAmount) })}</span>
          <span className="history-list__left">
            {t('remaining', { amount: money.format(entry.remainingAmount) })}
            {entry.reversed && <span className="badge history-list__reversed">{t('reversed')}</span>}
          </span>
          <time className="history-list__date muted small" dateTime={entry.redemptionDate}>
            {dates.dateTime(entry.redemptionDate)}
          </time>
        </li>
      ))}
    </ol>
  );
}
