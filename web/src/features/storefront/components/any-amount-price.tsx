import { Fact } from '../../../components/ui/fact';
import { faceValueText, type GiftCard } from '../../../lib/gift-card';
import './any-amount-price.css';
import { useMessages } from '../../../lib/i18n';
import { detailsMessages } from './card-details.messages';

type AnyAmountCard = Pick<GiftCard, 'amount' | 'minAmount' | 'maxAmount' | 'discount' | 'currency'>;

/** An "Any amount" card's price on its tile: its range instead of one price (the ribbon shows the discount). */
export function TileAmountRange({ card }: { card: AnyAmountCard }) {
  return (
    <p className="gc-tile__price">
      <strong className="gc-tile__range">{faceValueText(card)}</strong>
    </p>
  );
}

/** An "Any amount" card's price panel on its page: the range, and the discount on whatever amount is chosen. */
export function DetailsAmountRange({ card }: { card: AnyAmountCard }) {
  const t = useMessages(detailsMessages);
  return (
    <div className="card sf-price">
      <div className="sf-price__row">
        <span className="sf-price__sale sf-price__range">{faceValueText(card)}</span>
        {card.discount > 0 && <span className="sf-price__off">{t('off', { discount: card.discount })}</span>}
      </div>
      <dl className="sf-price__facts">
        <Fact term={t('value')}>{t('youChoose')}</Fact>
        <Fact term={t('discount')}>{t('discountValue', { discount: card.discount })}</Fact>
      </dl>
      {card.discount > 0 && <p className="sf-price__save">{t('saveOnChosen', { discount: card.discount })}</p>}
    </div>
  );
}
