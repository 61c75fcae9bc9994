import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { useMoney } from '../../../lib/currency';

/**
 * The owner's confirmation of a batch (decision 0071): nothing is issued until they confirm the company, the number of
 * cards and the total value, paid outside the platform. Past the business's daily limit it waits for the platform's approval.
 */
export function ConfirmBatchDialog() {
  const money = useMoney();
  const dispatch = useDispatch();
  const {
    confirming: order,
    confirm: { pending: saving, error },
  } = useSelector(selectCorporateOrders);
  const onClose = () => dispatch(corporateOrdersActions.confirmClosed());
  const confirm = () => {
    if (order) dispatch(corporateOrdersActions.confirmRequest(order.id));
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
          <button type="button" className="btn btn--primary" onClick={confirm} disabled={saving} data-autofocus>
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
            <strong>{order.company}</strong>, worth <strong>{money.formatMinor(order.amountCents)}</strong> in all
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
