import { formatAmount, formatWholeAmount, NUMBER_LOCALES, sharePreviewMessages, toMinorUnits, translator, type GiftCardView, type Locale, type PublicBusiness } from '@gv/proto';

export interface SharePreview {
  title: string;
  description: string;
  image?: string;
  /** Root-relative path of the page's one address (canonical URL, og:url). */
  path?: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The preview's words in `locale`: the page's language (the card's or its business's). */
export const previewWords = (locale: Locale) => translator(sharePreviewMessages, locale);

function priceLine(giftCard: GiftCardView, locale: Locale): string {
  const t = previewWords(locale);
  const { currency, discount } = giftCard;
  const numbers = NUMBER_LOCALES[locale];
  if (giftCard.minAmount === null || giftCard.maxAmount === null) {
    return t('payFor', { price: formatAmount(giftCard.salePrice, currency, numbers), value: formatAmount(giftCard.amount, currency, numbers) });
  }
  const range = {
    min: formatWholeAmount(toMinorUnits(giftCard.minAmount, currency), currency, numbers),
    max: formatWholeAmount(toMinorUnits(giftCard.maxAmount, currency), currency, numbers),
  };
  return discount > 0 ? t('anyAmountOff', { ...range, discount }) : t('anyAmount', range);
}

/** Title and social preview of a card's page, in `locale`. */
export function cardPreview(giftCard: GiftCardView, locale: Locale = 'en'): SharePreview {
  const t = previewWords(locale);
  return {
    title: giftCard.discount > 0 ? t('cardTitleOff', { card: giftCard.giftCardName, discount: giftCard.discount }) : t('cardTitle', { card: giftCard.giftCardName }),
    description: `${giftCard.description} ${priceLine(giftCard, locale)}`,
    image: giftCard.giftCardImg,
    path: `/${encodeURIComponent(giftCard.businessSlug)}/gift-card/${encodeURIComponent(giftCard._id)}`,
  };
}

/** Title and social preview of a business's storefront, in its language. */
export function businessPreview(business: PublicBusiness): SharePreview {
  const t = previewWords(business.locale);
  const where = [business.address.city, business.address.state].filter(Boolean).join(', ');
  return {
    title: t('businessTitle', { business: business.name }),
    description: where ? t('businessDescriptionIn', { business: business.name, where }) : t('businessDescription', { business: business.name }),
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
