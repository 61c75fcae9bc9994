import {
  bonusExpiresOn,
  describeDeliveryTime,
  describeWindow,
  formatAmount,
  formatMoney,
  lawDisclosure,
  NUMBER_LOCALES,
  purchasePromotion,
  purchasePromotionMessage,
  testCardMark,
  translator,
  type EventMap,
  type Locale,
  type ScheduledDelivery,
  type WalletButtons,
} from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { CARD_IMAGE_CID, type CardTypeLook } from '../card-types/card-types.js';
import { businessParts, reachBusiness } from './business-sender.js';
import { giftCardEmailMessages } from './gift-card-emails.messages.js';
import type { Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';
import { POS_BARCODE_CID, posBarcodeImage } from './pos-barcode-image.js';
import { QR_CID, qrImage } from './qr-image.js';
import { receiptVat } from './receipt-vat.js';

/** The card emails' words in a language. */
const wordsIn = (locale: Locale | undefined) => translator(giftCardEmailMessages, locale ?? 'en');
type Words = ReturnType<typeof wordsIn>;

/** What a card's email looks up when it is sent. */
export interface CardLookups {
  /**
   * The card's wallet links and its Square terminal number, or none when the wallet service cannot make them (the holder
   * page offers the same).
   */
  walletButtons: (uniqueCode: string, publicBaseUrl: string, justIssued: boolean) => Promise<WalletButtons>;
  /** Its card type's window and picture, as catalog says now. */
  cardType: (giftCardId: string) => Promise<CardTypeLook>;
}

/** A gift-card.issued event and where the holder page lives; `requestedBy` when it is the card's email again (gift-card.resent). */
export type GiftCardIssuedEmailData = EventMap['gift-card.issued'] & {
  publicUrl: string;
  requestedBy?: EventMap['gift-card.resent']['requestedBy'];
  /** Sent as the card was issued (not resent or delivered later): its wallet buttons are those of the purchase's answer. */
  justIssued?: boolean;
};

/** The web page where the buyer changes a scheduled gift's time or address, with the link's token. */
export const deliveryChangePage = (publicUrl: string, token: string) => `${publicUrl}/gift-delivery/${encodeURIComponent(token)}`;

/** To the buyer of a scheduled gift: when it goes out, and the link that changes it until then (its token opened here). */
export function scheduledLines(
  data: { delivery?: ScheduledDelivery; buyer: { email: string }; publicUrl: string; locale?: Locale },
  recipient: { name: string; email: string },
  secrets: MailSecrets,
) {
  const delivery = data.delivery!;
  const t = wordsIn(data.locale);
  const when = describeDeliveryTime(delivery.deliverAt, delivery.timeZone, data.locale ?? 'en');
  const changeUrl = deliveryChangePage(data.publicUrl, secrets.open(delivery.sealedChangeToken, data.buyer.email));
  return {
    when,
    changeUrl,
    sentTo: t('scheduledSentTo', { name: recipient.name, email: recipient.email, when }),
    change: t('scheduledChange'),
  };
}

/**
 * What the card's emails show: the business's picture of the card, the card, its window and the law's sentences, its
 * code as text and QR, the holder page (whose link is also the QR) and, when the platform has wallet keys, the links
 * that add the card to Google Wallet and Apple Wallet.
 */
async function cardFacts(
  data: Omit<GiftCardIssuedEmailData, 'delivery'>,
  secrets: MailSecrets,
  lookups: CardLookups,
  brand: BusinessBrand,
  toBuyer: boolean,
) {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const holderPage = `${data.publicUrl}/card/${code}`;
  const [{ posNumber, ...wallet }, cardType] = await Promise.all([lookups.walletButtons(code, data.publicUrl, data.justIssued === true), lookups.cardType(data.giftCardId)]);
  const law = lawLines(data, toBuyer);
  const locale = data.locale ?? 'en';
  const window = cardType.window ? wordsIn(locale)('redeemable', { window: describeWindow(cardType.window, locale) }) : null;
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
      faceValue: formatMoney(data.faceValueCents, data.currency, NUMBER_LOCALES[locale]),
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
  const bonus = {
    bonusValueCents: data.bonusValueCents,
    bonusExpiresOn: bonusExpiresOn({ expirationDate: data.expirationDate, bonusValueCents: data.bonusValueCents }),
  };
  return lawDisclosure(
    {
      jurisdiction,
      paidExpiresOn,
      cashOutBelowCents,
      currency: data.currency,
      ...bonus,
      ...(toBuyer ? { paidValueCents: data.paidValueCents } : {}),
    },
    data.locale ?? 'en',
  );
}

/** The card's window, then the law's sentences, under the card's details, each its own paragraph (slots window, law0, law1…). */
const termsBlock = (window: string | null, law: string[]) =>
  [
    ...(window ? ['<mj-text font-weight="600" padding="0 0 8px">{{window}}</mj-text>'] : []),
    ...law.map((_, i) => `<mj-text font-size="13px" color="#374151" padding="0 0 8px">{{law${i}}}</mj-text>`),
  ].join('\n      ');

/** The business's picture of the card, atop the email. */
const cardImage = (image: CardTypeLook['image']) =>
  image ? `<mj-image src="cid:${CARD_IMAGE_CID}" alt="" border-radius="14px" padding="0 0 20px" />` : '';

/** A label and a `{{slot}}` value as one row of an mj-table. */
export const detailRow = (label: string, slot: string) =>
  `<tr><td style="padding:4px 0;color:#6b7280">${label}</td><td style="padding:4px 0;text-align:right;font-weight:600">{{${slot}}}</td></tr>`;

/** What a Square terminal takes: the card's number there as a barcode with its characters under it, or that it soon will. */
const posBlock = (t: Words, posNumber: string | null | undefined) =>
  posNumber === undefined
    ? ''
    : posNumber === null
      ? `<mj-text align="center" color="#6b7280" font-size="13px">${t('squareSoon')}</mj-text>`
      : `<mj-text align="center" color="#6b7280" font-size="13px" padding="8px 0 0">${t('squareTerminal')}</mj-text>
      <mj-image src="cid:${POS_BARCODE_CID}" alt="${t('squareBarcodeAlt')}" width="280px" padding="4px 0 0" />
      <mj-text align="center" font-family="Menlo, Consolas, monospace" font-size="15px" padding="0 0 16px">{{posNumber}}</mj-text>`;
const posLines = (t: Words, posNumber: string | null | undefined) =>
  posNumber === undefined ? [] : posNumber === null ? [t('squareSoon')] : [t('squareNumberLine', { number: posNumber })];

const codeBlock = (t: Words, caption: string, howToSpend: string, wallet: WalletButtons, posNumber: string | null | undefined) => `
      <mj-divider border-color="#e5e7eb" border-width="1px" padding="8px 0 16px" />
      <mj-text align="center" color="#6b7280" font-size="13px" padding="0">${caption}</mj-text>
      <mj-text align="center" font-family="Menlo, Consolas, monospace" font-size="20px" font-weight="700" color="#4f46e5">{{code}}</mj-text>
      <mj-image src="cid:${QR_CID}" alt="${t('qrAlt')}" width="200px" padding="0 0 16px" />
      ${posBlock(t, posNumber)}
      <mj-button href="{{holderPage}}">${t('viewCard')}</mj-button>
      ${wallet.googleWalletUrl ? `<mj-button href="{{googleWalletUrl}}" background-color="#111827" padding="0 0 8px">${t('addGoogle')}</mj-button>` : ''}
      ${wallet.appleWalletUrl ? `<mj-button href="{{appleWalletUrl}}" background-color="#111827" padding="0 0 8px">${t('addApple')}</mj-button>` : ''}
      <mj-text align="center" color="#6b7280" font-size="13px">${howToSpend}</mj-text>`;

/** The text part's wallet lines, beside the holder page link. */
/** The plain text's card: its code, its holder page, its terminal number and its wallet links. */
const cardLines = (t: Words, card: { code: string; holderPage: string }, posNumber: string | null | undefined, wallet: WalletButtons) => [
  t('codeLine', { code: card.code }),
  t('linkLine', { label: t('viewCard'), url: card.holderPage }),
  ...posLines(t, posNumber),
  ...walletLines(t, wallet),
];

const walletLines = (t: Words, wallet: WalletButtons) => [
  ...(wallet.googleWalletUrl ? [t('linkLine', { label: t('addGoogle'), url: wallet.googleWalletUrl })] : []),
  ...(wallet.appleWalletUrl ? [t('linkLine', { label: t('addApple'), url: wallet.appleWalletUrl })] : []),
];

/** A card bought in test mode says so first, in the subject, the HTML and the text. */
const testCardLine = (t: Words, locale?: Locale) => t('testCard', { mark: testCardMark(locale) });
const testSubject = (data: Pick<GiftCardIssuedEmailData, 'testCard' | 'locale'>, subject: string) =>
  data.testCard ? `[${testCardMark(data.locale)}] ${subject}` : subject;
const testBanner = (t: Words, data: Pick<GiftCardIssuedEmailData, 'testCard' | 'locale'>) =>
  data.testCard ? `<mj-text container-background-color="#fef3c7" color="#92400e" font-weight="700" padding="12px">${testCardLine(t, data.locale)}</mj-text>` : '';
const testLines = (t: Words, data: Pick<GiftCardIssuedEmailData, 'testCard' | 'locale'>) => (data.testCard ? [testCardLine(t, data.locale), ''] : []);

/** To the buyer: confirmation with amount paid and receipt; for a gift, that it went to the recipient, with a copy of the card. */
export async function giftCardPurchasedEmail(
  data: GiftCardIssuedEmailData,
  secrets: MailSecrets,
  lookups: CardLookups,
  brand: BusinessBrand,
): Promise<Email> {
  const { slots: card, codeImages, wallet, law, window, image, posNumber } = await cardFacts(data, secrets, lookups, brand, true);
  const locale = data.locale ?? 'en';
  const t = wordsIn(locale);
  const sender = businessParts(brand, locale);
  const recipient = data.recipient;
  const scheduled = recipient && data.delivery ? scheduledLines(data, recipient, secrets) : undefined;
  const subject = testSubject(
    data,
    data.requestedBy
      ? t('againSubject', { faceValue: card.faceValue, business: brand.name })
      : !recipient
        ? t('readySubject', { faceValue: card.faceValue, business: brand.name })
        : scheduled
          ? t('scheduledSubject', { faceValue: card.faceValue, business: brand.name, name: recipient.name, when: scheduled.when })
          : t('onItsWaySubject', { faceValue: card.faceValue, business: brand.name, name: recipient.name }),
  );
  const sentTo = scheduled?.sentTo ?? (recipient ? t('sentNow', { name: recipient.name, email: recipient.email }) : t('readyToUse'));
  const promotion = purchasePromotion([data], data.currency);
  const promotionLine = promotion ? purchasePromotionMessage(promotion, (bonus) => formatAmount(bonus, data.currency)) : undefined;
  const vat = receiptVat(data, data.priceCents);
  const slots: Slots = {
    ...card,
    ...sender.slots,
    subject,
    preview: sentTo,
    heading: data.requestedBy ? t('againHeading', { name: data.holder.name }) : t('thanks', { name: data.buyer.name }),
    sentTo,
    amountPaid: formatMoney(data.priceCents, data.currency, NUMBER_LOCALES[locale]),
    receiptUrl: data.receiptUrl,
    ...(scheduled ? { changeUrl: scheduled.changeUrl, change: scheduled.change } : {}),
    ...(promotionLine ? { promotion: promotionLine } : {}),
    ...(vat ? { vat } : {}),
  };
  const body = `${testBanner(t, data)}
      ${cardImage(image)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{sentTo}}</mj-text>
      ${scheduled ? `<mj-text>{{change}}</mj-text><mj-button href="{{changeUrl}}">${t('changeDelivery')}</mj-button>` : ''}
      ${promotionLine ? '<mj-text font-weight="700">{{promotion}}</mj-text>' : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${detailRow(t('business'), 'businessName')}
        ${detailRow(t('giftCard'), 'giftCardName')}
        ${detailRow(t('value'), 'faceValue')}
        ${detailRow(t('amountPaid'), 'amountPaid')}
      </mj-table>
      ${vat ? '<mj-text>{{vat}}</mj-text>' : ''}
      ${termsBlock(window, law)}
      ${data.receiptUrl ? `<mj-text><a href="{{receiptUrl}}" style="color:#4f46e5">${t('viewReceipt')}</a></mj-text>` : ''}
      ${recipient ? codeBlock(t, t('codeForRecipient'), t('holderSpends'), wallet, posNumber) : codeBlock(t, t('yourCode'), t('youSpend'), wallet, posNumber)}
      ${sender.replyMjml}`;
  const text = [
    ...testLines(t, data),
    slots.heading,
    '',
    sentTo,
    ...(scheduled ? ['', scheduled.change, t('linkLine', { label: t('changeDelivery'), url: scheduled.changeUrl })] : []),
    ...(promotionLine ? ['', promotionLine] : []),
    '',
    t('linkLine', { label: t('business'), url: brand.name }),
    t('linkLine', { label: t('giftCard'), url: card.giftCardName }),
    t('linkLine', { label: t('value'), url: card.faceValue }),
    t('linkLine', { label: t('amountPaid'), url: slots.amountPaid }),
    ...(vat ? [vat] : []),
    ...(window ? [window] : []),
    ...law,
    ...(data.receiptUrl ? [t('receiptLine', { url: data.receiptUrl })] : []),
    '',
    ...cardLines(t, card, posNumber, wallet),
    '',
    recipient ? t('holderSpends') : t('youSpend'),
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  return {
    subject,
    html: await renderMjml(productLayout(body, sender.layout), slots),
    text,
    attachments: [...codeImages, ...(image ? [image] : []), ...sender.attachments],
  };
}

/** The page where a gift's recipient unwraps it (web: /card/{code}/reveal), before its holder page. */
const revealPage = (holderPage: string) => `${holderPage}/reveal`;

/**
 * To the recipient of a gift: who sent it, their message and the button that unwraps it; the code, the QR and the
 * value wait for the reveal page. Sent again (gift-card.resent), the surprise is over: the card itself, with its code.
 */
export async function giftCardReceivedEmail(
  data: Omit<GiftCardIssuedEmailData, 'delivery'>,
  secrets: MailSecrets,
  lookups: CardLookups,
  brand: BusinessBrand,
): Promise<Email> {
  const { slots: card, codeImages, wallet, law, window, image, posNumber } = await cardFacts(data, secrets, lookups, brand, false);
  const t = wordsIn(data.locale);
  const sender = businessParts(brand, data.locale ?? 'en');
  const again = data.requestedBy !== undefined;
  const recipientName = data.recipient?.name ?? data.holder.name;
  const subject = testSubject(
    data,
    again
      ? t('againSubject', { faceValue: card.faceValue, business: brand.name })
      : t('receivedSubject', { buyer: data.buyer.name, business: brand.name }),
  );
  const gift = t('receivedGift', { buyer: data.buyer.name, giftCard: card.giftCardName, business: brand.name });
  const message = again ? '' : data.message.trim();
  const reveal = revealPage(card.holderPage);
  const heading = again ? t('againHeading', { name: recipientName }) : t('receivedHeading', { name: recipientName });
  const messageFrom = t('messageFrom', { sender: data.buyer.name });
  const slots: Slots = { ...card, ...sender.slots, subject, preview: gift, heading, gift, message, messageFrom, revealPage: reveal };
  const body = `${testBanner(t, data)}
      ${cardImage(image)}
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{gift}}</mj-text>
      ${
        message
          ? `<mj-text padding="0 0 4px" color="#6b7280" font-size="13px">{{messageFrom}}</mj-text>
      <mj-text container-background-color="#f5f3ff" padding="16px" font-style="italic"><div style="white-space:pre-line">{{message}}</div></mj-text>
      <mj-spacer height="16px" />`
          : ''
      }
      ${again ? '' : `<mj-button href="{{revealPage}}" font-size="17px" inner-padding="14px 32px" padding="0 0 24px">${t('openGift')}</mj-button>`}
      ${termsBlock(window, law)}
      ${again ? codeBlock(t, t('yourCode'), t('youSpend'), wallet, posNumber) : ''}
      ${sender.replyMjml}`;
  const text = [
    ...testLines(t, data),
    slots.heading,
    '',
    gift,
    ...(message ? ['', messageFrom, message] : []),
    '',
    ...(again ? [] : [t('linkLine', { label: t('openGift'), url: reveal }), '']),
    ...(window ? [window] : []),
    ...law,
    ...(again
      ? [
          '',
          ...cardLines(t, card, posNumber, wallet),
          '',
          t('youSpend'),
        ]
      : []),
    '',
    ...sender.replyLines,
    sender.signature,
  ].join('\n');
  const html = await renderMjml(productLayout(body, sender.layout), slots);
  return { subject, html, text, attachments: [...(again ? codeImages : []), ...(image ? [image] : []), ...sender.attachments] };
}

/** A buyer's change of a scheduled gift and where the web app lives. */
export type GiftDeliveryChangedEmailData = EventMap['gift-card.delivery-changed'] & { publicUrl: string; locale?: Locale };

/** To the buyer after they changed a scheduled gift with their link: the new time and recipient, and the next link. */
export async function giftDeliveryChangedEmail(
  data: GiftDeliveryChangedEmailData,
  secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  const locale = data.locale ?? 'en';
  const t = wordsIn(locale);
  const sender = businessParts(brand, locale);
  const scheduled = scheduledLines(data, data.recipient, secrets);
  const subject = t('changedSubject', { business: brand.name, name: data.recipient.name, when: scheduled.when });
  const sentTo = t('changedSentTo', { giftCard: data.giftCardName, name: data.recipient.name, email: data.recipient.email, when: scheduled.when });
  const notYou = t('notYou', { business: reachBusiness(brand, locale) });
  const slots: Slots = {
    ...sender.slots,
    subject,
    preview: sentTo,
    heading: t('changedHeading'),
    sentTo,
    change: scheduled.change,
    changeUrl: scheduled.changeUrl,
    notYou,
  };
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{sentTo}}</mj-text>
      <mj-text>{{change}}</mj-text>
      <mj-button href="{{changeUrl}}">${t('changeDelivery')}</mj-button>
      <mj-text color="#6b7280" font-size="13px">{{notYou}}</mj-text>`;
  const text = [
    slots.heading,
    '',
    sentTo,
    '',
    scheduled.change,
    t('linkLine', { label: t('changeDelivery'), url: scheduled.changeUrl }),
    '',
    notYou,
    '',
    sender.signature,
  ].join('\n');
  return { subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: sender.attachments };
}
