import { Fragment, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatUsd, type BuyerRecord } from '@gv/proto';
import { Pager } from '../../../components/ui/pager';
import { MessageRow, Table } from '../../../components/ui/table';
import { SearchBox } from '../../../components/ui/search-box';
import { formatInstantDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersActions, selectOrders } from '../orders-slice';
import { BuyerSkeletonRows } from './buyer-skeletons';
import { CardActionsModal } from '../../../components/card-actions/card-actions-modal';
import { CardStatusBadge } from '../../../components/ui/card-status-badge';
import { GiftDeliveryBadge } from './gift-delivery-badge';
import { HistoryModal } from './history-modal';
import { RedemptionProgress } from './redemption-progress';
import { TestCardMark, TestDataBadge } from '../../../components/ui/test-mode';

const COLUMNS = [
  'Order',
  'Name',
  'Email',
  'Gift Card',
  'Card Code',
  'Amount Paid',
  'Redemption Progress',
  'Purchase Date',
  'Redemption History',
] as const;

/** An order's number as the table shows it: the first 8 characters of its id, in capitals (the full id is its title). */
const orderNumber = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;

/** An address that wraps only before its '@', or after a dot or a hyphen (never inside a word). */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[.-])|(?=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Customer Orders: every buyer of the business, 10 a page from the server, searchable by name or email. */
export function CustomerOrders() {
  const dispatch = useDispatch();
  const { customers, showTestData, locationId } = useSelector(selectOrders);
  const [search, setSearch] = useState(customers.search);
  const keyword = useDebouncedValue(search.trim(), 300);
  const [history, setHistory] = useState<BuyerRecord | null>(null);
  const [managed, setManaged] = useState<BuyerRecord | null>(null);

  useEffect(() => {
    dispatch(ordersActions.loadCustomers({ search: keyword, page: 1 }));
  }, [dispatch, keyword, showTestData, locationId]);

  const { data, status } = customers;
  const goTo = (page: number) => dispatch(ordersActions.loadCustomers({ search: customers.search, page }));
  const firstLoad = !data && status !== 'error';

  return (
    <div className="card orders-panel">
      <div className="orders-toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder="Search by name or email..." label="Search customers by name or email" />
        {data && (
          <span className="muted small" role="status">
            {data.customers} customer{data.customers === 1 ? '' : 's'} · {data.total} card{data.total === 1 ? '' : 's'} bought
            {customers.search ? ` for “${customers.search}”` : ''}
          </span>
        )}
        {data?.testData && <TestDataBadge />}
      </div>
      <Table
        wrap
        columns={COLUMNS}
        className={`data-table orders-table${status === 'loading' && data ? ' orders-table--refreshing' : ''}`}
        aria-label="Customer orders"
        aria-busy={status === 'loading'}
      >
        {status === 'error' ? (
          <MessageRow className="orders-table__message-row" columns={COLUMNS.length}>
            <div className="orders-message" role="alert">
              Customers could not be loaded.{' '}
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => goTo(customers.page)}>
                Retry
              </button>
            </div>
          </MessageRow>
        ) : firstLoad ? (
          <BuyerSkeletonRows columns={COLUMNS.length} />
        ) : data!.buyers.length === 0 ? (
          <MessageRow className="orders-table__message-row" columns={COLUMNS.length}>
            <div className="orders-message">
              {customers.search ? `No customers match “${customers.search}”.` : 'No customers yet: each gift card sold shows its buyer here.'}
            </div>
          </MessageRow>
        ) : (
          data!.buyers.map((buyer) => (
            <tr key={buyer.id}>
              <td data-label="Order" className="orders-table__order">
                <span className="cell-stack">
                  {buyer.orderId ? <span title={buyer.orderId}>{orderNumber(buyer.orderId)}</span> : '—'}
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm orders-table__manage"
                    onClick={() => setManaged(buyer)}
                    aria-label={`Manage the gift card of ${buyer.name}`}
                  >
                    Manage
                  </button>
                </span>
              </td>
              <td data-label="Name" className="orders-table__name">
                <span className="cell-stack">
                  <strong>{buyer.name}</strong>
                  {buyer.testCard && <TestCardMark />}
                  {buyer.giftInfo && <span className="muted small">Gift for {buyer.giftInfo.recipientName}</span>}
                </span>
              </td>
              <td data-label="Email" className="orders-table__email">
                <BreakableEmail email={buyer.email} />
              </td>
              <td data-label="Gift Card">
                <span className="cell-stack">
                  {buyer.giftCardName}
                  <CardStatusBadge status={buyer.status} />
                  <GiftDeliveryBadge delivery={buyer.delivery} />
                </span>
              </td>
              <td data-label="Card Code">
                <code className="orders-table__code">{buyer.qrCode.uniqueCode}</code>
              </td>
              <td data-label="Amount Paid" className="nowrap">
                {formatUsd(buyer.amountPaid)}
              </td>
              <td data-label="Redemption Progress">
                <RedemptionProgress buyer={buyer} />
              </td>
              <td data-label="Purchase Date" className="nowrap">
                {formatInstantDate(buyer.purchaseDate)}
              </td>
              <td data-label="Redemption History">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => setHistory(buyer)}
                  aria-label={`Redemption history of ${buyer.name}`}
                >
                  View ({buyer.redemptionHistory.length})
                </button>
              </td>
            </tr>
          ))
        )}
      </Table>
      {data && <Pager page={data.page} pages={data.totalPages} busy={status === 'loading'} label="Customer pages" onPage={goTo} />}
      {history && <HistoryModal buyer={history} onClose={() => setHistory(null)} />}
      {managed && (
        <CardActionsModal
          code={managed.qrCode.uniqueCode}
          buyerName={managed.name}
          onClose={() => setManaged(null)}
          onChanged={() => goTo(customers.page)}
        />
      )}
    </div>
  );
}
