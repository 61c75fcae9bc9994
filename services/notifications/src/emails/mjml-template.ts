import { translate, type Locale } from '@gv/proto';
import { LOGO_CID } from '../business-brands/business-brands.js';
import { giftCardEmailMessages } from './gift-card-emails.messages.js';
import { compileMjml } from './mjml-compiler.js';

/** Values for a template's `{{name}}` slots; each is HTML-escaped when filled in. */
export type Slots = Record<string, string>;

const compiled = new Map<string, Promise<string>>();

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * HTML from an MJML template whose variable parts are `{{name}}` slots. MJML
 * compiles each distinct template once per process (~15 ms, too slow per email
 * at checkout rates); every email then only fills the compiled HTML's slots.
 */
export async function renderMjml(template: string, slots: Slots): Promise<string> {
  let html = compiled.get(template);
  if (!html) {
    html = compileMjml(template);
    compiled.set(template, html);
  }
  return (await html).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in slots)) throw new Error(`No value for the email slot {{${name}}}`);
    return escapeHtml(slots[name]);
  });
}

/**
 * The product's email frame around a body of MJML column content. An email from a business (`brand`) is headed by its
 * logo (when `brand.logo`, shown from the attachment under LOGO_CID) and name, from the `{{brandName}}` slot.
 */
export function productLayout(body: string, brand?: { logo: boolean; locale?: Locale }): string {
  const locale = brand?.locale ?? 'en';
  const header = brand
    ? `<mj-section background-color="#ffffff" border-radius="12px 12px 0 0" border-bottom="4px solid #4f46e5" padding="24px 32px 16px">
      <mj-column>
        ${brand.logo ? `<mj-image src="cid:${LOGO_CID}" alt="" width="64px" align="left" padding="0 0 8px" />` : ''}
        <mj-text color="#1f2937" font-size="20px" font-weight="700" padding="0">{{brandName}}</mj-text>
      </mj-column>
    </mj-section>`
    : `<mj-section background-color="#4f46e5" border-radius="12px 12px 0 0" padding="24px 32px">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700" padding="0">🎁 Giftcard Vault</mj-text></mj-column>
    </mj-section>`;
  const footer = brand
    ? translate(giftCardEmailMessages, locale, 'footer', { business: '{{brandName}}' })
    : 'Giftcard Vault · Digital gift cards for restaurants, hotels and stores';
  return `<mjml lang="${locale}">
  <mj-head>
    <mj-title>{{subject}}</mj-title>
    <mj-preview>{{preview}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Segoe UI, Helvetica, Arial, sans-serif" />
      <mj-text color="#1f2937" font-size="15px" line-height="1.6" padding="0 0 16px" />
      <mj-button background-color="#4f46e5" color="#ffffff" border-radius="8px" font-size="15px" font-weight="600" inner-padding="12px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f7" width="560px">
    ${header}
    <mj-section background-color="#ffffff" padding="32px">
      <mj-column>${body}</mj-column>
    </mj-section>
    <mj-section background-color="#f9fafb" border-radius="0 0 12px 12px" padding="16px 32px">
      <mj-column><mj-text color="#6b7280" font-size="12px" padding="0">${footer}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
