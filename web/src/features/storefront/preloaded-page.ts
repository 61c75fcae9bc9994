import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from '@gv/proto';

/**
 * The data the server sent with this page's HTML (gateway/src/http/static-html.ts):
 * the business, first page of cards or card the page opens with. Empty on any other page.
 */
export function readPreloadedPage(): PublicPageData {
  const block = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_PAGE_DATA_ID);
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as PublicPageData;
  } catch {
    return {};
  }
}
