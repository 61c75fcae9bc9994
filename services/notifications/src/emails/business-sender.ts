import { translate, type Locale } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { giftCardEmailMessages } from './gift-card-emails.messages.js';

/** What every email a business sends to its buyers and holders shares: its name and logo, and how to reach it. */
export function businessParts(brand: BusinessBrand, locale: Locale = 'en') {
  const reply = brand.contactEmail ? translate(giftCardEmailMessages, locale, 'reply', { business: brand.name }) : '';
  return {
    slots: { brandName: brand.name, reply },
    layout: { logo: brand.logo !== null, locale },
    attachments: brand.logo ? [brand.logo] : [],
    /** The body's line about replies: only when replies reach the business (Reply-To), never to a no-reply sender. */
    replyMjml: reply ? '<mj-text color="#6b7280" font-size="13px">{{reply}}</mj-text>' : '',
    replyLines: reply ? [reply, ''] : [],
    signature: translate(giftCardEmailMessages, locale, 'signature', { business: brand.name }),
  };
}

/** How a holder reaches the business: by its contact address when it has one. */
export const reachBusiness = (brand: BusinessBrand, locale: Locale = 'en') =>
  brand.contactEmail ? translate(giftCardEmailMessages, locale, 'reachAt', { business: brand.name, email: brand.contactEmail }) : brand.name;
