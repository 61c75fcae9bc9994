import type { EventMap } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts } from './business-sender.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';

/** To the holder: the code that allows adding a phone for counter codes, or setting a PIN, on the holder page (decision 0073). */
export function holderCodeEmail(data: EventMap['gift-card.holder-code.requested'], secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Email {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const what = data.change === 'pin' ? 'set a PIN' : 'add a phone for counter codes';
  const email = renderEmail({
    business: { name: brand.name, logo: brand.logo !== null },
    subject: `${code} is your code to ${what} for your ${data.giftCardName} gift card`,
    heading: `Confirm it is you, ${data.holder.name}`,
    paragraphs: [
      `Someone asked on the page of your ${data.giftCardName} gift card from ${brand.name} to ${what}. Enter this code there to confirm.`,
      `It expires in ${data.expiresInMinutes} minutes and works once. If it was not you, ignore this email: nothing changes.`,
    ],
    code,
  });
  return { ...email, attachments: businessParts(brand).attachments };
}
