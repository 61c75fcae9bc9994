import { lazy, Suspense } from 'react';
import { injectFeature } from '../../../app/store';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { PurchaseCard } from '../../purchase/components/card-summary';

// Checkout (steps, payment SDK loader) and its state are chunks of their own, fetched when a visitor presses Buy Now.
const Checkout = lazy(async () => {
  const [{ PurchaseDialog: dialog }, { storeFeature }] = await Promise.all([import('../../purchase/components/purchase-dialog'), import('../../purchase/purchase-feature')]);
  injectFeature(storeFeature);
  return { default: dialog };
});

/** Buy Now's dialog (spec §2 Purchase dialog). */
export function PurchaseDialog({ card, onClose }: { card: PurchaseCard; onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <Modal open title="Buy Gift Card" onClose={onClose}>
          <p className="pd-loading" role="status">
            <Spinner /> Loading checkout…
          </p>
        </Modal>
      }
    >
      <Checkout card={card} onClose={onClose} />
    </Suspense>
  );
}
