import { useMessages } from '../../lib/i18n';
import { noticesMessages } from './notices.messages';
import { promotionBonusCents, purchasePromotionMessage, type PromotionBonus, type PromotionOffer, type PurchasePromotion } from '@gv/proto';
import { useMoney, type Money } from '../../lib/currency';
import { usePromotionOffers } from '../../lib/promotion-offers';
import './promotion-badge.css';

/** "+20 %" or "+$20.00". */
export function bonusText(bonus: PromotionBonus, money: Money): string {
  return 'percent' in bonus ? `+${bonus.percent} %` : `+${money.formatMinor(bonus.amountCents)}`;
}

/**
 * A card's offer as its tile and page show it: "Holiday bonus: +$20.00, while it lasts", the bonus priced at what the
 * buyer pays when it is a percent of a fixed price (`priceCents`; undefined: the buyer chooses the amount).
 */
export function PromotionBadge({ offers, giftCardId, priceCents }: { offers: PromotionOffer[]; giftCardId: string; priceCents: number | undefined }) {
  const money = useMoney();
  const t = useMessages(noticesMessages);
  const offer = offers.find((candidate) => candidate.giftCardIds.includes(giftCardId));
  if (!offer) return null;
  const amount =
    'percent' in offer.bonus && priceCents !== undefined
      ? `+${money.formatMinor(promotionBonusCents(offer.bonus, priceCents))}`
      : bonusText(offer.bonus, money);
  return (
    <p className="promotion-badge" data-testid="promotion-badge">
      {t('promotion', { name: offer.name, amount })}
      <span className="promotion-badge__left">{t('promotionLeft', { amount: money.formatMinor(offer.budgetLeftCents) })}</span>
    </p>
  );
}

/** The card page's offer: the card's business's running promotion on it, if any. */
export function CardPromotionOffer({
  businessSlug,
  giftCardId,
  priceCents,
}: {
  businessSlug: string;
  giftCardId: string;
  priceCents: number | undefined;
}) {
  const offers = usePromotionOffers(businessSlug);
  return <PromotionBadge offers={offers} giftCardId={giftCardId} priceCents={priceCents} />;
}

/** The purchase confirmation's line about the promotion its cards were issued under, if one ran. */
export function PurchasePromotionNote({ promotion }: { promotion: PurchasePromotion | undefined }) {
  const money = useMoney();
  if (!promotion) return null;
  return (
    <p className="pd-success__text" data-testid="purchase-promotion">
      {purchasePromotionMessage(promotion, money.format)}
    </p>
  );
}
