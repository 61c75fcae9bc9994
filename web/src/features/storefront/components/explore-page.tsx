import { useContext, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { SearchBox } from '../../../components/ui/search-box';
import { useDocumentMeta } from '../../../lib/document-meta';
import type { GiftCard } from '../../../lib/gift-card';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStorefront, type StorefrontState } from '../storefront-state';
import { useFakeProgress } from '../use-fake-progress';
import { BusinessHeader } from './business-header';
import { BusinessLoader } from './business-loader';
import { BusinessNotFound } from './business-not-found';
import { GiftCardTile, GiftCardTileSkeleton } from './gift-card-tile';
import { OpeningOverlay } from './opening-overlay';
import { PurchaseDialogSlot } from '../../../lib/purchase-dialog-slot';
import { StorefrontShell } from './storefront-shell';
import { usePromotionOffers } from '../../../lib/promotion-offers';
import { useEmbedded } from '../../../lib/embedded-checkout';
import { CurrencyProvider } from '../../../lib/currency';
import { useMessages, useSuggestedLocale } from '../../../lib/i18n';
import { exploreMessages } from './explore-page.messages';
import { EmptyState } from '../../../components/ui/empty-state';

const BANG = '!';
const SPARKLE = '✦';

/** Spec §9: 1.8 s between a card click and its detail page. */
export const OPEN_CARD_DELAY_MS = 1800;
const INITIAL_SKELETONS = 6;
const MORE_SKELETONS = 3;

/** /explore (all businesses) and /{businessSlug}/giftcards (spec §2 Explore list, Customer purchase page). */
export function ExplorePage() {
  const { businessSlug } = useParams();
  // A new slug starts a fresh page: search text, loader and dialogs all reset.
  return <ExploreView key={businessSlug ?? ''} businessSlug={businessSlug ?? null} />;
}

/** The business of this page is known already (sent with the page, or loaded by an earlier page). */
const businessKnown = (business: StorefrontState['business'], slug: string) =>
  business.slug === slug && (business.status === 'success' || business.notFound);

