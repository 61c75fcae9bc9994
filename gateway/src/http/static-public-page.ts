import { DomainError, RemoteError } from '@gv/platform';
import {
  IdentityRpc,
  CatalogRpc,
  isNotFoundCode,
  isReservedSlug,
  PUBLIC_GIFT_CARD_PAGE_SIZE,
  WalletRpc,
  type GiftCardView,
  type HolderCardAnswer,
  type Locale,
  type PublicBusiness,
  type PublicPageData,
} from '@gv/proto';
import type { Services } from './rpc.js';
import { businessPreview, cardPreview, previewWords, type SharePreview } from './share-preview.js';

/** A public page of the SPA (web/src/config/paths.ts) and what it shows. */
export type PublicRoute =
  | { page: 'landing' }
  | { page: 'explore'; businessSlug: string | null }
  | { page: 'card'; id: string; businessSlug: string | null }
  | { page: 'holder'; code: string }
  /** The business's storefront without the site around it, framed by the websites it allows (the "Buy a gift card" button). */
  | { page: 'embed'; businessSlug: string };

/** A path's segments, decoded; null for a broken escape or a NUL (no business, card or page has one in its name, and PostgreSQL cannot even look one up). */
function segmentsOf(path: string): string[] | null {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  return segments.some((segment) => segment.includes('\0')) ? null : segments;
}

export function publicRouteOf(path: string): PublicRoute | null {
  const segments = segmentsOf(path);
  if (!segments) return null;
  const [first, second, third] = segments;
  if (segments.length === 0) return { page: 'landing' };
  if (segments.length === 1 && first === 'explore') return { page: 'explore', businessSlug: null };
  if (segments.length === 2 && first === 'gift-card') return { page: 'card', id: second, businessSlug: null };
  if (segments.length === 2 && first === 'card') return { page: 'holder', code: second };
  if (segments.length === 2 && first === 'embed') return { page: 'embed', businessSlug: second };
  if (isReservedSlug(first)) return null;
  if (segments.length === 2 && second === 'giftcards') return { page: 'explore', businessSlug: first };
  if (segments.length === 3 && second === 'gift-card') return { page: 'card', id: third, businessSlug: first };
  return null;
}

/** The holder page's address is its card's bearer code: its page is kept by no cache and indexed by no search engine. */
export const isPrivate = (route: PublicRoute) => route.page === 'holder';

/**
 * A page the SPA draws alone whose address still holds a card's bearer code, so it is kept and indexed no more than the
 * holder page: the gift's reveal, /card/{code}/reveal.
 */
export function isPrivateAppPage(path: string): boolean {
  const segments = segmentsOf(path);
  return segments?.length === 3 && segments[0] === 'card' && segments[2] === 'reveal';
}

/** The screens (lazy chunks of the SPA) that public pages open with. */
export type PublicScreen = 'landing' | 'explore' | 'card' | 'holder';

/**
 * What a public page's HTML carries for the SPA (web/src/lib/preloaded-page.ts): the storefront's data, and on the
 * holder page its card (`card` null: no card has that code).
 */
export interface PageData extends PublicPageData {
  holderCard?: { code: string; card: HolderCardAnswer | null };
}

/** Who asks for a page, for the services' answers that depend on it. */
export interface PageVisitor {
  publicBaseUrl: string;
  ip: string;
}

export interface PublicPage {
  /** 404 when the business or card does not exist, so search engines drop the address. */
  status: 200 | 404;
  preview: SharePreview;
  data: PageData;
  screen: PublicScreen;
  /** The card whose picture the page shows first (its largest paint on a phone). */
  leadCard?: GiftCardView;
  /** The websites that may frame the page (its CSP frame-ancestors); every other page may be framed by none. */
  frameAncestors?: string[];
}

const explorePreview = (): SharePreview => {
  const t = previewWords('en');
  return { title: t('exploreTitle'), description: t('exploreDescription'), path: '/explore' };
};

/** A page with nothing of its own to preview: its title and the site's description, in `locale`. */
function plainPreview(locale: Locale, title: 'siteTitle' | 'holderUnknownTitle' | 'businessNotFoundTitle' | 'cardUnavailableTitle'): SharePreview {
  const t = previewWords(locale);
  return { title: t(title), description: t('siteDescription') };
}

