import type { BuyerRecord } from '@gv/proto';

/** "Manage" on a row of the orders views: opens the card's actions. */
export function ManageButton({ buyer, onManage, className }: { buyer: BuyerRecord; onManage: (buyer: BuyerRecord) => void; className: string }) {
  return (
    <button type="button" className={`btn btn--sm ${className}`} onClick={() => onManage(buyer)} aria-label={`Manage the gift card of ${buyer.name}`}>
      Manage
    </button>
  );
}
