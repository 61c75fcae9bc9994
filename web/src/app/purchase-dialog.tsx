import { lazy, Suspense } from 'react';
import { Modal } from '../components/ui/modal';
import { Spinner } from '../components/ui/spinner';
import type { PurchaseDialogProps } from '../lib/purchase-dialog-slot';
import { useMessages } from '../lib/i18n';
import { checkoutLoadingMessages } from './purchase-dialog.messages';

// Checkout (steps, payment SDK loader), its state and the store are chunks of their own, fetched when a visitor presses Buy Now.
const Checkout = lazy(async () => {
  const [{ PurchaseDialog: dialog }, { storeFeature }, { withStore }] = await Promise.all([
    import('../features/purchase/components/purchase-dialog'),
    import('../features/purchase/purchase-feature'),
    import('./with-store'),
  ]);
  return { default: withStore(dialog, [storeFeature]) };
});

/** Buy Now's dialog (spec §2 Purchase dialog), and Add value's. */
export function PurchaseDialog({ card, onClose, reloadOf }: PurchaseDialogProps) {
  const t = useMessages(checkoutLoadingMessages);
  return (
    <Suspense
      fallback={
        <Modal open title={t(reloadOf ? 'reload' : 'buy')} onClose={onClose}>
          <p className="pd-loading" role="status">
            <Spinner /> {t('loading')}
          </p>
        </Modal>
      }
    >
      <Checkout card={card} onClose={onClose} reloadOf={reloadOf} />
    </Suspense>
  );
}
