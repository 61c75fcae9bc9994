import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type BuyerRecord } from '@gv/proto';
import { ManageButton } from './manage-button';
import { Modal } from '../../../components/ui/modal';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBusinessDates } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersActions, selectOrders } from '../orders-slice';
import { CardStatusBadge } from '../../../components/ui/card-status-badge';
import { GiftDeliveryBadge } from './gift-delivery-badge';
import { HistoryList } from './history-list';
import { RedemptionProgress } from './redemption-progress';
import { TestCardMark } from '../../../components/ui/test-mode';
import { CardActionsModal } from '../../../components/card-actions/card-actions-modal';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** View Buyers (spec §2 Orders): one card's buyers with search, each with remaining balance and redemption history. */
export function BuyersModal() {
  const money = useMoney();
  const t = useMessages(ordersMessages);
  const dates = useBusinessDates();
  const dispatch = useDispatch();
  const { cardBuyers } = useSelector(selectOrders);
  const card = cardBuyers.card!;
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  const [opened, setOpened] = useState<string | null>(null);
  const [managed, setManaged] = useState<BuyerRecord | null>(null);

  useEffect(() => {
    if (keyword !== cardBuyers.search) dispatch(ordersActions.loadCardBuyers({ search: keyword, page: 1 }));
  }, [dispatch, keyword, cardBuyers.search]);

  const { data, status } = cardBuyers;
  const close = () => dispatch(ordersActions.closeCardBuyers());
  const reload = () => dispatch(ordersActions.loadCardBuyers({ search: cardBuyers.search, page: cardBuyers.page }));

  return (
    <Modal open size="lg" title={t('buyersOf', { name: card.name })} onClose={close} className="buyers-modal">
      <div className="orders-toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder={t('searchBuyersPlaceholder')} label={t('searchBuyersLabel')} />
        {data && (
          <span className="muted small" role="status">
            {t('buyerCount', { count: data.total })}
          </span>
        )}
      </div>
      {status === 'error' ? (
        <div className="orders-message" role="alert">
          {t.rich('buyersFailed', {
            retry: (chunks) => (
              <button type="button" className="btn btn--secondary btn--sm" onClick={reload}>
                {chunks}
              </button>
            ),
          })}
        </div>
      ) : !data ? (
        <ul className="buyer-list" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="buyer-list__item">
              <Skeleton width="40%" height={16} />
              <Skeleton width="70%" height={12} />
            </li>
          ))}
        </ul>
      ) : data.buyers.length === 0 ? (
        <p className="orders-message">{cardBuyers.search ? t('noBuyersMatch', { search: cardBuyers.search }) : t('noBuyers')}</p>
      ) : (
        <ul className={`buyer-list${status === 'loading' ? ' buyer-list--refreshing' : ''}`} aria-label={t('buyersLabel')}>
          {data.buyers.map((buyer) => (
            <li key={buyer.id} className="buyer-list__item">
              <div className="buyer-list__head">
                <div className="cell-stack">
                  <strong>{buyer.name}</strong>
                  {buyer.testCard && <TestCardMark />}
                  <CardStatusBadge status={buyer.status} />
                  <GiftDeliveryBadge delivery={buyer.delivery} />
                  <span className="muted small">{buyer.email}</span>
                  {buyer.giftInfo && (
                    <span className="muted small">
                      {t('giftForWithEmail', { name: buyer.giftInfo.recipientName, email: buyer.giftInfo.recipientEmail })}
                    </span>
                  )}
                </div>
                <div className="buyer-list__balance">
                  <span className="muted small">{t('remainingBalance')}</span>
                  <strong>{money.format(buyer.remainingBalance)}</strong>
                  <span className="muted small">{t('bought', { day: dates.date(buyer.purchaseDate) })}</span>
                </div>
              </div>
              <RedemptionProgress buyer={buyer} />
              <div className="buyer-list__actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm buyer-list__toggle"
                  aria-expanded={opened === buyer.id}
                  onClick={() => setOpened(opened === buyer.id ? null : buyer.id)}
                >
                  {t('historyToggle', { count: buyer.redemptionHistory.length })}
                </button>
                <ManageButton buyer={buyer} onManage={setManaged} className="btn--secondary" />
              </div>
              {opened === buyer.id && <HistoryList buyer={buyer} />}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={data.page}
          pages={data.totalPages}
          busy={status === 'loading'}
          label={t('buyerPages')}
          onPage={(page) => dispatch(ordersActions.loadCardBuyers({ search: cardBuyers.search, page }))}
        />
      )}
      {managed && <CardActionsModal code={managed.qrCode.uniqueCode} buyerName={managed.name} onClose={() => setManaged(null)} onChanged={reload} />}
    </Modal>
  );
}
