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

export const DETAILS_ERROR = "Oops! We couldn't load this gift card. Please try again.";

/** /gift-card/{id} and /{businessSlug}/gift-card/{id} (spec §2 Card details). */
export function GiftCardDetailsPage() {
  const { id = '', businessSlug } = useParams();
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
  const backHref = businessSlug ? paths.businessGiftCards.getHref(businessSlug) : paths.explore.getHref();
  const backLabel = businessSlug ? `Back to ${businessName ?? 'gift cards'}` : 'All gift cards';

  useDocumentMeta(
    card
      ? {
          title: `${card.giftCardName}${businessName ? ` – ${businessName}` : ''} | Giftcard Vault`,
          description:
            `${card.description.slice(0, 150)}${card.description.length > 150 ? '…' : ''} ${card.amountMode === 'custom' ? faceValueText(card) : formatAmount(card.salePrice, card.currency)}${card.discount > 0 ? ` (${card.discount}% off)` : ''}.`.trim(),
          image: card.giftCardImg,
          path: paths.businessGiftCard.getHref(card.businessSlug, card._id),
        }
      : { title: details.status === 'fail' ? 'Gift card unavailable | Giftcard Vault' : 'Gift card | Giftcard Vault' },
  );

  return (
    <StorefrontShell businessName={businessName} still={arrivedWithPage} testMode={Boolean(cardBusiness?.testMode)} notSelling={notSelling}>
      <Link to={backHref} className="sf-back">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>

      {details.status === 'fail' && details.id === id ? (
        <div className="empty-state sf-details-error" role="alert">
          <div className="icon-tile empty-state__icon">
            <Icon name="alert" size={32} />
          </div>
          <p className="empty-state__title">{DETAILS_ERROR}</p>
          {details.notFound && <p className="empty-state__text">This gift card may have been removed by the business.</p>}
          <div className="sf-details-error__actions">
            <button type="button" className="btn btn--primary" onClick={() => storefront.loadDetails(id)}>
              Retry
            </button>
            <Link to={backHref} className="btn btn--secondary">
              Browse gift cards
            </Link>
          </div>
        </div>
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
            <span aria-hidden="true">{card.icon}</span> {card.giftCardTag}
          </span>
          <h1 id="sf-details-title" className="sf-details__title">
            {card.giftCardName}
          </h1>
          {businessName && businessSlug && (
            <p className="sf-details__business">
              by <Link to={paths.businessGiftCards.getHref(businessSlug)}>{businessName}</Link>
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
                    <span className="sf-price__off">{card.discount}% OFF</span>
                  </>
                )}
              </div>
              <dl className="sf-price__facts">
                <Fact term="Gift card value">{money.format(card.amount)}</Fact>
                <Fact term="Discount">{card.discount}%</Fact>
              </dl>
              {savings > 0 && <p className="sf-price__save">Save {money.format(savings)}</p>}
            </div>
          )}

          {card.expired ? (
            <p className="sf-details__ended" role="note">
              This offer ended on {formatCalendarDate(card.expirationDate)}.
            </p>
          ) : (
            <p className="sf-details__deadline">Offer ends {formatCalendarDate(card.expirationDate)}</p>
          )}
          {card.redemptionWindow && (
            <p className="sf-details__window">
              <Icon name="clock" size={16} /> Redeemable {describeWindow(card.redemptionWindow)}
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
              Buy Now
            </button>
          )}

          <ul className="sf-notes">
            <li>
              <span className="sf-notes__icon" aria-hidden="true">
                <Icon name="zap" size={18} />
              </span>
              Instant delivery to your email
            </li>
            <li>
              <span className="sf-notes__icon" aria-hidden="true">
                <Icon name="clock" size={18} />
              </span>
              Valid for 12 months
            </li>
            <li>
              <span className="sf-notes__icon" aria-hidden="true">
                <Icon name="shield" size={18} />
              </span>
              Secure purchase
            </li>
          </ul>
        </div>
      </article>
    </CurrencyProvider>
  );
}

/** Loading screen: the page's shape with a spinner, announced to screen readers. */
function DetailsLoading() {
  return (
    <div className="sf-details sf-details--loading" role="status" aria-label="Loading gift card">
      <div className="sf-details__media">
        <div className="sf-details__loading-card">
          <span className="spinner-ring sf-details__spinner" aria-hidden="true" />
          <span className="sf-details__loading-text">Loading your gift card…</span>
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
