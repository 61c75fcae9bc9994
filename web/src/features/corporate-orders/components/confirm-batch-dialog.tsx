import { useState } from 'react';
import { centsToDollars, formatUsd, type CorporateOrderSummary } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { corporateOrdersApi } from '../api/corporate-orders-api';

/**
 * The owner's confirmation of a batch (decision 0071): nothing is issued until they confirm the company, the number of
 * cards and the total value, paid outside the platform. Past the business's daily limit it waits for the platform's approval.
 */
export function ConfirmBatchDialog({
  order,
  onClose,
  onConfirmed,
}: {
  order: CorporateOrderSummary | null;
  onClose: () => void;
  onConfirmed: (order: CorporateOrderSummary) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!order) return;
    setSaving(true);
    setError(null);
    try {
      onConfirmed(await corporateOrdersApi.confirm(order.id));
    } catch (failure) {
      setError(errorMessage(failure, 'The batch could not be confirmed. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={order !== null}
      title="Confirm the corporate order"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={saving} data-autofocus>
            {saving ? 'Confirming…' : 'Confirm and issue'}
          </button>
        </>
      }
    >
      {order && (
        <>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <p>
            Issue <strong>{order.cardCount}</strong> {order.cardCount === 1 ? 'card' : 'cards'} of {order.giftCardName} for{' '}
            <strong>{order.company}</strong>, worth <strong>{formatUsd(centsToDollars(order.amountCents))}</strong> in all
            {order.testMode ? ' (test cards)' : ''}.
          </p>
          <p className="muted">
            Paid outside the platform under reference {order.paymentReference}: confirm only once the money has arrived. Past your daily limit the
            batch waits for the platform's approval.
          </p>
        </>
      )}
    </Modal>
  );
}
