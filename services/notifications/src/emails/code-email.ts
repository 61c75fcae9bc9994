import { translator, type CatalogKey, type Locale, type MessageValues, type SealedForMail } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts } from './business-sender.js';
import { codeEmailMessages } from './code-emails.messages.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';

/** A holder's one-time code, opened from its seal, with the card's language (absent: English) and its words. */
export interface OpenedCode {
  code: string;
  locale: Locale;
  t: (key: CatalogKey<typeof codeEmailMessages>, values?: MessageValues) => string;
}

/** What a code email says around its code. */
interface CodeEmailWords {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** The template of an email to the holder carrying a one-time code, in the business's name and the card's language. */
export function codeEmailTemplate<Data extends { sealedCode: SealedForMail; holder: { email: string }; locale?: Locale }>(
  words: (data: Data, opened: OpenedCode, brand: BusinessBrand) => CodeEmailWords,
) {
  return (data: Data, secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Email => {
    const code = secrets.open(data.sealedCode, data.holder.email);
    const locale = data.locale ?? 'en';
    const email = renderEmail({
      business: { name: brand.name, logo: brand.logo !== null },
      locale,
      ...words(data, { code, locale, t: translator(codeEmailMessages, locale) }, brand),
      code,
    });
    return { ...email, attachments: businessParts(brand).attachments };
  };
}
