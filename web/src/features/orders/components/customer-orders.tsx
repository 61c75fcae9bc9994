import { Fragment, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type BuyerRecord } from '@gv/proto';
import { ManageButton } from './manage-button';
import { Pager } from '../../../components/ui/pager';
import { MessageRow, Table } from '../../../components/ui/table';
import { SearchBox } from '../../../components/ui/search-box';
import { useBusinessDates } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersActions, selectOrders } from '../orders-slice';
import { BuyerSkeletonRows } from './buyer-skeletons';
import { CardActionsModal } from '../../../components/card-actions/card-actions-modal';
import { CardStatusBadge } from '../../../components/ui/card-status-badge';
import { GiftDeliveryBadge } from './gift-delivery-badge';
import { HistoryModal } from './history-modal';
import { RedemptionProgress } from './redemption-progress';
import { TestCardMark, TestDataBadge } from '../../../components/ui/test-mode';
import { LocationFilter } from '../../../components/ui/location-filter';
import { OrderFilters } from './order-filters';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** The table's columns, by the key of their heading. */
const COLUMNS = [
  'columnOrder',
  'columnName',
  'columnEmail',
  'columnGiftCard',
  'columnCardCode',
  'columnAmountPaid',
  'columnProgress',
  'columnPurchaseDate',
  'columnHistory',
] as const;

/** A card without an order (issued outside a sale). */
const NO_ORDER = '—';

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

/** The orders table: every card the business sold, 10 a page from the server, searched and filtered there. */
export function CustomerOrders() {
  const money = useMoney();
  const t = useMessages(ordersMessages);
  const dates = useBusinessDates();
  const dispatch = useDispatch();
  const { customers, showTestData, locationId, filters } = useSelector(selectOrders);
  const [search, setSearch] = useState(customers.search);
  const keyword = useDebouncedValue(search.trim(), 300);
  const [history, setHistory] = useState<BuyerRecord | null>(null);
  const [managed, setManaged] = useState<BuyerRecord | null>(null);

  useEffect(() => {
    dispatch(ordersActions.loadCustomers({ search: keyword, page: 1 }));
  }, [dispatch, keyword, showTestData, locationId, filters]);

  const { data, status } = customers;
  const goTo = (page: number) => dispatch(ordersActions.loadCustomers({ search: customers.search, page }));
  const firstLoad = !data && status !== 'error';
  const narrowed = customers.search !== '' || Object.values(filters).some((value) => value !== '');

  return (
    <div className="card orders-panel">
      <div className="orders-toolbar">
        <SearchBox
          className="orders-toolbar__search"
          value={search}
          onChange={setSearch}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
        />
        <LocationFilter value={locationId} onChange={(id) => dispatch(ordersActions.setLocation(id))} />
      </div>
      <OrderFilters value={filters} onChange={(chosen) => dispatch(ordersActions.setFilters(chosen))} />
      {data && (
        <div className="orders-summary">
          <span className="muted small" role="status">
            {customers.search
              ? t('summaryFor', { orders: data.total, customers: data.customers, search: customers.search })
              : t('summary', { orders: data.total, customers: data.customers })}
          </span>
          {data.testData && <TestDataBadge />}
        </div>
      )}
      <Table
        wrap
        columns={COLUMNS.map((column) => t(column))}
        className={`data-table orders-table${status === 'loading' && data ? ' orders-table--refreshing' : ''}`}
        aria-label={t('tableLabel')}
        aria-busy={status === 'loading'}
      >
        {status === 'error' ? (
          <MessageRow className="orders-table__message-row" columns={COLUMNS.length}>
            <div className="orders-message" role="alert">
              {t.rich('ordersFailed', {
                retry: (chunks) => (
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => goTo(customers.page)}>
                    {chunks}
                  </button>
                ),
              })}
            </div>
          </MessageRow>
        ) : firstLoad ? (
          <BuyerSkeletonRows columns={COLUMNS.length} />
        ) : data!.buyers.length === 0 ? (
          <MessageRow className="orders-table__message-row" columns={COLUMNS.length}>
            <div className="orders-message">{narrowed ? t('noMatch') : t('noOrders')}</div>
          </MessageRow>
        ) : (
          data!.buyers.map((buyer) => (
            <tr key={buyer.id}>
              <td data-label={t('columnOrder')} className="orders-table__order">
                <span className="cell-stack">
                  {buyer.orderId ? <span title={buyer.orderId}>{orderNumber(buyer.orderId)}</span> : NO_ORDER}
                  <ManageButton buyer={buyer} onManage={setManaged} className="btn--ghost orders-table__manage" />
                </span>
              </td>
              <td data-label={t('columnName')} className="orders-table__name">
                <span className="cell-stack">
                  <strong>{buyer.name}</strong>
                  {buyer.testCard && <TestCardMark />}
                  {buyer.giftInfo && <span className="muted small">{t('giftFor', { name: buyer.giftInfo.recipientName })}</span>}
                  {buyer.company && <span className="muted small">{t('corporate', { company: buyer.company })}</span>}
                  {buyer.reloaded && <span className="badge badge--info">{t('reloaded')}</span>}
                </span>
              </td>
              <td data-label={t('columnEmail')} className="orders-table__email">
                <BreakableEmail email={buyer.email} />
              </td>
              <td data-label={t('columnGiftCard')}>
                <span className="cell-stack">
                  {buyer.giftCardName}
                  <CardStatusBadge status={buyer.status} />
                  <GiftDeliveryBadge delivery={buyer.delivery} />
                </span>
              </td>
              <td data-label={t('columnCardCode')}>
                <code className="orders-table__code">{buyer.qrCode.uniqueCode}</code>
              </td>
              <td data-label={t('columnAmountPaid')} className="nowrap">
                {money.format(buyer.amountPaid)}
              </td>
              <td data-label={t('columnProgress')}>
                <RedemptionProgress buyer={buyer} />
              </td>
              <td data-label={t('columnPurchaseDate')} className="nowrap">
                {dates.date(buyer.purchaseDate)}
              </td>
              <td data-label={t('columnHistory')}>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => setHistory(buyer)}
                  aria-label={t('historyOf', { name: buyer.name })}
                >
                  {t('viewHistory', { count: buyer.redemptionHistory.length })}
                </button>
              </td>
            </tr>
          ))
        )}
      </Table>
      {data && <Pager page={data.page} pages={data.totalPages} busy={status === 'loading'} label={t('orderPages')} onPage={goTo} />}
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
