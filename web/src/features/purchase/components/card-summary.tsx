import { Fact } from '../../../components/ui/fact';
import { savingsOf, type PurchaseCard } from '../../../lib/gift-card';
import { totalOf } from '../purchase-form';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

const SPACE = ' ';
const NO_PRICE = '—';

/** The card being bought: image, name, face value, discount and the price to pay (once per gift recipient); `compact` trims it on phones after step 1. */
export function CardSummary({
  card,
  compact = false,
  quantity = 1,
  unpriced = false,
}: {
  card: PurchaseCard;
  compact?: boolean;
  quantity?: number;
  unpriced?: boolean;
}) {
  const money = useMoney();
  const t = useMessages(dialogMessages);
  const savings = unpriced ? 0 : savingsOf(card);
  // While the amount typed is not one the card sells, no price is shown rather than the last one.
  const shown = (major: number) => (unpriced ? NO_PRICE : money.format(major));
  return (
    <div className={`pd-summary${compact ? ' pd-summary--compact' : ''}`} data-gift-card-id={card._id}>
      <img className="pd-summary__img" src={card.giftCardImg} alt="" />
      <div className="pd-summary__text">
        <p className="pd-summary__name">
          <span aria-hidden="true">{card.icon}</span> {card.giftCardName}
        </p>
        <dl className="pd-summary__facts">
          <Fact term={t('summaryAmount')}>{shown(card.amount)}</Fact>
          <Fact term={t('summaryDiscount')}>{t('discountValue', { discount: card.discount })}</Fact>
          <div className="pd-summary__pay">
            <dt>{t('youPay')}</dt>
            <dd>
              {shown(totalOf(card.salePrice, quantity, money.currency))}
              {quantity > 1 && !unpriced && (
                <span className="pd-summary__each">
                  {SPACE}
                  {t('each', { count: quantity, price: money.format(card.salePrice) })}
                </span>
              )}
            </dd>
          </div>
        </dl>
        {savings > 0 && <p className="pill pill--success pd-summary__save">{t('youSave', { amount: money.format(savings) })}</p>}
      </div>
    </div>
  );
}
