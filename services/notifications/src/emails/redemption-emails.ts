import { centsToDollars, formatUsd, type EventMap } from '@gv/proto';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { detailRow } from './gift-card-emails.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';

const money = (cents: number) => formatUsd(centsToDollars(cents));
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
/** The business by name, or by its page's slug for a card issued before names were recorded. */
const business = (data: { businessName?: string; businessSlug: string }) => data.businessName ?? data.businessSlug;

/** To the holder: the one-time code that confirms spending this amount at the counter. */
export function redeemOtpEmail(data: EventMap['gift-card.redeem-otp.requested'], secrets: MailSecrets): Email {
  const code = secrets.open(data.sealedCode, data.holder.email);
  return renderEmail({
    subject: `${code} is your code to redeem ${money(data.amountCents)} at ${business(data)}`,
    heading: `Confirm your redemption, ${data.holder.name}`,
    paragraphs: [
      `${business(data)} is about to redeem ${money(data.amountCents)} from your ${data.giftCardName} gift card (balance ${money(data.balanceCents)}).`,
      'Tell this code to the staff at the counter to confirm. It works once, for this amount only.',
      `It expires in ${data.expiresInMinutes} minutes. If you are not at the counter right now, do not share it with anyone: your balance stays as it is.`,
    ],
    code,
  });
}

/** To the holder after each redemption: what was redeemed, where and when, and what is left. */
export async function giftCardRedeemedEmail(data: EventMap['gift-card.redeemed']): Promise<Email> {
  const slots: Slots = {
    subject: `You redeemed ${money(data.amountCents)} at ${business(data)}`,
    preview: `Balance left: ${money(data.balanceAfterCents)}`,
    heading: `Thanks for visiting ${business(data)}!`,
    business: business(data),
    giftCardName: data.giftCardName,
    amount: money(data.amountCents),
    balanceLeft: money(data.balanceAfterCents),
    date: `${dateTime.format(new Date(data.redeemedAt))} UTC`,
  };
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>Here is the receipt of your gift card redemption.</mj-text>
      <mj-table font-size="15px" padding="0 0 16px">
        ${detailRow('Business', 'business')}
        ${detailRow('Gift card', 'giftCardName')}
        ${detailRow('Amount redeemed', 'amount')}
        ${detailRow('Balance left', 'balanceLeft')}
        ${detailRow('Date', 'date')}
      </mj-table>
      <mj-text color="#6b7280" font-size="13px">If you did not redeem this, reply to this email right away.</mj-text>`;
  const text = [
    slots.heading,
    '',
    'Here is the receipt of your gift card redemption.',
    '',
    `Business: ${slots.business}`,
    `Gift card: ${slots.giftCardName}`,
    `Amount redeemed: ${slots.amount}`,
    `Balance left: ${slots.balanceLeft}`,
    `Date: ${slots.date}`,
    '',
    'If you did not redeem this, reply to this email right away.',
    '',
    '— Giftcard Vault',
  ].join('\n');
  return { subject: slots.subject, html: await renderMjml(productLayout(body), slots), text };
}
