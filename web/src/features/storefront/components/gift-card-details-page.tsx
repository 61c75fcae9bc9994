import { useContext, useEffect, useState } from 'react';
import { Fact } from '../../../components/ui/fact';
import { Link, useParams } from 'wouter';
import { describeWindow, formatAmount } from '@gv/proto';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatCalendarDate } from '../../../lib/format-date';
import { faceValueText, savingsOf, usableAtLine, type GiftCard } from '../../../lib/gift-card';
import { useStorefront } from '../storefront-state';
import { FlipCard } from './flip-card';
import { PurchaseDialogSlot } from '../../../lib/purchase-dialog-slot';
import { StorefrontShell } from './storefront-shell';
import { StruckValue } from './struck-value';
import { DetailsAmountRange } from './any-amount-price';
import { CardPromotionOffer } from '../../../components/ui/promotion-badge';
import { CurrencyProvider, moneyIn } from '../../../lib/currency';
import { useMessages, useSuggestedLocale } from '../../../lib/i18n';
import { useTagLabel } from '../../../lib/gift-card-tag-label';
import { detailsMessages } from './card-details.messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { BackLink } from '../../../components/ui/back-link';

/** What a buyer is promised beside the buy button: delivered at once, valid as shown, paid securely. */
const PURCHASE_NOTES = [
  { icon: 'zap', text: 'instant' },
  { icon: 'clock', text: 'valid' },
  { icon: 'shield', text: 'secure' },
] as const;

/** /gift-card/{id} and /{businessSlug}/gift-card/{id} (spec §2 Card details). */
export function GiftCardDetailsPage() {
  const { id = '', businessSlug } = useParams();
  const t = useMessages(detailsMessages);
  const [{ details, business }, storefront] = useStorefront();
  const [buying, setBuying] = useState(false);
  const PurchaseDialog = useContext(PurchaseDialogSlot);
  const [arrivedWithPage] = useState(() => storefront.getState().details.id === id);

  // Asked unless the page came with this card (or with the answer that it does not exist).
  useEffect(() => {
    const known = storefront.getState().details;
    if (!(known.id === id && (known.status === 'success' || known.notFound))) storefront.loadDetails(id);
    return () => storefront.reset('details');
  }, [storefront, id]);

  const card = details.id === id ? details.giftCard : null;
  const slug = businessSlug ?? card?.businessSlug ?? null;

  // The business name completes the title and the footer; fetched unless already known.
  useEffect(() => {
    if (slug && business.slug !== slug) storefront.loadBusiness(slug);
  }, [storefront, slug, business.slug]);

  const cardBusiness = slug && business.slug === slug ? business.data : null;
  const businessName = cardBusiness?.name ?? null;
  const notSelling = cardBusiness?.status === 'suspended';
  // The card's page speaks its business's language, unless the visitor picked one.
  useSuggestedLocale(cardBusiness?.locale);
  const backHref = businessSlug ? paths.businessGiftCards.getHref(businessSlug) : paths.explore.getHref();
  const backLabel = businessSlug ? (businessName ? t('backTo', { business: businessName }) : t('backToCards')) : t('allCards');

  useDocumentMeta(
    card
      ? {
          title: `${card.giftCardName}${businessName ? ` – ${businessName}` : ''} | Giftcard Vault`,
          description:
            `${card.description.slice(0, 150)}${card.description.length > 150 ? '…' : ''} ${card.amountMode === 'custom' ? faceValueText(card) : formatAmount(card.salePrice, card.currency)}${card.discount > 0 ? t('metaOff', { discount: card.discount }) : ''}.`.trim(),
          image: card.giftCardImg,
          path: paths.businessGiftCard.getHref(card.businessSlug, card._id),
        }
      : { title: t(details.status === 'fail' ? 'metaUnavailable' : 'metaCard') },
  );

  return (
    <StorefrontShell businessName={businessName} still={arrivedWithPage} testMode={Boolean(cardBusiness?.testMode)} notSelling={notSelling}>
      <BackLink to={backHref} className="sf-back">
        {backLabel}
      </BackLink>

      {details.status === 'fail' && details.id === id ? (
        <EmptyState icon="alert" title={t('error')} text={details.notFound && t('removed')} className="sf-details-error" alert>
          <div className="sf-details-error__actions">
            <button type="button" className="btn btn--primary" onClick={() => storefront.loadDetails(id)}>
              {t('retry')}
            </button>
            <Link to={backHref} className="btn btn--secondary">
              {t('browse')}
            </Link>
          </div>
        </EmptyState>
      ) : !card ? (
        <DetailsLoading />
      ) : (
        <CardDetails card={card} businessName={businessName} businessSlug={slug} onBuy={notSelling ? undefined : () => setBuying(true)} />
      )}

      {buying && card && PurchaseDialog && <PurchaseDialog card={card} onClose={() => setBuying(false)} />}
    </StorefrontShell>
  );
}

