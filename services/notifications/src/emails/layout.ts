import type { MailAttachment } from '@gv/platform';
import { translate, type Locale } from '@gv/proto';
import { LOGO_CID } from '../business-brands/business-brands.js';
import { giftCardEmailMessages } from './gift-card-emails.messages.js';

export interface Email {
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows inline by Content-ID. */
  attachments?: MailAttachment[];
}

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** An optional call to action, shown as a button (HTML) and a plain link (text). */
  action?: { label: string; url: string };
  /** A code shown large, such as a one-time password. */
  code?: string;
  /** The business the email comes from: its name heads and signs it, its logo (the LOGO_CID attachment) beside the name. */
  business?: { name: string; logo: boolean };
  /** The language of a business's email to its holder (its footer and signature); absent: English. */
  locale?: Locale;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders the product's email look: HTML for mail apps and a plain-text twin. */
export function renderEmail(content: EmailContent): Email {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escape(p)}</p>`).join('');
  const code = content.code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;color:#4f46e5">${escape(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escape(content.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600">${escape(content.action.label)}</a></p>`
    : '';
  const business = content.business;
  const locale = content.locale ?? 'en';
  const header = business
    ? `<tr><td style="background:#fff;border-bottom:4px solid #4f46e5;padding:24px 32px 16px;color:#1f2937;font-size:20px;font-weight:700">${business.logo ? `<img src="cid:${LOGO_CID}" alt="" width="64" style="display:block;margin:0 0 8px">` : ''}${escape(business.name)}</td></tr>`
    : '<tr><td style="background:linear-gradient(135deg,#4f46e5,#9333ea);padding:24px 32px;color:#fff;font-size:20px;font-weight:700">🎁 Giftcard Vault</td></tr>';
  const footer = business
    ? escape(translate(giftCardEmailMessages, locale, 'footer', { business: business.name }))
    : 'Giftcard Vault · Digital gift cards for restaurants, hotels and stores';
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f7;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;overflow:hidden">
${header}
<tr><td style="padding:32px"><h1 style="margin:0 0 16px;font-size:22px">${escape(content.heading)}</h1>${paragraphs}${code}${action}</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;color:#6b7280;font-size:12px">${footer}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    business ? translate(giftCardEmailMessages, locale, 'signature', { business: business.name }) : '— Giftcard Vault',
  ].join('\n');
  return { subject: content.subject, html, text };
}
