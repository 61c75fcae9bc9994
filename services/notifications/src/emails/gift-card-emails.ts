import {
  bonusExpiresOn,
  centsToDollars,
  describeDeliveryTime,
  formatUsd,
  lawDisclosure,
  purchasePromotion,
  purchasePromotionMessage,
  TEST_CARD_MARK,
  type EventMap,
  type ScheduledDelivery,
  type WalletButtons,
} from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts, reachBusiness } from './business-sender.js';
import type { Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';
import { QR_CID, qrImage } from './qr-image.js';

/** A card's wallet links, or none when the wallet service cannot make them (the holder page offers the same). */
export type WalletButtonsOf = (uniqueCode: string, publicBaseUrl: string) => Promise<WalletButtons>;

/** A gift-card.issued event and where the holder page lives. */
export type GiftCardIssuedEmailData = EventMap['gift-card.issued'] & { publicUrl: string };

/** The web page where the buyer changes a scheduled gift's time or address, with the link's token. */
export const deliveryChangePage = (publicUrl: string, token: string) => `${publicUrl}/gift-delivery/${encodeURIComponent(token)}`;

/** To the buyer of a scheduled gift: when it goes out, and the link that changes it until then (its token opened here). */
export function scheduledLines(data: { delivery?: ScheduledDelivery; buyer: { email: string }; publicUrl: string }, recipient: { name: string; email: string }, secrets: MailSecrets) {
  const delivery = data.delivery!;
  const when = describeDeliveryTime(delivery.deliverAt, delivery.timeZone);
  const changeUrl = deliveryChangePage(data.publicUrl, secrets.open(delivery.sealedChangeToken, data.buyer.email));
  return {
    when,
    changeUrl,
    sentTo: `We will send the gift card to ${recipient.name} (${recipient.email}) on ${when}. Here is a copy for your records.`,
    change: 'Until then you can change the delivery time or the address with this link (it works for one change; each change emails you a new one).',
  };
}

const money = (cents: number) => formatUsd(centsToDollars(cents));
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What both purchase emails show: the card, its code as text and QR, the holder page (whose link is also the QR)
 * and, when the platform has wallet keys, the links that add the card to Google Wallet and Apple Wallet.
 */
async function cardFacts(data: Omit<GiftCardIssuedEmailData, 'delivery'>, secrets: MailSecrets, walletLinks: WalletButtonsOf, brand: BusinessBrand) {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const holderPage = `${data.publicUrl}/card/${code}`;
  const wallet = await walletLinks(code, data.publicUrl);
  const law = lawLines(data);
  return {
    wallet,
    slots: {
      code,
      holderPage,
      ...(wallet.googleWalletUrl ? { googleWalletUrl: wallet.googleWalletUrl } : {}),
      ...(wallet.appleWalletUrl ? { appleWalletUrl: wallet.appleWalletUrl } : {}),
      businessName: brand.name,
      giftCardName: data.giftCardName,
      faceValue: money(data.faceValueCents),
      validThrough: longDate.format(new Date(`${data.expirationDate}T00:00:00Z`)),
      ...Object.fromEntries(law.map((line, i) => [`law${i}`, line])),
    },
    law,
    qr: qrImage(holderPage),
  };
}

/** What the law the card was sold under asks the card to say (none for an event from before cards kept their terms). */
function lawLines(data: GiftCardIssuedEmailData): string[] {
  if (!data.terms) return [];
  const { jurisdiction, paidExpiresOn, cashOutBelowCents } = data.terms;
  const bonus = { bonusValueCents: data.bonusValueCents, bonusExpiresOn: bonusExpiresOn({ expirationDate: data.expirationDate, bonusValueCents: data.bonusValueCents }) };
  return lawDisclosure({ jurisdiction, paidExpiresOn, cashOutBelowCents, ...bonus });
}

/** The law's sentences under the card's details, each its own paragraph (slots law0, law1…). */
const lawBlock = (lines: string[]) => lines.map((_, i) => `<mj-text font-size="13px" color="#374151" padding="0 0 8px">{{law${i}}}</mj-text>`).join('\n      ');

/** A label and a `{{slot}}` value as one row of an mj-table. */
export const detailRow = (label: string, slot: string) =>
  `<tr><td style="padding:4px 0;color:#6b7280">${label}</td><td style="padding:4px 0;text-align:right;font-weight:600">{{${slot}}}</td></tr>`;

/** The holder page's button: the card's main call, or a quieter one under a gift's own button (its reveal). */
const holderButton = (secondary: boolean) =>
  secondary
    ? '<mj-button href="{{holderPage}}" background-color="#ffffff" color="#4f46e5" border="1px solid #c7d2fe">View the gift card</mj-button>'
    : '<mj-button href="{{holderPage}}">View the gift card</mj-button>';

const codeBlock = (caption: string, howToSpend: string, wallet: WalletButtons, { secondary = false } = {}) => `
      <mj-divider border-color="#e5e7eb" border-width="1px" padding="8px 0 16px" />
      <mj-text align="center" color="#6b7280" font-size="13px" padding="0">${caption}</mj-text>
      <mj-text align="center" font-family="Menlo, Consolas, monospace" font-size="20px" font-weight="700" color="#4f46e5">{{code}}</mj-text>
      <mj-image src="cid:${QR_CID}" alt="QR code of the gift card" width="200px" padding="0 0 16px" />
      ${holderButton(secondary)}
      ${wallet.googleWalletUrl ? '<mj-button href="{{googleWalletUrl}}" background-color="#111827" padding="0 0 8px">Add to Google Wallet</mj-button>' : ''}
      ${wallet.appleWalletUrl ? '<mj-button href="{{appleWalletUrl}}" background-color="#111827" padding="0 0 8px">Add to Apple Wallet</mj-button>' : ''}
      <mj-text align="center" color="#6b7280" font-size="13px">${howToSpend}</mj-text>`;

/** The text part's wallet lines, beside the holder page link. */
const walletLines = (wallet: WalletButtons) => [
  ...(wallet.googleWalletUrl ? [`Add to Google Wallet: ${wallet.googleWalletUrl}`] : []),
  ...(wallet.appleWalletUrl ? [`Add to Apple Wallet: ${wallet.appleWalletUrl}`] : []),
];

/** A card bought in test mode says so first, in the subject, the HTML and the text. */
const TEST_CARD_LINE = `${TEST_CARD_MARK}: bought in test mode, this card cannot be spent.`;
const testSubject = (data: Pick<GiftCardIssuedEmailData, 'testCard'>, subject: string) => (data.testCard ? `[${TEST_CARD_MARK}] ${subject}` : subject);
const testBanner = (data: Pick<GiftCardIssuedEmailData, 'testCard'>) =>
  data.testCard ? `<mj-text container-background-color="#fef3c7" color="#92400e" font-weight="700" padding="12px">${TEST_CARD_LINE}</mj-text>` : '';
const testLines = (data: Pick<GiftCardIssuedEmailData, 'testCard'>) => (data.testCard ? [TEST_CARD_LINE, ''] : []);

const HOLDER_SPENDS = 'Show the QR code at the counter. To spend it, the holder confirms with a one-time code sent to their email.';
const YOU_SPEND = 'Show the QR code at the counter. To spend it, you confirm with a one-time code sent to this email address.';

/** To the buyer: confirmation with amount paid and receipt; for a gift, that it went to the recipient, with a copy of the card. */
export async function giftCardPurchasedEmail(data: GiftCardIssuedEmailData, secrets: MailSecrets, walletLinks: WalletButtonsOf, brand: BusinessBrand): Promise<Email> {
  const { slots: card, qr, wallet, law } = await cardFacts(data, secrets, walletLinks, brand);
  const sender = businessParts(brand);
  const recipient = data.recipient;
  const scheduled = recipient && data.delivery ? scheduledLines(data, recipient, secrets) : undefined;
  const subject = testSubject(
    data,
    !recipient
      ? `Your ${card.faceValue} gift card from ${brand.name} is ready`
      : scheduled
        ? `Your ${card.faceValue} gift card from ${brand.name} for ${recipient.name} is scheduled for ${scheduled.when}`
        : `Your ${card.faceValue} gift card from ${brand.name} for ${recipient.name} is on its way`,
  );
  const sentTo = scheduled?.sentTo ?? (recipient ? `We sent the gift card to ${recipient.name} (${recipient.email}). Here is a copy for your records.` : 'Your gift card is ready to use.');
  const promotion = purchasePromotion([data]);
  const promotionLine = promotion ? purchasePromotionMessage(promotion, formatUsd) : undefined;
  const slots: Slots = {
    ...card,
    ...sender.slots,
    subject,
    preview: sentTo,
    heading: `Thank you for your purchase, ${data.buyer.name}!`,
    sentTo,
    amountPaid: money(data.priceCents),
    receiptUrl: data.receiptUrl,
    ...(scheduled ? { changeUrl: scheduled.changeUrl, change: scheduled.change } : {}),
    ...(promotionLine ? { promotion: promotionLine } : {}),
  };
  const body = `${testBanner(data)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{sentTo}}</mj-text>
      ${scheduled ? '<mj-text>{{change}}</mj-text><mj-button href="{{changeUrl}}">Change the delivery</mj-button>' : ''}
      ${promotionLine ? '<mj-text font-weight="700">{{promotion}}</mj-text>' : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${detailRow('Business', 'businessName')}
        ${detailRow('Gift card', 'giftCardName')}
        ${detailRow('Value', 'faceValue')}
        ${detailRow('Amount paid', 'amountPaid')}
        ${detailRow('Valid through', 'validThrough')}
      </mj-table>
      ${lawBlock(law)}
      ${data.receiptUrl ? '<mj-text><a href="{{receiptUrl}}" style="color:#4f46e5">View your payment receipt</a></mj-text>' : ''}
      ${recipient ? codeBlock('Gift card code (sent to the recipient)', HOLDER_SPENDS, wallet) : codeBlock('Your gift card code', YOU_SPEND, wallet)}
      ${sender.replyMjml}`;
  const text = [
    ...testLines(data),
    slots.heading,
    '',
    sentTo,
    ...(scheduled ? ['', scheduled.change, `Change the delivery: ${scheduled.changeUrl}`] : []),
    ...(promotionLine ? ['', promotionLine] : []),
    '',
    `Business: ${brand.name}`,
    `Gift card: ${card.giftCardName}`,
    `Value: ${card.faceValue}`,
    `Amount paid: ${slots.amountPaid}`,
    `Valid through: ${card.validThrough}`,
    ...law,
    ...(data.receiptUrl ? [`Receipt: ${data.receiptUrl}`] : []),
    '',
    `Gift card code: ${card.code}`,
    `View the gift card: ${card.holderPage}`,
    ...walletLines(wallet),
    '',
    recipient ? HOLDER_SPENDS : YOU_SPEND,
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  return { subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: [qr, ...sender.attachments] };
}

/** The page where a gift's recipient unwraps it (web: /card/{code}/reveal), before its holder page. */
const revealPage = (holderPage: string) => `${holderPage}/reveal`;

/** To the recipient of a gift: who sent it, their message, the button that unwraps it, then the code and QR. */
export async function giftCardReceivedEmail(data: Omit<GiftCardIssuedEmailData, 'delivery'>, secrets: MailSecrets, walletLinks: WalletButtonsOf, brand: BusinessBrand): Promise<Email> {
  const { slots: card, qr, wallet, law } = await cardFacts(data, secrets, walletLinks, brand);
  const sender = businessParts(brand);
  const recipientName = data.recipient?.name ?? data.holder.name;
  const subject = testSubject(data, `${data.buyer.name} sent you a ${card.faceValue} gift card from ${brand.name}`);
  const gift = `${data.buyer.name} sent you a ${card.giftCardName} gift card from ${brand.name} worth ${card.faceValue}.`;
  const message = data.message.trim();
  const reveal = revealPage(card.holderPage);
  const slots: Slots = { ...card, ...sender.slots, subject, preview: gift, heading: `${recipientName}, you have received a gift!`, gift, message, sender: data.buyer.name, revealPage: reveal };
  const body = `${testBanner(data)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{gift}}</mj-text>
      ${
        message
          ? `<mj-text padding="0 0 4px" color="#6b7280" font-size="13px">A message from {{sender}}:</mj-text>
      <mj-text container-background-color="#f5f3ff" padding="16px" font-style="italic"><div style="white-space:pre-line">{{message}}</div></mj-text>
      <mj-spacer height="16px" />`
          : ''
      }
      <mj-button href="{{revealPage}}" font-size="17px" inner-padding="14px 32px" padding="0 0 24px">Open your gift</mj-button>
      <mj-text>Valid through {{validThrough}}.</mj-text>
      ${lawBlock(law)}
      ${codeBlock('Your gift card code', YOU_SPEND, wallet, { secondary: true })}
      ${sender.replyMjml}`;
  const text = [
    ...testLines(data),
    slots.heading,
    '',
    gift,
    ...(message ? ['', `A message from ${data.buyer.name}:`, message] : []),
    '',
    `Open your gift: ${reveal}`,
    '',
    `Valid through ${card.validThrough}.`,
    ...law,
    '',
    `Gift card code: ${card.code}`,
    `View the gift card: ${card.holderPage}`,
    ...walletLines(wallet),
    '',
    YOU_SPEND,
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  return { subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: [qr, ...sender.attachments] };
}

/** A buyer's change of a scheduled gift and where the web app lives. */
export type GiftDeliveryChangedEmailData = EventMap['gift-card.delivery-changed'] & { publicUrl: string };

/** To the buyer after they changed a scheduled gift with their link: the new time and recipient, and the next link. */
export async function giftDeliveryChangedEmail(data: GiftDeliveryChangedEmailData, secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Promise<Email> {
  const sender = businessParts(brand);
  const scheduled = scheduledLines(data, data.recipient, secrets);
  const subject = `Your gift card from ${brand.name} for ${data.recipient.name} is now scheduled for ${scheduled.when}`;
  const sentTo = `We will send the ${data.giftCardName} gift card to ${data.recipient.name} (${data.recipient.email}) on ${scheduled.when}.`;
  const slots: Slots = { ...sender.slots, subject, preview: sentTo, heading: 'Your gift delivery was changed', sentTo, change: scheduled.change, changeUrl: scheduled.changeUrl };
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{sentTo}}</mj-text>
      <mj-text>{{change}}</mj-text>
      <mj-button href="{{changeUrl}}">Change the delivery</mj-button>
      <mj-text color="#6b7280" font-size="13px">Did not make this change? Contact ${reachBusiness(brand)}.</mj-text>`;
  const text = [slots.heading, '', sentTo, '', scheduled.change, `Change the delivery: ${scheduled.changeUrl}`, '', `Did not make this change? Contact ${reachBusiness(brand)}.`, '', sender.signature].join('\n');
  return { subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: sender.attachments };
}
