import { CatalogRpc, type PublicCardPage } from '@gv/proto';
import type { Services } from './rpc.js';

/** The SPA's signed-in screens and the API: nothing there for a search engine. */
const PRIVATE_PATHS = ['/api/', '/dashboard', '/giftcards', '/orders', '/customers', '/reports', '/settings', '/redeem', '/superadmin', '/superlogin', '/set-password', '/corporate-orders', '/gift-delivery'];

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

/** A sitemap file lists at most 50,000 addresses. */
const MAX_URLS = 50_000;
/** How long one answer of the catalog serves the sitemap: crawlers come rarely, and each asks for every card. */
export const SITEMAP_SECONDS = 300;

const xml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The public pages of every business with a card on sale (its storefront and
 * each card's page, with the date of the last change), plus the landing and
 * explore pages.
 */
export function sitemapXml(baseUrl: string, cards: PublicCardPage[]): string {
  const businesses = new Map<string, string>();
  for (const card of cards) {
    const latest = businesses.get(card.businessSlug);
    if (!latest || card.updatedAt > latest) businesses.set(card.businessSlug, card.updatedAt);
  }
  const urls: { path: string; updatedAt?: string }[] = [
    { path: '/' },
    { path: '/explore' },
    ...[...businesses].map(([slug, updatedAt]) => ({ path: `/${encodeURIComponent(slug)}/giftcards`, updatedAt })),
    ...cards.map((card) => ({ path: `/${encodeURIComponent(card.businessSlug)}/gift-card/${encodeURIComponent(card.id)}`, updatedAt: card.updatedAt })),
  ].slice(0, MAX_URLS);
  const entries = urls.map(({ path, updatedAt }) => `  <url><loc>${xml(baseUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** The catalog's list of card pages, asked at most once per SITEMAP_SECONDS. */
export function cachedCardPages(services: Services): () => Promise<PublicCardPage[]> {
  let cached: { cards: Promise<PublicCardPage[]>; expiresAt: number } | undefined;
  return () => {
    if (!cached || cached.expiresAt < Date.now()) {
      const cards = services.call(CatalogRpc.publicPages).then((answer) => answer.cards);
      cached = { cards, expiresAt: Date.now() + SITEMAP_SECONDS * 1000 };
      // A failure is not kept: the next crawler asks again.
      cards.catch(() => {
        if (cached?.cards === cards) cached = undefined;
      });
    }
    return cached.cards;
  };
}
