import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import { giftCardTagEmoji } from '@gv/proto';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersActions, selectOrders } from '../orders-slice';
import { BuyersModal } from './buyers-modal';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

/** Spec §9: order cards 6 at a time, skeletons 6 at first. */
const STEP = 6;

/** Gift Card Orders: the business's cards with how many bought each, and a View Buyers modal. */
export function GiftCardOrders() {
  const t = useMessages(ordersMessages);
  const dispatch = useDispatch();
  const { giftCards, cardBuyers, showTestData } = useSelector(selectOrders);
  const [search, setSearch] = useState(giftCards.search);
  const keyword = useDebouncedValue(search.trim(), 300);
  const [shown, setShown] = useState(STEP);

  useEffect(() => {
    setShown(STEP);
    dispatch(ordersActions.loadGiftCards(keyword));
  }, [dispatch, keyword, showTestData]);

  const { items, status } = giftCards;
  const firstLoad = status !== 'ready' && status !== 'error' && items.length === 0;

  return (
    <div className="orders-cards-view">
      <div className="orders-toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder={t('searchCardsPlaceholder')} label={t('searchCardsLabel')} />
      </div>
      {status === 'error' ? (
        <div className="orders-message card" role="alert">
          {t.rich('cardsFailed', {
            retry: (chunks) => (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => dispatch(ordersActions.loadGiftCards(giftCards.search))}>
                {chunks}
              </button>
            ),
          })}
        </div>
      ) : firstLoad ? (
        <div className="orders-cards" aria-hidden="true">
          {Array.from({ length: STEP }, (_, i) => (
            <div key={i} className="orders-card">
              <Skeleton height={140} radius={0} />
              <div className="orders-card__body">
                <Skeleton width={90} height={12} />
                <Skeleton width="70%" height={18} />
                <Skeleton height={12} />
              </div>
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{giftCards.search ? t('noCardsMatch') : t('noCards')}</p>
          <p className="empty-state__text">
            {giftCards.search
              ? t('tryAnother')
              : t.rich('createFirst', { link: (chunks) => <Link to={paths.admin.giftCards.getHref()}>{chunks}</Link> })}
          </p>
        </div>
      ) : (
        <>
          <ul className="orders-cards" aria-label={t('cardsLabel')}>
            {items.slice(0, shown).map((card) => (
              <li key={card.id} className="orders-card">
                <img className="orders-card__image" src={card.image} alt="" loading="lazy" width={320} height={160} />
                <div className="orders-card__body">
                  <span className="pill orders-card__tag">
                    <span aria-hidden="true">{giftCardTagEmoji(card.tag)}</span> {card.tag}
                  </span>
                  <h3 className="orders-card__name">{card.name}</h3>
                  <p className="orders-card__description two-lines">{card.description}</p>
                  <div className="orders-card__footer">
                    <span className="orders-card__buyers">
                      {t.rich('totalBuyers', { count: card.totalBuyers, strong: (chunks) => <strong>{chunks}</strong> })}
                    </span>
                    <button type="button" className="btn btn--primary btn--sm" onClick={() => dispatch(ordersActions.openCardBuyers(card))}>
                      {t('viewBuyers')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {shown < items.length && (
            <div className="orders-more">
              <button type="button" className="btn btn--secondary" onClick={() => setShown(shown + STEP)}>
                {t('showMoreCards')}
              </button>
            </div>
          )}
        </>
      )}
      {cardBuyers.card && <BuyersModal />}
    </div>
  );
}