function ExploreView({ businessSlug }: { businessSlug: string | null }) {
  const t = useMessages(exploreMessages);
  const [, navigate] = useLocation();
  const [{ business, list }, storefront] = useStorefront();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 300);
  // The 'Loading Your Gift Card' loader runs only while the business is really on its way.
  const [loaderKey] = useState(() => (businessSlug && !businessKnown(storefront.getState().business, businessSlug) ? businessSlug : null));
  const progress = useFakeProgress(loaderKey);
  const [arrivedWithPage] = useState(() => {
    const { list: shown } = storefront.getState();
    return shown.businessSlug === businessSlug && shown.status === 'success';
  });
  const [buying, setBuying] = useState<GiftCard | null>(null);
  const offers = usePromotionOffers(businessSlug);
  const PurchaseDialog = useContext(PurchaseDialogSlot);
  const [opening, setOpening] = useState<GiftCard | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const openTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!businessSlug) storefront.reset('business');
    else if (!businessKnown(storefront.getState().business, businessSlug)) storefront.loadBusiness(businessSlug);
  }, [storefront, businessSlug]);

  // Spec §4: new search text or slug → page 1, empty list, has-more true, fetch again (unless the page came with that list).
  useEffect(() => {
    const shown = storefront.getState().list;
    if (shown.businessSlug === businessSlug && shown.keyword === keyword && shown.page === 1 && shown.status === 'success') return;
    storefront.loadList({ businessSlug, keyword, page: 1 });
  }, [storefront, businessSlug, keyword]);

  useEffect(() => () => storefront.reset('list'), [storefront]);
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  const businessReady = business.slug === businessSlug && (business.status === 'success' || business.status === 'fail');
  const showLoader = businessSlug !== null && (progress < 100 || !businessReady);
  const currentBusiness = businessSlug && business.slug === businessSlug ? business.data : null;
  const notFound = businessSlug !== null && business.slug === businessSlug && business.notFound;
  const listIsOurs = list.businessSlug === businessSlug;

  // Infinite scroll: when the end of the list comes into view, ask for the next 6.
  const canLoadMore = !showLoader && listIsOurs && list.status === 'success' && list.hasMore;
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          storefront.loadList({ businessSlug, keyword: list.keyword, page: list.page + 1 });
        }
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, storefront, businessSlug, list.keyword, list.page]);

  const detailsHref = (card: GiftCard) => (businessSlug ? paths.businessGiftCard.getHref(businessSlug, card._id) : paths.giftCard.getHref(card._id));

  const embedded = useEmbedded();
  const openCard = (card: GiftCard) => {
    // Framed, the buyer stays on the list: a card opens its checkout.
    if (embedded) {
      setBuying(card);
      return;
    }
    if (opening) return;
    setOpening(card);
    openTimer.current = window.setTimeout(() => navigate(detailsHref(card)), OPEN_CARD_DELAY_MS);
  };

  const businessName = currentBusiness?.name ?? null;
  // A business's page speaks its language, unless the visitor picked one.
  useSuggestedLocale(currentBusiness?.locale);
  const notSelling = currentBusiness?.status === 'suspended';
  useDocumentMeta(
    notFound
      ? { title: t('metaNotFound') }
      : currentBusiness
        ? {
            title: t('metaBusiness', { business: currentBusiness.name }),
            description: t('metaBusinessText', { business: currentBusiness.name }),
            image: currentBusiness.logoUrl ?? list.items[0]?.giftCardImg,
            path: paths.businessGiftCards.getHref(currentBusiness.businessSlug),
          }
        : businessSlug
          ? { title: t('metaGiftCards') }
          : {
              title: t('metaExplore'),
              description: t('metaExploreText'),
              path: paths.explore.getHref(),
            },
  );

  if (showLoader) {
    return (
      <StorefrontShell>
        <BusinessLoader progress={progress} />
      </StorefrontShell>
    );
  }

  if (notFound) {
    return (
      <StorefrontShell>
        <BusinessNotFound slug={businessSlug ?? ''} />
      </StorefrontShell>
    );
  }

  const items = listIsOurs ? list.items : [];
  const loading = !listIsOurs || list.status === 'loading' || list.status === 'idle';
  const firstLoad = loading && items.length === 0;
  const searching = keyword !== '' || search.trim() !== '';

  return (
    // A business's page is in its currency (each card keeps its own: /explore mixes businesses).
    <CurrencyProvider currency={currentBusiness?.currency}>
      <StorefrontShell businessName={businessName} still={arrivedWithPage} testMode={Boolean(currentBusiness?.testMode)} notSelling={notSelling}>
        {currentBusiness ? (
          <BusinessHeader business={currentBusiness} cardCount={!searching && list.status === 'success' ? list.total : undefined} />
        ) : (
          <section className="sf-hero" aria-labelledby="sf-hero-title">
            <p className="sf-hero__eyebrow">
              <Icon name="sparkles" size={16} /> {t('eyebrow')}
            </p>
            <h1 id="sf-hero-title" className="sf-hero__title">
              {t(businessSlug ? 'giftCards' : 'exploreTitle')}
            </h1>
            <p className="sf-hero__text">{t('heroText')}</p>
          </section>
        )}

        {businessSlug && business.status === 'fail' && !notFound && (
          <div className="alert alert--error sf-business-error" role="alert">
            <span className="alert__icon" aria-hidden="true">
              {BANG}
            </span>
            <div className="alert__text">{business.error}</div>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => storefront.loadBusiness(businessSlug)}>
              {t('retry')}
            </button>
          </div>
        )}

        <div className="sf-toolbar">
          <SearchBox value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} label={t('searchLabel')} size="lg" clearable />
          {!loading && list.status === 'success' && searching && list.total > 0 && (
            <p className="sf-toolbar__count" role="status">
              {t('found', { count: list.total })}
            </p>
          )}
        </div>

        {list.status === 'fail' && items.length === 0 ? (
          <EmptyState icon="cloudOff" title={t('loadFailed')} text={list.error} className="sf-empty" alert>
            <button type="button" className="btn btn--primary" onClick={() => storefront.loadList({ businessSlug, keyword, page: 1 })}>
              {t('retry')}
            </button>
          </EmptyState>
        ) : !loading && items.length === 0 ? (
          <div className="empty-state sf-empty">
            <div className="icon-tile empty-state__icon">
              <Icon name={searching ? 'tag' : 'gift'} size={32} />
            </div>
            {searching ? (
              <>
                <p className="empty-state__title">{t('noMatch', { keyword: list.keyword })}</p>
                <p className="empty-state__text">{t('noMatchText')}</p>
                <button type="button" className="btn btn--secondary" onClick={() => setSearch('')}>
                  {t('clearSearch')}
                </button>
              </>
            ) : (
              <>
                <p className="empty-state__title">{t('noneYet')}</p>
                <p className="empty-state__text">{businessName ? t('businessNoneYet', { business: businessName }) : t('nobodyYet')}</p>
                {businessSlug && (
                  <Link to={paths.explore.getHref()} className="btn btn--secondary">
                    {t('exploreOthers')}
                  </Link>
                )}
              </>
            )}
          </div>
        ) : (
          <>
            <div className={`sf-grid${opening ? ' sf-grid--opening' : ''}`} aria-busy={loading}>
              {items.map((card, index) => (
                <GiftCardTile
                  key={card._id}
                  card={card}
                  first={index === 0}
                  href={detailsHref(card)}
                  onOpen={openCard}
                  onBuy={notSelling ? undefined : setBuying}
                  opening={opening?._id === card._id}
                  offers={offers}
                />
              ))}
              {loading &&
                Array.from({ length: firstLoad ? INITIAL_SKELETONS : MORE_SKELETONS }, (_, index) => (
                  <GiftCardTileSkeleton key={`skeleton-${index}`} />
                ))}
            </div>
            {loading && (
              <span className="sr-only" role="status">
                {t('loadingCards')}
              </span>
            )}
            {list.status === 'fail' && items.length > 0 && (
              <div className="sf-more-error" role="alert">
                <span>{list.error}</span>
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  onClick={() => storefront.loadList({ businessSlug, keyword: list.keyword, page: list.page + 1 })}
                >
                  {t('tryAgain')}
                </button>
              </div>
            )}
            {!loading && listIsOurs && !list.hasMore && items.length > 0 && (
              <p className="sf-end">
                <span aria-hidden="true">{SPARKLE}</span> {t('seenAll', { count: items.length })} <span aria-hidden="true">{SPARKLE}</span>
              </p>
            )}
            <div ref={sentinel} className="sf-sentinel" aria-hidden="true" />
          </>
        )}

        {opening && <OpeningOverlay card={opening} />}
        {buying && PurchaseDialog && <PurchaseDialog card={buying} onClose={() => setBuying(null)} />}
      </StorefrontShell>
    </CurrencyProvider>
  );
}
