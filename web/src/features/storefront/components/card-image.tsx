import { MAIN_PICTURE } from '../../../boot/main-content';
import type { GiftCard } from '../../../lib/gift-card';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter.
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when the element was shown under this name. */
    elementtiming?: string;
  }
}

/** The card pictures' shape (16:10, as their frames in storefront.css), so the page keeps its layout while they load. */
const WIDTH = 800;
const HEIGHT = 500;

/**
 * A card's picture in the size the layout shows (`sizes`, one of proto's CARD_IMAGE_SIZES) from the sizes
 * the catalog stored. `priority`: the page's main picture, fetched at once and first, and shown before the page's
 * code loads (boot/main-content.ts); others wait until near the viewport.
 */
export function CardImage({ card, sizes, alt, priority = false }: { card: GiftCard; sizes: string; alt: string; priority?: boolean }) {
  return (
    <img
      src={card.giftCardImg}
      srcSet={card.giftCardImgSrcset}
      sizes={card.giftCardImgSrcset ? sizes : undefined}
      width={WIDTH}
      height={HEIGHT}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      elementtiming={priority ? MAIN_PICTURE : undefined}
      decoding="async"
    />
  );
}
