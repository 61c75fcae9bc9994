import type { BuyerRecord } from '@gv/proto';
import { Modal } from '../../../components/ui/modal';
import { HistoryList } from './history-list';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** The customer table's Redemption History (spec §2 Orders). */
export function HistoryModal({ buyer, onClose }: { buyer: BuyerRecord; onClose: () => void }) {
  const t = useMessages(ordersMessages);
  return (
    <Modal open title={t('historyTitle')} onClose={onClose} size="sm">
      <p className="history-modal__who">
        {t.rich('who', { name: buyer.name, card: buyer.giftCardName, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <HistoryList buyer={buyer} />
    </Modal>
  );
}
