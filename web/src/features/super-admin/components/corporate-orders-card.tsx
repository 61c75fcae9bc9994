import { Table, type Column } from '../../../components/ui/table';
import { useDispatch, useSelector } from 'react-redux';
import { type CorporateOrderForReview, type CorporateOrdersForReview } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { formatInstantDateTime } from '../../../lib/format-date';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { TitledCard } from '../../../components/ui/titled-card';
import { moneyIn } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { deadLettersMessages } from './dead-letters.messages';

/** Not a word: an order not confirmed yet. */
const NONE = '—';

/**
 * Value issued without a payment through the platform (decision 0071): the corporate orders waiting past their
 * business's daily limit, each with Approve, and the latest issued. An approval refreshes the operations.
 */
export function CorporateOrdersCard({ orders }: { orders: CorporateOrdersForReview | null }) {
  const t = useMessages(deadLettersMessages);
  const columns: readonly Column[] = [t('business'), t('company'), t('reference'), t('cards'), t('value'), t('confirmed'), { hidden: t('approval') }];
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectSuperAdmin).approval;
  const row = (order: CorporateOrderForReview, action: boolean) => (
    <tr key={order.id}>
      <td data-label={t('business')}>{order.businessName}</td>
      <td data-label={t('company')}>{order.company}</td>
      <td data-label={t('reference')}>{order.paymentReference}</td>
      <td data-label={t('cards')}>{order.cardCount}</td>
      <td data-label={t('value')}>
        {order.testMode
          ? t('testValue', { amount: moneyIn(order.currency).formatMinor(order.amountCents) })
          : moneyIn(order.currency).formatMinor(order.amountCents)}
      </td>
      <td data-label={t('confirmed')}>
        {order.confirmedAt ? t('confirmedBy', { when: formatInstantDateTime(order.confirmedAt), who: order.confirmedBy }) : NONE}
      </td>
      <td data-label="">
        {action ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={pending !== null}
            onClick={() => dispatch(superAdminActions.approveCorporateOrderRequest(order.id))}
          >
            {pending === order.id ? t('approving') : t('approve')}
          </button>
        ) : (
          order.approvedBy && t('approved')
        )}
      </td>
    </tr>
  );
  return (
    <TitledCard titleId="ops-corporate-title" title={t('corporateTitle')}>
      {error && <AlertBanner tone="error">{error}</AlertBanner>}
      {!orders && <p className="muted">{t('corporateUnread')}</p>}
      {orders && (
        <>
          <p className="muted">{t('corporateIntro')}</p>
          {orders.awaitingApproval.length + orders.recent.length === 0 ? (
            <p className="muted">{t('corporateNone')}</p>
          ) : (
            <Table columns={columns} className="data-table">
              {orders.awaitingApproval.map((order) => row(order, true))}
              {orders.recent.map((order) => row(order, false))}
            </Table>
          )}
        </>
      )}
    </TitledCard>
  );
}
