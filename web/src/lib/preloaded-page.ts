import { PUBLIC_PAGE_DATA_ID, type HolderCardAnswer, type PublicPageData } from '@gv/proto';

/** A public page's data: the storefront's, and on the holder page (/card/{code}) its card. */
export interface PreloadedPage extends PublicPageData {
  /** `card` null: no card has that code. */
  holderCard?: { code: string; card: HolderCardAnswer | null };
}

/**
 * The data the server sent with this page's HTML (gateway/src/http/static-html.ts):
 * the business, first page of cards or card the page opens with. Empty on any other page.
 */
export function readPreloadedPage(): PreloadedPage {
  const block = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_PAGE_DATA_ID);
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as PreloadedPage;
  } catch {
    return {};
  }
}
