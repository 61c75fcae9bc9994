import type { Locale } from './locale.js';
import type { GiftCardView, PublicGiftCardList } from './catalog.js';
import type { PublicBusiness } from './identity.js';

/** id of the `<script type="application/json">` block that carries a public page's first data in its HTML. */
export const PUBLIC_PAGE_DATA_ID = 'gv-page-data';

/**
 * The data a public page's HTML carries (gateway → SPA), so the page paints
 * without asking the API again. Each part names what it is for; `null` means
 * the service answered "not found".
 */
export interface PublicPageData {
  business?: { businessSlug: string; business: PublicBusiness | null };
  /** The storefront's first page without search text, of one business or (businessSlug null) of all. */
  list?: { businessSlug: string | null; result: PublicGiftCardList };
  card?: { id: string; giftCard: GiftCardView | null };
  /** On the checkout framed by other websites (/embed/{businessSlug}): the websites the business allows, the only ones it reports a purchase to. */
  embedOrigins?: string[];
  /** The language the page was drawn in (its <html lang>): the card's on a holder page, else the business's. */
  locale?: Locale;
}

/** One active card's public page, for the sitemap. */
export interface PublicCardPage {
  id: string;
  businessSlug: string;
  /** ISO timestamp of the card's last change. */
  updatedAt: string;
}

/** Every active, unexpired card's page, newest change first (at most `limit`). */
export interface PublicCardPages {
  cards: PublicCardPage[];
}

/**
 * The `sizes` of a card's picture in the storefront grid (web/src/features/storefront/components/storefront.css:
 * 20 px page padding, columns of at least 260 px with 22 px gaps, at most 1180 px wide) and on the card's page
 * (full width below 860 px, else the left column). The SPA's <img> and the gateway's preload say the same,
 * so the browser reuses the preloaded picture.
 */
export const CARD_IMAGE_SIZES = {
  tile: '(max-width: 581px) calc(100vw - 40px), (max-width: 863px) calc(50vw - 31px), (max-width: 1145px) calc(33vw - 28px), 270px',
  details: '(max-width: 860px) calc(100vw - 40px), 560px',
} as const;
