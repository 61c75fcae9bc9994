import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { corporateOrdersMessages } from './corporate-orders.messages';

/**
 * The owner's confirmation of a batch (decision 0071): nothing is issued until they confirm the company, the number of
 * cards and the total value, paid outside the platform. Past the business's daily limit it waits for the platform's approval.
 */
export function ConfirmBatchDialog() {
  const money = useMoney();
  const t = useMessages(corporateOrdersMessages);
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
      title={t('confirmTitle')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={confirm} disabled={saving} data-autofocus>
            {saving ? t('confirming') : t('confirmAndIssue')}
          </button>
        </>
      }
    >
      {order && (
        <>
          {error && <AlertBanner tone="error">{error}</AlertBanner>}
          <p>
            {t.rich('confirmIssue', {
              count: order.cardCount,
              card: order.giftCardName,
              company: order.company,
              amount: money.formatMinor(order.amountCents),
              test: String(order.testMode),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p className="muted">{t('confirmPaidOutside', { reference: order.paymentReference })}</p>
        </>
      )}
    </Modal>
  );
}
