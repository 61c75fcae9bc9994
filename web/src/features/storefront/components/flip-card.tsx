import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { CARD_IMAGE_SIZES } from '@gv/proto';
import { faceValueText, type GiftCard } from '../../../lib/gift-card';
import { CardImage } from './card-image';
import { useMessages } from '../../../lib/i18n';
import { detailsMessages } from './card-details.messages';

const BRAND = 'Giftcard Vault';

const MAX_TILT_DEG = 12;
const FLIP_MS = 700;

/**
 * The card's image in 3D: it tilts toward the pointer (mouse or pen) and flips to its back on a click,
 * tap, Enter or Space. Plain CSS transforms, no library.
 */
export function FlipCard({ card, businessName }: { card: GiftCard; businessName?: string | null }) {
  const t = useMessages(detailsMessages);
  const [flipped, setFlipped] = useState(false);
  const [flipping, setFlipping] = useState(false);
  const [tilt, setTilt] = useState({ x: 0, y: 0 });
  const flipTimer = useRef<number | undefined>(undefined);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const rect = event.currentTarget.getBoundingClientRect();
    const px = (event.clientX - rect.left) / rect.width - 0.5;
    const py = (event.clientY - rect.top) / rect.height - 0.5;
    setTilt({ x: -py * MAX_TILT_DEG * 2, y: px * MAX_TILT_DEG * 2 });
  };

  const flip = () => {
    setFlipped((f) => !f);
    setFlipping(true);
    window.clearTimeout(flipTimer.current);
    flipTimer.current = window.setTimeout(() => setFlipping(false), FLIP_MS);
  };

  const style = {
    '--rx': `${tilt.x.toFixed(2)}deg`,
    '--ry': `${tilt.y.toFixed(2)}deg`,
    '--glare-x': `${50 + tilt.y * 3}%`,
    '--glare-y': `${50 - tilt.x * 3}%`,
  } as CSSProperties;

  return (
    <div className="flip" style={style} onPointerMove={onPointerMove} onPointerLeave={() => setTilt({ x: 0, y: 0 })}>
      <div className="flip__stage">
        {/* The faces repeat what the page says beside them; the button laid over them is named by what it does. */}
        <div className={`flip__inner${flipped ? ' flip__inner--flipped' : ''}${flipping ? ' flip__inner--flipping' : ''}`} aria-hidden="true">
          <span className="flip__face flip__front">
            <CardImage card={card} sizes={CARD_IMAGE_SIZES.details} alt={card.giftCardName} priority />
            <span className="flip__glare" aria-hidden="true" />
            {card.discount > 0 && <span className="flip__badge">{t('off', { discount: card.discount })}</span>}
          </span>
          <span className="flip__face flip__back">
            <span className="flip__back-top">
              <span className="flip__chip" aria-hidden="true" />
              <span className="flip__back-brand">{businessName || BRAND}</span>
            </span>
            <span className="flip__back-amount">{faceValueText(card)}</span>
            <span className="flip__back-name">
              <span aria-hidden="true">{card.icon}</span> {card.giftCardName}
            </span>
            <span className="flip__back-foot">{t('backFoot')}</span>
          </span>
        </div>
        <button type="button" className="flip__toggle" onClick={flip} aria-pressed={flipped} aria-label={t(flipped ? 'showFront' : 'flip')} />
      </div>
      <p className="flip__hint" aria-hidden="true">
        {t(flipped ? 'hintBack' : 'hintFlip')}
      </p>
    </div>
  );
}
