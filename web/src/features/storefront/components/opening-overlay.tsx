import { createPortal } from 'react-dom';
import type { GiftCard } from '../../../lib/gift-card';

/** The 1.8 s transition between a clicked card and its detail page: the card zooms in over a fading page. */
export function OpeningOverlay({ card }: { card: GiftCard }) {
  return createPortal(
    <div className="sf-opening" role="status" aria-live="assertive">
      <div className="sf-opening__card">
        <img src={card.giftCardImg} alt="" />
        <span className="sf-opening__shine" aria-hidden="true" />
      </div>
      <p className="sf-opening__text">
        Opening <strong>{card.giftCardName}</strong>…
      </p>
    </div>,
    document.body,
  );
}
