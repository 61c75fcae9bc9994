import {
  bonusExpiresOn,
  describeDeliveryTime,
  describeWindow,
  formatAmount,
  formatMoney,
  lawDisclosure,
  purchasePromotion,
  purchasePromotionMessage,
  TEST_CARD_MARK,
  type EventMap,
  type ScheduledDelivery,
  type WalletButtons,
} from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { CARD_IMAGE_CID, type CardTypeLook } from '../card-types/card-types.js';
import { businessParts, reachBusiness } from './business-sender.js';
import type { Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';
import { POS_BARCODE_CID, posBarcodeImage } from './pos-barcode-image.js';
import { QR_CID, qrImage } from './qr-image.js';

/** What a card's email looks up when it is sent. */
export interface CardLookups {
  /** The card's wallet links, or none when the wallet service cannot make them (the holder page offers the same). */
  walletButtons: (uniqueCode: string, publicBaseUrl: string) => Promise<WalletButtons>;
  /** Its card type's window and picture, as catalog says now. */
  cardType: (giftCardId: string) => Promise<CardTypeLook>;
  /** Its number at the Square Point of Sale as the holder page has it (null: being registered; undefined: none). */
  posNumber: (uniqueCode: string) => Promise<string | null | undefined>;
}

/** A gift-card.issued event and where the holder page lives; `requestedBy` when it is the card's email again (gift-card.resent). */
export type GiftCardIssuedEmailData = EventMap['gift-card.issued'] & { publicUrl: string; requestedBy?: EventMap['gift-card.resent']['requestedBy'] };

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

/**
 * What the card's emails show: the business's picture of the card, the card, its window and the law's sentences, its
 * code as text and QR, the holder page (whose link is also the QR) and, when the platform has wallet keys, the links
 * that add the card to Google Wallet and Apple Wallet.
 */
async function cardFacts(data: Omit<GiftCardIssuedEmailData, 'delivery'>, secrets: MailSecrets, lookups: CardLookups, brand: BusinessBrand, toBuyer: boolean) {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const holderPage = `${data.publicUrl}/card/${code}`;
  const [wallet, cardType, posNumber] = await Promise.all([lookups.walletButtons(code, data.publicUrl), lookups.cardType(data.giftCardId), lookups.posNumber(code)]);
  const law = lawLines(data, toBuyer);
  const window = cardType.window ? `Redeemable ${describeWindow(cardType.window)}.` : null;
  return {
    wallet,
    law,
    window,
    posNumber,
    image: cardType.image,
    slots: {
      code,
      holderPage,
      ...(wallet.googleWalletUrl ? { googleWalletUrl: wallet.googleWalletUrl } : {}),
      ...(wallet.appleWalletUrl ? { appleWalletUrl: wallet.appleWalletUrl } : {}),
      businessName: brand.name,
      giftCardName: data.giftCardName,
      faceValue: formatMoney(data.faceValueCents, data.currency),
      ...(window ? { window } : {}),
      ...(posNumber ? { posNumber } : {}),
      ...Object.fromEntries(law.map((line, i) => [`law${i}`, line])),
    },
    codeImages: [qrImage(holderPage), ...(posNumber ? [posBarcodeImage(posNumber)] : [])],
  };
}

/**
 * What the law the card was sold under asks the card to say (none for an event from before cards kept their terms):
 * with each value's amount to the one who paid, without them to a gift's recipient (the price stays the buyer's).
 */
function lawLines(data: Omit<GiftCardIssuedEmailData, 'delivery'>, toBuyer: boolean): string[] {
  if (!data.terms) return [];
  const { jurisdiction, paidExpiresOn, cashOutBelowCents } = data.terms;
  const bonus = { bonusValueCents: data.bonusValueCents, bonusExpiresOn: bonusExpiresOn({ expirationDate: data.expirationDate, bonusValueCents: data.bonusValueCents }) };
  return lawDisclosure({ jurisdiction, paidExpiresOn, cashOutBelowCents, currency: data.currency, ...bonus, ...(toBuyer ? { paidValueCents: data.paidValueCents } : {}) });
}

/** The card's window, then the law's sentences, under the card's details, each its own paragraph (slots window, law0, law1…). */
const termsBlock = (window: string | null, law: string[]) =>
  [...(window ? ['<mj-text font-weight="600" padding="0 0 8px">{{window}}</mj-text>'] : []), ...law.map((_, i) => `<mj-text font-size="13px" color="#374151" padding="0 0 8px">{{law${i}}}</mj-text>`)].join('\n      ');

/** The business's picture of the card, atop the email. */
const cardImage = (image: CardTypeLook['image']) => (image ? `<mj-image src="cid:${CARD_IMAGE_CID}" alt="" border-radius="14px" padding="0 0 20px" />` : '');

/** A label and a `{{slot}}` value as one row of an mj-table. */
export const detailRow = (label: string, slot: string) =>
  `<tr><td style="padding:4px 0;color:#6b7280">${label}</td><td style="padding:4px 0;text-align:right;font-weight:600">{{${slot}}}</td></tr>`;

/** What a Square terminal takes: the card's number there as a barcode with its characters under it, or that it soon will. */
const SQUARE_SOON = 'Works at the Square counter soon: the card\'s page will then show its barcode.';
const posBlock = (posNumber: string | null | undefined) =>
  posNumber === undefined
    ? ''
    : posNumber === null
      ? `<mj-text align="center" color="#6b7280" font-size="13px">${SQUARE_SOON}</mj-text>`
      : `<mj-text align="center" color="#6b7280" font-size="13px" padding="8px 0 0">At the Square terminal</mj-text>
      <mj-image src="cid:${POS_BARCODE_CID}" alt="Barcode for the Square terminal" width="280px" padding="4px 0 0" />
      <mj-text align="center" font-family="Menlo, Consolas, monospace" font-size="15px" padding="0 0 16px">{{posNumber}}</mj-text>`;
const posLines = (posNumber: string | null | undefined) =>
  posNumber === undefined ? [] : posNumber === null ? [SQUARE_SOON] : [`Number at the Square terminal: ${posNumber}`];

const codeBlock = (caption: string, howToSpend: string, wallet: WalletButtons, posNumber: string | null | undefined) => `
      <mj-divider border-color="#e5e7eb" border-width="1px" padding="8px 0 16px" />
      <mj-text align="center" color="#6b7280" font-size="13px" padding="0">${caption}</mj-text>
      <mj-text align="center" font-family="Menlo, Consolas, monospace" font-size="20px" font-weight="700" color="#4f46e5">{{code}}</mj-text>
      <mj-image src="cid:${QR_CID}" alt="QR code of the gift card" width="200px" padding="0 0 16px" />
      ${posBlock(posNumber)}
      <mj-button href="{{holderPage}}">View the gift card</mj-button>
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

/** The card's email again (gift-card.resent: a lost card, the holder's or an admin's ask): no thanks for a purchase, no surprise. */
const AGAIN = {
  subject: (faceValue: string, business: string) => `Here is your ${faceValue} gift card from ${business} again`,
  heading: (name: string) => `Here is your gift card again, ${name}`,
};

const HOLDER_SPENDS = 'Show the QR code at the counter. To spend it, the holder confirms with a one-time code sent to their email.';
const YOU_SPEND = 'Show the QR code at the counter. To spend it, you confirm with a one-time code sent to this email address.';

/** To the buyer: confirmation with amount paid and receipt; for a gift, that it went to the recipient, with a copy of the card. */
export async function giftCardPurchasedEmail(data: GiftCardIssuedEmailData, secrets: MailSecrets, lookups: CardLookups, brand: BusinessBrand): Promise<Email> {
  const { slots: card, codeImages, wallet, law, window, image, posNumber } = await cardFacts(data, secrets, lookups, brand, true);
  const sender = businessParts(brand);
  const recipient = data.recipient;
  const scheduled = recipient && data.delivery ? scheduledLines(data, recipient, secrets) : undefined;
  const subject = testSubject(
    data,
    data.requestedBy
      ? AGAIN.subject(card.faceValue, brand.name)
      : !recipient
      ? `Your ${card.faceValue} gift card from ${brand.name} is ready`
      : scheduled
        ? `Your ${card.faceValue} gift card from ${brand.name} for ${recipient.name} is scheduled for ${scheduled.when}`
        : `Your ${card.faceValue} gift card from ${brand.name} for ${recipient.name} is on its way`,
  );
  const sentTo =
    scheduled?.sentTo ?? (recipient ? `We sent the gift card to ${recipient.name} (${recipient.email}). Here is a copy for your records.` : 'Your gift card is ready to use.');
  const promotion = purchasePromotion([data], data.currency);
  const promotionLine = promotion ? purchasePromotionMessage(promotion, (bonus) => formatAmount(bonus, data.currency)) : undefined;
  const slots: Slots = {
    ...card,
    ...sender.slots,
    subject,
    preview: sentTo,
    heading: data.requestedBy ? AGAIN.heading(data.holder.name) : `Thank you for your purchase, ${data.buyer.name}!`,
    sentTo,
    amountPaid: formatMoney(data.priceCents, data.currency),
    receiptUrl: data.receiptUrl,
    ...(scheduled ? { changeUrl: scheduled.changeUrl, change: scheduled.change } : {}),
    ...(promotionLine ? { promotion: promotionLine } : {}),
  };
  const body = `${testBanner(data)}
      ${cardImage(image)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{sentTo}}</mj-text>
      ${scheduled ? '<mj-text>{{change}}</mj-text><mj-button href="{{changeUrl}}">Change the delivery</mj-button>' : ''}
      ${promotionLine ? '<mj-text font-weight="700">{{promotion}}</mj-text>' : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${detailRow('Business', 'businessName')}
        ${detailRow('Gift card', 'giftCardName')}
        ${detailRow('Value', 'faceValue')}
        ${detailRow('Amount paid', 'amountPaid')}
      </mj-table>
      ${termsBlock(window, law)}
      ${data.receiptUrl ? '<mj-text><a href="{{receiptUrl}}" style="color:#4f46e5">View your payment receipt</a></mj-text>' : ''}
      ${recipient ? codeBlock('Gift card code (sent to the recipient)', HOLDER_SPENDS, wallet, posNumber) : codeBlock('Your gift card code', YOU_SPEND, wallet, posNumber)}
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
    ...(window ? [window] : []),
    ...law,
    ...(data.receiptUrl ? [`Receipt: ${data.receiptUrl}`] : []),
    '',
    `Gift card code: ${card.code}`,
    `View the gift card: ${card.holderPage}`,
    ...posLines(posNumber),
    ...walletLines(wallet),
    '',
    recipient ? HOLDER_SPENDS : YOU_SPEND,
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  return { subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: [...codeImages, ...(image ? [image] : []), ...sender.attachments] };
}

/** The page where a gift's recipient unwraps it (web: /card/{code}/reveal), before its holder page. */
const revealPage = (holderPage: string) => `${holderPage}/reveal`;

/**
 * To the recipient of a gift: who sent it, their message and the button that unwraps it; the code, the QR and the
 * value wait for the reveal page. Sent again (gift-card.resent), the surprise is over: the card itself, with its code.
 */
export async function giftCardReceivedEmail(data: Omit<GiftCardIssuedEmailData, 'delivery'>, secrets: MailSecrets, lookups: CardLookups, brand: BusinessBrand): Promise<Email> {
  const { slots: card, codeImages, wallet, law, window, image, posNumber } = await cardFacts(data, secrets, lookups, brand, false);
  const sender = businessParts(brand);
  const again = data.requestedBy !== undefined;
  const recipientName = data.recipient?.name ?? data.holder.name;
  const subject = testSubject(data, again ? AGAIN.subject(card.faceValue, brand.name) : `${data.buyer.name} sent you a gift card from ${brand.name}`);
  const gift = `${data.buyer.name} sent you a ${card.giftCardName} gift card from ${brand.name}.`;
  const message = again ? '' : data.message.trim();
  const reveal = revealPage(card.holderPage);
  const heading = again ? AGAIN.heading(recipientName) : `${recipientName}, you have received a gift!`;
  const slots: Slots = { ...card, ...sender.slots, subject, preview: gift, heading, gift, message, sender: data.buyer.name, revealPage: reveal };
  const body = `${testBanner(data)}
      ${cardImage(image)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{gift}}</mj-text>
      ${
        message
          ? `<mj-text padding="0 0 4px" color="#6b7280" font-size="13px">A message from {{sender}}:</mj-text>
      <mj-text container-background-color="#f5f3ff" padding="16px" font-style="italic"><div style="white-space:pre-line">{{message}}</div></mj-text>
      <mj-spacer height="16px" />`
          : ''
      }
      ${again ? '' : '<mj-button href="{{revealPage}}" font-size="17px" inner-padding="14px 32px" padding="0 0 24px">Open your gift</mj-button>'}
      ${termsBlock(window, law)}
      ${again ? codeBlock('Your gift card code', YOU_SPEND, wallet, posNumber) : ''}
      ${sender.replyMjml}`;
  const text = [
    ...testLines(data),
    slots.heading,
    '',
    gift,
    ...(message ? ['', `A message from ${data.buyer.name}:`, message] : []),
    '',
    ...(again ? [] : [`Open your gift: ${reveal}`, '']),
    ...(window ? [window] : []),
    ...law,
    ...(again ? ['', `Gift card code: ${card.code}`, `View the gift card: ${card.holderPage}`, ...posLines(posNumber), ...walletLines(wallet), '', YOU_SPEND] : []),
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  const html = await renderMjml(productLayout(body, sender.layout), slots);
  return { subject, html, text, attachments: [...(again ? codeImages : []), ...(image ? [image] : []), ...sender.attachments] };
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
