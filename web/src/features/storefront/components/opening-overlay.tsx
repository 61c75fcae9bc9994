import { createPortal } from 'react-dom';
import { CARD_IMAGE_SIZES } from '@gv/proto';
import type { GiftCard } from '../../../lib/gift-card';
import { CardImage } from './card-image';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

/** The 1.8 s transition between a clicked card and its detail page: the card zooms in over a fading page. */
export function OpeningOverlay({ card }: { card: GiftCard }) {
  const t = useMessages(storefrontMessages);
  return createPortal(
    <div className="sf-opening" role="status" aria-live="assertive">
      <div className="sf-opening__card">
        {/* The tile's sizes: the picture the list already loaded. */}
        <CardImage card={card} sizes={CARD_IMAGE_SIZES.tile} alt="" priority />
        <span className="sf-opening__shine" aria-hidden="true" />
      </div>
      <p className="sf-opening__text">{t.rich('opening', { name: card.giftCardName, strong: (chunks) => <strong>{chunks}</strong> })}</p>
    </div>,
    document.body,
  );
}
