import { CatalogRpc, formatUsd, Rpc } from '@gv/proto';
import type { Services } from './rpc.js';

export interface SharePreview {
  title: string;
  description: string;
  image?: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const RESERVED = new Set(['api', 'media', 'assets', 'login', 'register', 'explore', 'dashboard', 'settings', 'superadmin']);

/**
 * Title and social preview of a public page, so a shared link shows the card
 * or business without running the SPA. Null for every other path or on failure.
 */
export async function sharePreview(services: Services, path: string): Promise<SharePreview | null> {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  try {
    const cardId = segments[0] === 'gift-card' ? segments[1] : segments[1] === 'gift-card' ? segments[2] : undefined;
    if (cardId && segments.length <= 3) {
      const { giftCard } = await services.call(CatalogRpc.details, { id: cardId });
      const off = giftCard.discount > 0 ? ` — ${giftCard.discount}% off` : '';
      return {
        title: `${giftCard.giftCardName}${off} | Giftcard Vault`,
        description: `${giftCard.description} Pay ${formatUsd(giftCard.salePrice)} for a ${formatUsd(giftCard.amount)} gift card.`,
        image: giftCard.giftCardImg,
      };
    }
    if (segments.length === 2 && segments[1] === 'giftcards' && !RESERVED.has(segments[0])) {
      const { business } = await services.call(
        Rpc.identity.publicBusiness,
        { businessSlug: segments[0] },
      );
      const where = [business.address.city, business.address.state].filter(Boolean).join(', ');
      return {
        title: `${business.name} gift cards | Giftcard Vault`,
        description: `Buy discounted digital gift cards for ${business.name}${where ? ` in ${where}` : ''}. Delivered instantly by email.`,
        image: business.logoUrl ?? undefined,
      };
    }
  } catch {
    return null;
  }
  return null;
}

/** Puts the preview's title and Open Graph / Twitter tags into the SPA's index.html; relative image paths get the public base URL. */
export function withSharePreview(html: string, preview: SharePreview, baseUrl: string): string {
  const image = preview.image ? (preview.image.startsWith('http') ? preview.image : `${baseUrl}${preview.image}`) : undefined;
  const tags = [
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
