import { Fact } from '../../../components/ui/fact';
import { faceValueText, type GiftCard } from '../../../lib/gift-card';
import './any-amount-price.css';

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
  return (
    <div className="card sf-price">
      <div className="sf-price__row">
        <span className="sf-price__sale sf-price__range">{faceValueText(card)}</span>
        {card.discount > 0 && <span className="sf-price__off">{card.discount}% OFF</span>}
      </div>
      <dl className="sf-price__facts">
        <Fact term="Gift card value">You choose</Fact>
        <Fact term="Discount">{card.discount}%</Fact>
      </dl>
      {card.discount > 0 && <p className="sf-price__save">Save {card.discount}% on the amount you choose</p>}
    </div>
  );
}
