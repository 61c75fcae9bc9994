import { formatMoney, NUMBER_LOCALES, TEST_CARD_AT_COUNTER, translator, type CardStatusChange, type EventMap, type Locale } from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts, reachBusiness } from './business-sender.js';
import { codeEmailMessages } from './code-emails.messages.js';
import { renderEmail, type Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { detailRow } from './gift-card-emails.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';

/** In the card's currency (absent from events before cards carried it: USD). */
const money = (cents: number, currency: string | undefined) => formatMoney(cents, currency);

/** To the holder: the one-time code that confirms spending this amount at the counter, in the card's language. */
export function redeemOtpEmail(
  data: EventMap['gift-card.redeem-otp.requested'] & { locale?: Locale },
  secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Email {
  const code = secrets.open(data.sealedCode, data.holder.email);
  const locale = data.locale ?? 'en';
  const t = translator(codeEmailMessages, locale);
  const inLanguage = (cents: number) => formatMoney(cents, data.currency, NUMBER_LOCALES[locale]);
  const cashOut = data.purpose === 'cash-out' ? 'yes' : 'no';
  const amount = inLanguage(data.amountCents);
  const email = renderEmail({
    business: { name: brand.name, logo: brand.logo !== null },
    locale,
    subject: t('redeemSubject', { code, cashOut, amount, business: brand.name }),
    heading: t('redeemHeading', { cashOut, name: data.holder.name }),
    paragraphs: [
      cashOut === 'yes'
        ? t('cashOutIntro', { business: brand.name, amount, giftCard: data.giftCardName, zero: inLanguage(0) })
        : t('redeemIntro', { business: brand.name, amount, giftCard: data.giftCardName, balance: inLanguage(data.balanceCents) }),
      t('tellStaff'),
      t('redeemExpires', { minutes: data.expiresInMinutes }),
    ],
    code,
  });
  return { ...email, attachments: businessParts(brand).attachments };
}

interface Receipt {
  subject: string;
  preview: string;
  heading: string;
  intro: string;
  /** [label, value] rows after the business and the card. */
  rows: [string, string][];
  testCard?: boolean;
  notYou: string;
}

/** A receipt to the holder of a change to the card's balance: the business, the card, the rows, what to do if it was not them. */
async function receiptEmail(data: { giftCardName: string }, brand: BusinessBrand, receipt: Receipt): Promise<Email> {
  const sender = businessParts(brand);
  const rows: [string, string][] = [['Business', brand.name], ['Gift card', data.giftCardName], ...receipt.rows];
  const slots: Slots = {
    ...sender.slots,
    subject: receipt.subject,
    preview: receipt.preview,
    heading: receipt.heading,
    intro: receipt.intro,
    notYou: receipt.notYou,
    ...Object.fromEntries(rows.map(([, value], i) => [`row${i}`, value])),
  };
  const testNote = `${TEST_CARD_AT_COUNTER}: this was not a payment.`;
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{intro}}</mj-text>
      ${receipt.testCard ? `<mj-text color="#b91c1c" font-weight="700">${testNote}</mj-text>` : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${rows.map(([label], i) => detailRow(label, `row${i}`)).join('\n        ')}
      </mj-table>
      <mj-text color="#6b7280" font-size="13px">{{notYou}}</mj-text>`;
  const text = [
    receipt.heading,
    '',
    receipt.intro,
    ...(receipt.testCard ? [testNote] : []),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    receipt.notYou,
    '',
    sender.signature,
  ].join('\n');
  return { subject: receipt.subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: sender.attachments };
}

/** When, in the business's zone and naming it ("November 27, 2026 at 1:33 AM PST"): the holder's own day at the counter. */
const receiptTime = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(at));

/** To the holder after each redemption: what was redeemed, where and when, and what is left. */
export function giftCardRedeemedEmail(
  data: EventMap['gift-card.redeemed'],
  _secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  return receiptEmail(data, brand, {
    subject: `You redeemed ${money(data.amountCents, data.currency)} at ${brand.name}`,
    preview: `Balance left: ${money(data.balanceAfterCents, data.currency)}`,
    heading: `Thanks for visiting ${brand.name}!`,
    intro: 'Here is the receipt of your gift card redemption.',
    rows: [
      ['Amount redeemed', money(data.amountCents, data.currency)],
      ['Balance left', money(data.balanceAfterCents, data.currency)],
      ['Date', receiptTime(data.redeemedAt, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `If you did not redeem this, contact ${reachBusiness(brand)} right away.`,
  });
}

/** To the holder after the counter paid out what was left on the card in cash. */
export function giftCardCashedOutEmail(
  data: EventMap['gift-card.cashed-out'],
  _secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  return receiptEmail(data, brand, {
    subject: `You cashed out ${money(-data.amountCents, data.currency)} at ${brand.name}`,
    preview: 'Balance left: $0.00',
    heading: `Thanks for visiting ${brand.name}!`,
    intro: 'Here is the receipt of the cash paid out for what was left on your gift card.',
    rows: [
      ['Paid out in cash', money(-data.amountCents, data.currency)],
      ['Balance left', money(data.balanceAfterCents, data.currency)],
      ['Date', receiptTime(data.at, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `If you did not take this cash, contact ${reachBusiness(brand)} right away.`,
  });
}

/** To the buyer of a gift: the business gave it a new recipient (the card went to them under a new code). */
export function giftCardMovedEmail(
  data: EventMap['gift-card.code-replaced'],
  _secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  return receiptEmail(data, brand, {
    subject: `Your gift card from ${brand.name} now goes to ${data.holder.name}`,
    preview: `Sent to ${data.holder.email}`,
    heading: 'Your gift has a new recipient.',
    intro: `${brand.name} sent the gift card you gave to its new recipient. The code sent to the previous address no longer works.`,
    rows: [
      ['New recipient', `${data.holder.name} (${data.holder.email})`],
      ['Previous recipient', `${data.previousHolder.name} (${data.previousHolder.email})`],
      ['Reason', data.reason],
      ['Date', receiptTime(data.replacedAt, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `Did not expect this change? Contact ${reachBusiness(brand)}.`,
  });
}

/** To the holder after an admin changed the balance: an adjustment or a redemption credited back, with the reason. */
export function giftCardAdjustedEmail(
  data: EventMap['gift-card.adjusted'],
  _secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  const added = data.amountCents > 0;
  const what =
    data.reversedLedgerId !== undefined
      ? 'A redemption was credited back to your gift card'
      : `Your gift card balance was ${added ? 'increased' : 'reduced'}`;
  return receiptEmail(data, brand, {
    subject: `${what} at ${brand.name}`,
    preview: `New balance: ${money(data.balanceAfterCents, data.currency)}`,
    heading: `${what}.`,
    intro: `${brand.name} changed the balance of your gift card. Here is the receipt.`,
    rows: [
      [added ? 'Amount added' : 'Amount taken off', money(Math.abs(data.amountCents), data.currency)],
      ['Reason', data.reason],
      ['New balance', money(data.balanceAfterCents, data.currency)],
      ['Date', receiptTime(data.adjustedAt, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `Questions about this change? Contact ${reachBusiness(brand)}.`,
  });
}

/** To the holder after a reload: "$50.00 was added to your card", with the new balance and how long the value lasts. */
export function giftCardLoadedEmail(
  data: EventMap['gift-card.loaded'],
  _secrets: MailSecrets,
  _wallet: unknown,
  brand: BusinessBrand,
): Promise<Email> {
  const added = `${money(data.paidCents, data.currency)} was added to your card`;
  return receiptEmail(data, brand, {
    subject: `${added} at ${brand.name}`,
    preview: `New balance: ${money(data.balanceAfterCents, data.currency)}`,
    heading: `${added}.`,
    intro: `Someone with your gift card's page added value to it at ${brand.name}. Here is the receipt.`,
    rows: [
      ['Amount added', money(data.paidCents, data.currency)],
      ['New balance', money(data.balanceAfterCents, data.currency)],
      ['Paid value spendable', data.paidExpiresOn === null ? 'It never expires' : `Through ${data.paidExpiresOn}`],
      ['Date', receiptTime(data.loadedAt, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `Questions about this? Contact ${reachBusiness(brand)}.`,
  });
}

/** gift-card.refunded with what the buyer's email needs (events before they were carried have no email). */
export type RefundReceipt = EventMap['gift-card.refunded'] &
  Required<Pick<EventMap['gift-card.refunded'], 'buyer' | 'giftCardName' | 'balanceAfterCents'>>;

/** To the buyer after an admin refunded part or all of the card's paid value to the card they paid with. */
export function giftCardRefundedEmail(data: RefundReceipt, _secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Promise<Email> {
  const card = data.cardLast4 ? `your card ending ${data.cardLast4}` : 'the card you paid with';
  return receiptEmail(data, brand, {
    subject: `${brand.name} refunded ${money(data.amountCents, data.currency)} to ${card}`,
    preview: `Left on the gift card: ${money(data.balanceAfterCents, data.currency)}`,
    heading: 'Your refund is on its way.',
    intro: `${brand.name} refunded ${money(data.amountCents, data.currency)} of your gift card to ${card}. Your bank shows it on your statement once it has processed it.`,
    rows: [
      ['Amount refunded', money(data.amountCents, data.currency)],
      ['Refunded to', data.cardLast4 ? `Card ending ${data.cardLast4}` : 'The card you paid with'],
      ['Left on the gift card', money(data.balanceAfterCents, data.currency)],
      ['Reason', data.reason],
      ['Date', receiptTime(data.refundedAt, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: `Questions about this refund? Contact ${reachBusiness(brand)}.`,
  });
}

/** gift-card.voided or .reactivated with what the holder's email needs (events before they were carried have no email). */
export type CardStateNotice = CardStatusChange & Required<Pick<CardStatusChange, 'holder' | 'giftCardName' | 'balanceCents'>>;

/** To the holder when an admin voided the card or made it spendable again: the balance is kept either way. */
function cardStateEmail(data: CardStateNotice, brand: BusinessBrand, voided: boolean): Promise<Email> {
  return receiptEmail(data, brand, {
    subject: voided ? `Your gift card from ${brand.name} was voided` : `Your gift card from ${brand.name} can be used again`,
    preview: `Balance: ${money(data.balanceCents, data.currency)}`,
    heading: voided ? 'Your gift card has been voided.' : 'Your gift card can be used again.',
    intro: voided
      ? `${brand.name} voided your gift card: it cannot be used until they reactivate it. Its balance is kept.`
      : `${brand.name} reactivated your gift card: you can spend its balance again.`,
    rows: [
      ['Reason', data.reason],
      ['Balance', money(data.balanceCents, data.currency)],
      ['Date', receiptTime(data.at, brand.timeZone)],
    ],
    testCard: data.testCard,
    notYou: voided ? `Think this is a mistake? Contact ${reachBusiness(brand)}.` : `Questions? Contact ${reachBusiness(brand)}.`,
  });
}

export const giftCardVoidedEmail = (data: CardStateNotice, _secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand) =>
  cardStateEmail(data, brand, true);
export const giftCardReactivatedEmail = (data: CardStateNotice, _secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand) =>
  cardStateEmail(data, brand, false);