/** `onBuy` absent: the business is not selling, so no Buy Now button. */
function CardDetails({
  card,
  businessName,
  businessSlug,
  onBuy,
}: {
  card: GiftCard;
  businessName: string | null;
  businessSlug: string | null;
  onBuy?: () => void;
}) {
  const t = useMessages(detailsMessages);
  const tagLabel = useTagLabel();
  const money = moneyIn(card.currency);
  const savings = savingsOf(card);
  const usableAt = usableAtLine(card);
  return (
    <CurrencyProvider currency={card.currency}>
      <article className="sf-details" aria-labelledby="sf-details-title">
        <div className="sf-details__media">
          <FlipCard card={card} businessName={businessName} />
        </div>
        <div className="sf-details__info">
          <span className="pill gc-tile__tag">
            <span aria-hidden="true">{card.icon}</span> {tagLabel(card.giftCardTag)}
          </span>
          <h1 id="sf-details-title" className="sf-details__title">
            {card.giftCardName}
          </h1>
          {businessName && businessSlug && (
            <p className="sf-details__business">
              {t.rich('by', { business: businessName, link: (chunks) => <Link to={paths.businessGiftCards.getHref(businessSlug)}>{chunks}</Link> })}
            </p>
          )}
          <p className="sf-details__desc">{card.description}</p>

          {card.amountMode === 'custom' ? (
            <DetailsAmountRange card={card} />
          ) : (
            <div className="card sf-price">
              <div className="sf-price__row">
                <span className="sf-price__sale">{money.format(card.salePrice)}</span>
                {card.discount > 0 && (
                  <>
                    <StruckValue className="sf-price__amount" amount={card.amount} />
                    <span className="sf-price__off">{t('off', { discount: card.discount })}</span>
                  </>
                )}
              </div>
              <dl className="sf-price__facts">
                <Fact term={t('value')}>{money.format(card.amount)}</Fact>
                <Fact term={t('discount')}>{t('discountValue', { discount: card.discount })}</Fact>
              </dl>
              {savings > 0 && <p className="sf-price__save">{t('save', { amount: money.format(savings) })}</p>}
            </div>
          )}

          {card.expired ? (
            <p className="sf-details__ended" role="note">
              {t('ended', { date: formatCalendarDate(card.expirationDate) })}
            </p>
          ) : (
            <p className="sf-details__deadline">{t('ends', { date: formatCalendarDate(card.expirationDate) })}</p>
          )}
          {card.redemptionWindow && (
            <p className="sf-details__window">
              <Icon name="clock" size={16} /> {t('redeemable', { window: describeWindow(card.redemptionWindow) })}
            </p>
          )}
          {usableAt && (
            <p className="sf-details__where">
              <Icon name="store" size={16} /> {usableAt}
            </p>
          )}
          {!card.expired && (
            <CardPromotionOffer
              businessSlug={card.businessSlug}
              giftCardId={card._id}
              priceCents={card.amountMode === 'custom' ? undefined : money.toMinor(card.salePrice)}
            />
          )}

          {onBuy && (
            <button type="button" className="btn btn--gradient btn--lg sf-details__buy" onClick={onBuy} disabled={card.expired}>
              {t('buyNow')}
            </button>
          )}

          <ul className="sf-notes">
            {PURCHASE_NOTES.map(({ icon, text }) => (
              <li key={text}>
                <span className="sf-notes__icon" aria-hidden="true">
                  <Icon name={icon} size={18} />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </CurrencyProvider>
  );
}

/** Loading screen: the page's shape with a spinner, announced to screen readers. */
function DetailsLoading() {
  const t = useMessages(detailsMessages);
  return (
    <div className="sf-details sf-details--loading" role="status" aria-label={t('loadingLabel')}>
      <div className="sf-details__media">
        <div className="sf-details__loading-card">
          <span className="spinner-ring sf-details__spinner" aria-hidden="true" />
          <span className="sf-details__loading-text">{t('loadingText')}</span>
        </div>
      </div>
      <div className="sf-details__info" aria-hidden="true">
        <Skeleton width={140} height={26} radius={999} />
        <Skeleton width="80%" height={36} />
        <Skeleton width="100%" height={16} />
        <Skeleton width="90%" height={16} />
        <Skeleton width="60%" height={16} />
        <Skeleton width="100%" height={120} radius={16} />
        <Skeleton width="100%" height={50} radius={10} />
      </div>
    </div>
  );
}
