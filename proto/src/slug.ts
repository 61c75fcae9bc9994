/** Business slugs (spec §5): the public page lives at /<slug>/giftcards. */

export const MAX_SLUG_LENGTH = 60;

/** First path segments that are the SPA's own routes or the server's, so never a business's slug. */
const RESERVED_SLUGS = new Set(['api', 'media', 'assets', 'login', 'register', 'set-password', 'explore', 'gift-card', 'card', 'dashboard', 'giftcards', 'orders', 'customers', 'reports', 'settings', 'redeem', 'superlogin', 'superadmin', 'embed']);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** Lowercase, accents dropped, runs of non-alphanumerics become one hyphen, no edge hyphens, at most 60 characters. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'business';
}

/** The n-th candidate for a taken slug: "pasta-place", "pasta-place-2", … still within 60 characters. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
