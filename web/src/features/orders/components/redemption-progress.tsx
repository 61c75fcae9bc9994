import { type BuyerRecord } from '@gv/proto';
import { MeterBar } from '../../../components/ui/meter-bar';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** Spec §9: the bar's total when a card's value is unknown. */
const UNKNOWN_TOTAL = 1000;

/** How much of a card is left to spend: a bar filled by the remaining balance (as the counter's shows it), and the amounts in words. */
export function RedemptionProgress({ buyer }: { buyer: BuyerRecord }) {
  const money = useMoney();
  const t = useMessages(ordersMessages);
  const total = buyer.faceValue || buyer.remainingBalance + buyer.usedAmount || UNKNOWN_TOTAL;
  return (
    <div className="redemption-progress">
      <MeterBar className="redemption-progress__bar" label={t('balanceLeft')} value={buyer.remainingBalance} max={total} />
      <span className="redemption-progress__text" title={t('used', { amount: money.format(buyer.usedAmount) })}>
        {t.rich('left', { amount: money.format(buyer.remainingBalance), strong: (chunks) => <strong>{chunks}</strong> })}
      </span>
    </div>
  );
}
