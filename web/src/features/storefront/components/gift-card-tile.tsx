import { useId, type MouseEvent } from 'react';
import { CARD_IMAGE_SIZES, describeWindow } from '@gv/proto';
import { usableAtLine, type GiftCard } from '../../../lib/gift-card';
import { CardImage } from './card-image';
import { StruckValue } from './struck-value';
import { TileAmountRange } from './any-amount-price';
import { PromotionBadge } from '../../../components/ui/promotion-badge';
import type { PromotionOffer } from '@gv/proto';
import { CurrencyProvider, moneyIn } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { useTagLabel } from '../../../lib/gift-card-tag-label';
import { storefrontMessages } from './storefront.messages';

interface GiftCardTileProps {
  card: GiftCard;
  href: string;
  /** Starts the 1.8 s transition to the details page. */
  onOpen: (card: GiftCard) => void;
  /** Absent while the business is not selling: no Buy Now button. */
  onBuy?: (card: GiftCard) => void;
  opening?: boolean;
  /** The list's first card: its picture is fetched at once and first (the server preloads it too); the others when scrolled near. */
  first?: boolean;
  /** The business's running promotions: the card's is shown on it. */
  offers?: PromotionOffer[];
}

/**
 * One card of the explore list. The title link stretches over the whole card, so the card is one
 * focusable target (Enter opens it) while Buy Now stays a separate button.
 */
export function GiftCardTile({ card, href, onOpen, onBuy, opening = false, first = false, offers = [] }: GiftCardTileProps) {
  const t = useMessages(storefrontMessages);
  const tagLabel = useTagLabel();
  const money = moneyIn(card.currency);
  const titleId = useId();
  const usableAt = usableAtLine(card);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(card);
  };
  return (
    <CurrencyProvider currency={card.currency}>
      <article className={`gc-tile${opening ? ' gc-tile--opening' : ''}`} aria-labelledby={titleId}>
        <div className="gc-tile__media">
          <CardImage card={card} sizes={CARD_IMAGE_SIZES.tile} alt="" priority={first} />
          {card.discount > 0 && <span className="gc-tile__ribbon">{t('off', { discount: card.discount })}</span>}
        </div>
        <div className="gc-tile__body">
          <span className="pill gc-tile__tag">
            <span aria-hidden="true">{card.icon}</span> {tagLabel(card.giftCardTag)}
          </span>
          <h2 className="gc-tile__title" id={titleId}>
            <a href={href} className="gc-tile__link" onClick={onLinkClick}>
              {card.giftCardName}
            </a>
          </h2>
          <p className="gc-tile__business">
            <span className="sr-only">{t('from')}</span>
            {card.businessName ?? card.businessSlug}
          </p>
          <p className="gc-tile__desc two-lines">{card.description}</p>
          {card.redemptionWindow && <p className="gc-tile__window">{t('redeemable', { window: describeWindow(card.redemptionWindow) })}</p>}
          {usableAt && <p className="gc-tile__where">{usableAt}</p>}
          <PromotionBadge
            offers={offers}
            giftCardId={card._id}
            priceCents={card.amountMode === 'custom' ? undefined : money.toMinor(card.salePrice)}
          />
          <div className="gc-tile__bottom">
            {card.amountMode === 'custom' ? (
              <TileAmountRange card={card} />
            ) : (
              <p className="gc-tile__price">
                <strong className="gc-tile__sale">{money.format(card.salePrice)}</strong>
                {card.discount > 0 && <StruckValue className="gc-tile__amount" amount={card.amount} />}
              </p>
            )}
            {onBuy && (
              <button type="button" className="btn btn--gradient btn--sm gc-tile__buy" aria-describedby={titleId} onClick={() => onBuy(card)}>
                {t('buyNow')}
              </button>
            )}
          </div>
        </div>
      </article>
    </CurrencyProvider>
  );
}

/** Placeholder with the card's parts (image, tag, title, description, price, button) while loading. */
export function GiftCardTileSkeleton() {
  return (
    <div className="gc-tile gc-tile--skeleton" aria-hidden="true">
      <div className="gc-tile__media skeleton" />
      <div className="gc-tile__body">
        <span className="skeleton" style={{ width: 110, height: 22, borderRadius: 999 }} />
        <span className="skeleton" style={{ width: '75%', height: 20, borderRadius: 6 }} />
        <span className="skeleton" style={{ width: '100%', height: 14, borderRadius: 6 }} />
        <span className="skeleton" style={{ width: '60%', height: 14, borderRadius: 6 }} />
        <div className="gc-tile__bottom">
          <span className="skeleton" style={{ width: 90, height: 24, borderRadius: 6 }} />
          <span className="skeleton" style={{ width: 88, height: 34, borderRadius: 10 }} />
        </div>
      </div>
    </div>
  );
}
