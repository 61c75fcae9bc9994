import { centsToDollars, formatUsd, TEST_CARD_AT_COUNTER, type EventMap } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts, reachBusiness } from './business-sender.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { detailRow } from './gift-card-emails.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';

const money = (cents: number) => formatUsd(centsToDollars(cents));
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** To the holder: the one-time code that confirms spending this amount at the counter. */
export function redeemOtpEmail(data: EventMap['gift-card.redeem-otp.requested'], secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Email {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const email = renderEmail({
    business: { name: brand.name, logo: brand.logo !== null },
    subject: `${code} is your code to redeem ${money(data.amountCents)} at ${brand.name}`,
    heading: `Confirm your redemption, ${data.holder.name}`,
    paragraphs: [
      `${brand.name} is about to redeem ${money(data.amountCents)} from your ${data.giftCardName} gift card (balance ${money(data.balanceCents)}).`,
      'Tell this code to the staff at the counter to confirm. It works once, for this amount only.',
      `It expires in ${data.expiresInMinutes} minutes. If you are not at the counter right now, do not share it with anyone: your balance stays as it is.`,
    ],
    code,
  });
  return { ...email, attachments: businessParts(brand).attachments };
}

/** To the holder after each redemption: what was redeemed, where and when, and what is left. */
export async function giftCardRedeemedEmail(data: EventMap['gift-card.redeemed'], _secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Promise<Email> {
  const sender = businessParts(brand);
  const notYou = `If you did not redeem this, contact ${reachBusiness(brand)} right away.`;
  const slots: Slots = {
    ...sender.slots,
    subject: `You redeemed ${money(data.amountCents)} at ${brand.name}`,
    preview: `Balance left: ${money(data.balanceAfterCents)}`,
    heading: `Thanks for visiting ${brand.name}!`,
    business: brand.name,
    notYou,
    giftCardName: data.giftCardName,
    amount: money(data.amountCents),
    balanceLeft: money(data.balanceAfterCents),
    date: `${dateTime.format(new Date(data.redeemedAt))} UTC`,
  };
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>Here is the receipt of your gift card redemption.</mj-text>
      ${data.testCard ? `<mj-text color="#b91c1c" font-weight="700">${TEST_CARD_AT_COUNTER}: this was not a payment.</mj-text>` : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${detailRow('Business', 'business')}
        ${detailRow('Gift card', 'giftCardName')}
        ${detailRow('Amount redeemed', 'amount')}
        ${detailRow('Balance left', 'balanceLeft')}
        ${detailRow('Date', 'date')}
      </mj-table>
      <mj-text color="#6b7280" font-size="13px">{{notYou}}</mj-text>`;
  const text = [
    slots.heading,
    '',
    'Here is the receipt of your gift card redemption.',
    ...(data.testCard ? [`${TEST_CARD_AT_COUNTER}: this was not a payment.`] : []),
    '',
    `Business: ${slots.business}`,
    `Gift card: ${slots.giftCardName}`,
    `Amount redeemed: ${slots.amount}`,
    `Balance left: ${slots.balanceLeft}`,
    `Date: ${slots.date}`,
    '',
    notYou,
    '',
    sender.signature,
  ].join('\n');
  return { subject: slots.subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: sender.attachments };
}
