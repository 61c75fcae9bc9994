import { translator, type EventMap, type Locale } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts } from './business-sender.js';
import { codeEmailMessages } from './code-emails.messages.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';

/** To the holder: the code that allows adding a phone for counter codes, or setting a PIN, on the holder page (decision 0073). */
export function holderCodeEmail(
  data: EventMap['gift-card.holder-code.requested'] & { locale?: Locale },
  secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Email {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const locale = data.locale ?? 'en';
  const t = translator(codeEmailMessages, locale);
  const what = data.change === 'pin' ? t('setPin') : t('addPhone');
  const email = renderEmail({
    business: { name: brand.name, logo: brand.logo !== null },
    locale,
    subject: t('holderSubject', { code, what, giftCard: data.giftCardName }),
    heading: t('holderHeading', { name: data.holder.name }),
    paragraphs: [
      t('holderIntro', { giftCard: data.giftCardName, business: brand.name, what }),
      t('holderExpires', { minutes: data.expiresInMinutes }),
    ],
    code,
  });
  return { ...email, attachments: businessParts(brand).attachments };
}
