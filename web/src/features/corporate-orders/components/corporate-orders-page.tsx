import { Table } from '../../../components/ui/table';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ListState } from '../../../components/ui/list-state';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { codesPdfUrl } from '../api/corporate-orders-api';
import { corporateOrdersActions, selectCorporateOrders } from '../corporate-orders-slice';
import { BatchProgress, progressOf } from './batch-progress';
import { ConfirmBatchDialog } from './confirm-batch-dialog';
import { NewBatchForm } from './new-batch-form';
import './corporate-orders.css';
import { useMessages } from '../../../lib/i18n';
import { corporateOrdersMessages } from './corporate-orders.messages';

/** Admin /corporate-orders: batches of cards for companies that paid outside the platform (decision 0063). */
export function CorporateOrdersPage() {
  const dates = useBusinessDates();
  const t = useMessages(corporateOrdersMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const dispatch = useDispatch();
  const { cards, orders, watched, error } = useSelector(selectCorporateOrders);

  useEffect(() => {
    dispatch(corporateOrdersActions.screenOpened());
    return () => void dispatch(corporateOrdersActions.screenLeft());
  }, [dispatch]);

  return (
    <section className="corporate" aria-labelledby="corporate-title">
      <h1 id="corporate-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <ListState items={cards} error={error} loading={t('loadingCards')} empty={t('noCards')}>
        {(cards) => <NewBatchForm cards={cards} />}
      </ListState>
      {watched && <BatchProgress order={watched} />}
      <ConfirmBatchDialog />
      <section className="corporate-card" aria-labelledby="corporate-past-title">
        <h2 id="corporate-past-title">{t('pastBatches')}</h2>
        {!orders && !error && <Spinner label={t('loadingBatches')} />}
        {orders && orders.length === 0 && <p className="muted">{t('noBatches')}</p>}
        {orders && orders.length > 0 && (
          <Table
            columns={[t('columnCreated'), t('columnCompany'), t('columnCard'), t('columnReference'), t('columnProgress'), t('columnCodes')]}
            className="list-table corporate-table"
          >
            {orders.map((order) => (
              <tr key={order.id}>
                <td data-label={t('columnCreated')}>{dates.date(order.createdAt)}</td>
                <td data-label={t('columnCompany')}>
                  <button
                    type="button"
                    className="inline-link"
                    onClick={() => dispatch(corporateOrdersActions.batchWatched(order))}
                    aria-label={t('showProgress', { company: order.company })}
                  >
                    {order.company}
                  </button>
                </td>
                <td data-label={t('columnCard')}>{order.giftCardName}</td>
                <td data-label={t('columnReference')}>{order.paymentReference}</td>
                <td data-label={t('columnProgress')}>
                  {progressOf(order).label}
                  {order.status === 'awaiting-confirmation' && (
                    <button type="button" className="btn btn--primary btn--sm" onClick={() => dispatch(corporateOrdersActions.confirmAsked(order))}>
                      {t('confirm')}
                    </button>
                  )}
                </td>
                <td data-label={t('columnCodes')}>
                  <a href={codesPdfUrl(order.id)} download>
                    {t('downloadPdf')}
                  </a>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </section>
  );
}
