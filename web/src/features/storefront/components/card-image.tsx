import type { GiftCard } from '../../../lib/gift-card';

/** The card pictures' shape (16:10, as their frames in storefront.css), so the page keeps its layout while they load. */
const WIDTH = 800;
const HEIGHT = 500;

/**
 * A card's picture in the size the layout shows (`sizes`, one of proto's CARD_IMAGE_SIZES) from the sizes
 * the catalog stored. `priority`: the page's main picture, fetched at once and first; others wait until near the viewport.
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
      decoding="async"
    />
  );
}
