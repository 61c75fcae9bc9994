import type { EventMap, Locale } from '@gv/proto';
import { codeEmailTemplate } from './code-email.js';

/** To the holder: the code that allows adding a phone for counter codes, or setting a PIN, on the holder page (decision 0073). */
export const holderCodeEmail = codeEmailTemplate<EventMap['gift-card.holder-code.requested'] & { locale?: Locale }>((data, { code, t }, brand) => {
  const what = data.change === 'pin' ? t('setPin') : t('addPhone');
  return {
    subject: t('holderSubject', { code, what, giftCard: data.giftCardName }),
    heading: t('holderHeading', { name: data.holder.name }),
    paragraphs: [
      t('holderIntro', { giftCard: data.giftCardName, business: brand.name, what }),
      t('holderExpires', { minutes: data.expiresInMinutes }),
    ],
  };
});
