import type { BuyerRecord } from '@gv/proto';
import { Modal } from '../../../components/ui/modal';
import { HistoryList } from './history-list';

/** The customer table's Redemption History (spec §2 Orders). */
export function HistoryModal({ buyer, onClose }: { buyer: BuyerRecord; onClose: () => void }) {
  return (
    <Modal open title="Redemption History" onClose={onClose} size="sm">
      <p className="history-modal__who">
        <strong>{buyer.name}</strong> · {buyer.giftCardName}
      </p>
      <HistoryList buyer={buyer} />
    </Modal>
  );
}
