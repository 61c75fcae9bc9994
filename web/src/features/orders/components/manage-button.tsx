import type { BuyerRecord } from '@gv/proto';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** "Manage" on a row of the orders views: opens the card's actions. */
export function ManageButton({ buyer, onManage, className }: { buyer: BuyerRecord; onManage: (buyer: BuyerRecord) => void; className: string }) {
  const t = useMessages(ordersMessages);
  return (
    <button type="button" className={`btn btn--sm ${className}`} onClick={() => onManage(buyer)} aria-label={t('manageLabel', { name: buyer.name })}>
      {t('manage')}
    </button>
  );
}