const isNotFound = (error: unknown) =>
  (error instanceof RemoteError && isNotFoundCode(error.body.code)) || (error instanceof DomainError && isNotFoundCode(error.code));

/** The answer, null when the service says "not found", undefined on any other failure (the SPA then asks itself). */
async function settle<T>(call: Promise<T>): Promise<T | null | undefined> {
  try {
    return await call;
  } catch (error) {
    return isNotFound(error) ? null : undefined;
  }
}

const business = (services: Services, businessSlug: string) =>
  settle(services.call(IdentityRpc.publicBusiness, { businessSlug }).then((answer) => answer.business));

/**
 * Everything a public page shows first, asked of the services while the HTML
 * is made, so the SPA paints it without another round trip: the business,
 * the first page of its cards (no search text), or the card.
 */
export async function loadPublicPage(services: Services, route: PublicRoute, visitor: PageVisitor): Promise<PublicPage> {
  if (route.page === 'landing') return { status: 200, preview: { ...plainPreview('en', 'siteTitle'), path: '/' }, data: {}, screen: 'landing' };
  if (route.page === 'holder') {
    // Lookups by code are limited per client, as through the API.
    const card = await settle(services.call(WalletRpc.holderCard, { code: route.code, ...visitor }));
    const data: PageData = card === undefined ? {} : { holderCard: { code: route.code, card }, ...(card && { locale: card.giftCard.locale }) };
    const locale = card?.giftCard.locale ?? 'en';
    const preview = plainPreview(locale, 'holderUnknownTitle');
    if (card) preview.title = previewWords(locale)('holderTitle', { card: card.giftCard.giftCardName, business: card.business.name });
    return { status: card === null ? 404 : 200, preview, data, screen: 'holder' };
  }
  if (route.page === 'embed') {
    const [storefront, allowed] = await Promise.all([
      loadPublicPage(services, { page: 'explore', businessSlug: route.businessSlug }, visitor),
      settle(services.call(IdentityRpc.embedOrigins, { businessSlug: route.businessSlug })),
    ]);
    const origins = allowed?.origins ?? [];
    return { ...storefront, data: { ...storefront.data, embedOrigins: origins }, frameAncestors: origins };
  }
  if (route.page === 'explore') {
    const { businessSlug } = route;
    const [found, list] = await Promise.all([
      businessSlug ? business(services, businessSlug) : undefined,
      settle(services.call(CatalogRpc.publicList, { businessSlug: businessSlug ?? undefined, page: 1, limit: PUBLIC_GIFT_CARD_PAGE_SIZE })),
    ]);
    const data: PageData = {
      ...(businessSlug && found !== undefined && { business: { businessSlug, business: found } }),
      ...(list && { list: { businessSlug, result: list } }),
      ...(found && { locale: found.locale }),
    };
    const preview = !businessSlug ? explorePreview() : found ? businessPreview(found) : plainPreview('en', 'businessNotFoundTitle');
    return { status: found === null ? 404 : 200, preview, data, screen: 'explore', leadCard: found === null ? undefined : list?.giftCards[0] };
  }
  const [asked, routeBusiness] = await Promise.all([
    settle(services.call(CatalogRpc.details, { id: route.id })),
    route.businessSlug ? business(services, route.businessSlug) : undefined,
  ]);
  // One business's page never shows another's card: under its name, that card is not found.
  const details = route.businessSlug && asked?.giftCard && asked.giftCard.businessSlug !== route.businessSlug ? null : asked;
  const giftCard = details?.giftCard;
  // /gift-card/{id} names no business: the card does.
  const businessSlug = route.businessSlug ?? giftCard?.businessSlug;
  const found: PublicBusiness | null | undefined = route.businessSlug || !businessSlug ? routeBusiness : await business(services, businessSlug);
  const data: PageData = {
    ...(details !== undefined && { card: { id: route.id, giftCard: giftCard ?? null } }),
    ...(businessSlug && found !== undefined && { business: { businessSlug, business: found } }),
    ...(found && { locale: found.locale }),
  };
  const locale = found?.locale ?? 'en';
  const preview = giftCard ? cardPreview(giftCard, locale) : plainPreview(locale, 'cardUnavailableTitle');
  return { status: details === null ? 404 : 200, preview, data, screen: 'card', leadCard: giftCard };
}
