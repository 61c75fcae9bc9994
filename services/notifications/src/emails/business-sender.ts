import type { BusinessBrand } from '../business-brands/business-brands.js';

/** What every email a business sends to its buyers and holders shares: its name and logo, and how to reach it. */
export function businessParts(brand: BusinessBrand) {
  const reply = brand.contactEmail ? `Questions? Reply to this email to reach ${brand.name}.` : '';
  return {
    slots: { brandName: brand.name, reply },
    layout: { logo: brand.logo !== null },
    attachments: brand.logo ? [brand.logo] : [],
    /** The body's line about replies: only when replies reach the business (Reply-To), never to a no-reply sender. */
    replyMjml: reply ? '<mj-text color="#6b7280" font-size="13px">{{reply}}</mj-text>' : '',
    replyLines: reply ? [reply, ''] : [],
    signature: `— ${brand.name}, with Giftcard Vault`,
  };
}

/** How a holder reaches the business: by its contact address when it has one. */
export const reachBusiness = (brand: BusinessBrand) => (brand.contactEmail ? `${brand.name} at ${brand.contactEmail}` : brand.name);
