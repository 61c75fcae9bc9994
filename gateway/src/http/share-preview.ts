import { anyAmountLabel, toMinorUnits, formatAmount, type GiftCardView, type PublicBusiness } from '@gv/proto';

export interface SharePreview {
  title: string;
  description: string;
  image?: string;
  /** Root-relative path of the page's one address (canonical URL, og:url). */
  path?: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function priceLine(giftCard: GiftCardView): string {
  const { currency } = giftCard;
  if (giftCard.minAmount === null || giftCard.maxAmount === null) return `Pay ${formatAmount(giftCard.salePrice, currency)} for a ${formatAmount(giftCard.amount, currency)} gift card.`;
  const range = `${anyAmountLabel(toMinorUnits(giftCard.minAmount, currency), toMinorUnits(giftCard.maxAmount, currency), currency)} gift card`;
  return giftCard.discount > 0 ? `${range}, ${giftCard.discount}% off.` : `${range}.`;
}

/** Title and social preview of a card's page. */
export function cardPreview(giftCard: GiftCardView): SharePreview {
  const off = giftCard.discount > 0 ? ` — ${giftCard.discount}% off` : '';
  return {
    title: `${giftCard.giftCardName}${off} | Giftcard Vault`,
    description: `${giftCard.description} ${priceLine(giftCard)}`,
    image: giftCard.giftCardImg,
    path: `/${encodeURIComponent(giftCard.businessSlug)}/gift-card/${encodeURIComponent(giftCard._id)}`,
  };
}

/** Title and social preview of a business's storefront. */
export function businessPreview(business: PublicBusiness): SharePreview {
  const where = [business.address.city, business.address.state].filter(Boolean).join(', ');
  return {
    title: `${business.name} gift cards | Giftcard Vault`,
    description: `Buy discounted digital gift cards for ${business.name}${where ? ` in ${where}` : ''}. Delivered instantly by email.`,
    image: business.logoUrl ?? undefined,
    path: `/${encodeURIComponent(business.businessSlug)}/giftcards`,
  };
}

/**
 * Puts the preview's title, description, canonical URL and Open Graph / Twitter tags into the SPA's
 * index.html, so a shared link shows the card or business without running the SPA; relative image
 * paths and the canonical path get the public base URL.
 */
export function withSharePreview(html: string, preview: SharePreview, baseUrl: string): string {
  const image = preview.image ? (preview.image.startsWith('http') ? preview.image : `${baseUrl}${preview.image}`) : undefined;
  const url = preview.path === undefined ? undefined : `${baseUrl}${preview.path}`;
  const tags = [
    ...(url ? [`<link rel="canonical" href="${escape(url)}" />`, `<meta property="og:url" content="${escape(url)}" />`] : []),
    `<meta property="og:title" content="${escape(preview.title)}" />`,
    `<meta property="og:description" content="${escape(preview.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...(image ? [`<meta property="og:image" content="${escape(image)}" />`] : []),
  ].join('\n    ');
  // Replacer functions, so `$&`, `$'` and the like in a name stay literal text.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escape(preview.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escape(preview.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
