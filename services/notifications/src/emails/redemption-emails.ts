import {
  DATE_LOCALES,
  dateTimeFormat,
  formatMoney,
  NUMBER_LOCALES,
  TEST_CARD_AT_COUNTER,
  translator,
  type CardStatusChange,
  type EventMap,
  type Locale,
} from '@gv/proto';
import type { BusinessBrand } from '../business-brands/business-brands.js';
import { businessParts, reachBusiness } from './business-sender.js';
import { codeEmailTemplate } from './code-email.js';
import { receiptEmailMessages } from './receipt-emails.messages.js';
import { receiptVat } from './receipt-vat.js';
import type { Email } from './layout.js';
import type { MailSecrets } from './mail-secrets.js';
import { detailRow } from './gift-card-emails.js';
import { productLayout, renderMjml, type Slots } from './mjml-template.js';

/** To the holder: the one-time code that confirms spending this amount at the counter, in the card's language. */
export const redeemOtpEmail = codeEmailTemplate<EventMap['gift-card.redeem-otp.requested'] & { locale?: Locale }>(
  (data, { code, locale, t }, brand) => {
    const inLanguage = (cents: number) => formatMoney(cents, data.currency, NUMBER_LOCALES[locale]);
    const cashOut = data.purpose === 'cash-out' ? 'yes' : 'no';
    const amount = inLanguage(data.amountCents);
    return {
      subject: t('redeemSubject', { code, cashOut, amount, business: brand.name }),
      heading: t('redeemHeading', { cashOut, name: data.holder.name }),
      paragraphs: [
        cashOut === 'yes'
          ? t('cashOutIntro', { business: brand.name, amount, giftCard: data.giftCardName, zero: inLanguage(0) })
          : t('redeemIntro', { business: brand.name, amount, giftCard: data.giftCardName, balance: inLanguage(data.balanceCents) }),
        t('tellStaff'),
        t('redeemExpires', { minutes: data.expiresInMinutes }),
      ],
    };
  },
);

interface Receipt {
  subject: string;
  preview: string;
  heading: string;
  intro: string;
  /** [label, value] rows after the business and the card. */
  rows: [string, string][];
  /** The sentence on when VAT is due, after the rows (receiptVat); absent: none. */
  vat?: string;
  testCard?: boolean;
  notYou: string;
}

/** The card's language (absent: English), its words, its money (in the card's currency; USD when absent) and its receipt times. */
function receiptWords(data: { locale?: Locale; currency?: string }, brand: BusinessBrand) {
  const locale = data.locale ?? 'en';
  return {
    locale,
    t: translator(receiptEmailMessages, locale),
    money: (cents: number) => formatMoney(cents, data.currency, NUMBER_LOCALES[locale]),
    when: (at: string) => receiptTime(at, brand.timeZone, locale),
    reach: reachBusiness(brand, locale),
  };
}

type ReceiptWords = ReturnType<typeof receiptWords>;

/** The template of a receipt to the holder: `describe` writes it from its event, in the card's language. */
function receiptTemplate<Data extends { giftCardName: string; locale?: Locale; currency?: string; testCard?: boolean }>(
  describe: (data: Data, words: ReceiptWords, brand: BusinessBrand) => Omit<Receipt, 'testCard'>,
) {
  return (data: Data, _secrets: MailSecrets, _wallet: unknown, brand: BusinessBrand): Promise<Email> =>
    receiptEmail(data, brand, { ...describe(data, receiptWords(data, brand), brand), testCard: data.testCard });
}

/** A receipt to the holder of a change to the card's balance: the business, the card, the rows, what to do if it was not them. */
async function receiptEmail(data: { giftCardName: string; locale?: Locale }, brand: BusinessBrand, receipt: Receipt): Promise<Email> {
  const locale = data.locale ?? 'en';
  const t = translator(receiptEmailMessages, locale);
  const sender = businessParts(brand, locale);
  const rows: [string, string][] = [[t('business'), brand.name], [t('giftCard'), data.giftCardName], ...receipt.rows];
  const slots: Slots = {
    ...sender.slots,
    subject: receipt.subject,
    preview: receipt.preview,
    heading: receipt.heading,
    intro: receipt.intro,
    notYou: receipt.notYou,
    ...(receipt.vat ? { vat: receipt.vat } : {}),
    testNote: t('testNote', { testCard: TEST_CARD_AT_COUNTER }),
    ...Object.fromEntries(
      rows
        .map(([label, value], i) => [
          [`label${i}`, label],
          [`row${i}`, value],
        ])
        .flat(),
    ),
  };
  const body = `
      <mj-text font-size="22px" font-weight="700">{{heading}}</mj-text>
      <mj-text>{{intro}}</mj-text>
      ${receipt.testCard ? `<mj-text color="#b91c1c" font-weight="700">{{testNote}}</mj-text>` : ''}
      <mj-table font-size="15px" padding="0 0 16px">
        ${rows.map((_, i) => detailRow(`{{label${i}}}`, `row${i}`)).join('\n        ')}
      </mj-table>
      ${receipt.vat ? '<mj-text>{{vat}}</mj-text>' : ''}
      <mj-text color="#6b7280" font-size="13px">{{notYou}}</mj-text>`;
  const text = [
    receipt.heading,
    '',
    receipt.intro,
    ...(receipt.testCard ? [slots.testNote] : []),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(receipt.vat ? ['', receipt.vat] : []),
    '',
    receipt.notYou,
    '',
    sender.signature,
  ].join('\n');
  return { subject: receipt.subject, html: await renderMjml(productLayout(body, sender.layout), slots), text, attachments: sender.attachments };
}

/**
 * When, in the business's zone and naming it: the holder's own day at the counter. English as it always was
 * ("November 27, 2026 at 1:33 AM PST"); Spanish and French in their own order ("27 de noviembre de 2026, 10:33 CET").
 */
const receiptTime = (at: string, timeZone: string, locale: Locale = 'en') =>
  dateTimeFormat(locale === 'en' ? 'en-US' : DATE_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(at));

/** To the holder after each redemption: what was redeemed, where and when, and what is left. */
export const giftCardRedeemedEmail = receiptTemplate<EventMap['gift-card.redeemed'] & { locale?: Locale }>(
  (data, { t, money, when, reach }, brand) => ({
    subject: t('redeemedSubject', { amount: money(data.amountCents), business: brand.name }),
    preview: t('balanceLeftPreview', { amount: money(data.balanceAfterCents) }),
    heading: t('thanks', { business: brand.name }),
    intro: t('redeemedIntro'),
    rows: [
      [t('amountRedeemed'), money(data.amountCents)],
      [t('balanceLeft'), money(data.balanceAfterCents)],
      [t('date'), when(data.redeemedAt)],
    ],
    notYou: t('redeemedNotYou', { business: reach }),
  }),
);

/** To the holder after the counter paid out what was left on the card in cash. */
export const giftCardCashedOutEmail = receiptTemplate<EventMap['gift-card.cashed-out'] & { locale?: Locale }>(
  (data, { t, money, when, reach }, brand) => ({
    subject: t('cashedOutSubject', { amount: money(-data.amountCents), business: brand.name }),
    preview: t('balanceLeftPreview', { amount: money(0) }),
    heading: t('thanks', { business: brand.name }),
    intro: t('cashedOutIntro'),
    rows: [
      [t('paidOutInCash'), money(-data.amountCents)],
      [t('balanceLeft'), money(data.balanceAfterCents)],
      [t('date'), when(data.at)],
    ],
    notYou: t('cashedOutNotYou', { business: reach }),
  }),
);

/** To the buyer of a gift: the business gave it a new recipient (the card went to them under a new code). */
export const giftCardMovedEmail = receiptTemplate<EventMap['gift-card.code-replaced'] & { locale?: Locale }>((data, { t, when, reach }, brand) => ({
  subject: t('movedSubject', { business: brand.name, name: data.holder.name }),
  preview: t('movedPreview', { email: data.holder.email }),
  heading: t('movedHeading'),
  intro: t('movedIntro', { business: brand.name }),
  rows: [
    [t('newRecipient'), t('person', data.holder)],
    [t('previousRecipient'), t('person', data.previousHolder)],
    [t('reason'), data.reason],
    [t('date'), when(data.replacedAt)],
  ],
  notYou: t('movedNotYou', { business: reach }),
}));

/** To the holder after an admin changed the balance: an adjustment or a redemption credited back, with the reason. */
export const giftCardAdjustedEmail = receiptTemplate<EventMap['gift-card.adjusted'] & { locale?: Locale }>(
  (data, { t, money, when, reach }, brand) => {
    const added = data.amountCents > 0;
    const what = t('adjustedWhat', { kind: data.reversedLedgerId !== undefined ? 'credited' : added ? 'increased' : 'reduced' });
    return {
      subject: t('atBusiness', { what, business: brand.name }),
      preview: t('newBalancePreview', { amount: money(data.balanceAfterCents) }),
      heading: t('sentence', { what }),
      intro: t('adjustedIntro', { business: brand.name }),
      rows: [
        [added ? t('amountAdded') : t('amountTakenOff'), money(Math.abs(data.amountCents))],
        [t('reason'), data.reason],
        [t('newBalance'), money(data.balanceAfterCents)],
        [t('date'), when(data.adjustedAt)],
      ],
      notYou: t('adjustedNotYou', { business: reach }),
    };
  },
);

/** To the holder after a reload: "$50.00 was added to your card", with the new balance and how long the value lasts. */
export const giftCardLoadedEmail = receiptTemplate<EventMap['gift-card.loaded'] & { locale?: Locale }>((data, { t, money, when, reach }, brand) => {
  const added = t('loadedWhat', { amount: money(data.paidCents) });
  return {
    subject: t('atBusiness', { what: added, business: brand.name }),
    preview: t('newBalancePreview', { amount: money(data.balanceAfterCents) }),
    heading: t('sentence', { what: added }),
    intro: t('loadedIntro', { business: brand.name }),
    rows: [
      [t('amountAdded'), money(data.paidCents)],
      [t('newBalance'), money(data.balanceAfterCents)],
      [t('paidSpendable'), data.paidExpiresOn === null ? t('neverExpires') : t('through', { day: data.paidExpiresOn })],
      [t('date'), when(data.loadedAt)],
    ],
    vat: receiptVat(data, data.paidCents),
    notYou: t('loadedNotYou', { business: reach }),
  };
});

/** gift-card.refunded with what the buyer's email needs (events before they were carried have no email). */
export type RefundReceipt = EventMap['gift-card.refunded'] &
  Required<Pick<EventMap['gift-card.refunded'], 'buyer' | 'giftCardName' | 'balanceAfterCents'>> & { locale?: Locale };

/** To the buyer after an admin refunded part or all of the card's paid value to the card they paid with. */
export const giftCardRefundedEmail = receiptTemplate<RefundReceipt>((data, { t, money, when, reach }, brand) => {
  const last4 = data.cardLast4 || 'none';
  const amount = money(data.amountCents);
  return {
    subject: t('refundedSubject', { business: brand.name, amount, last4 }),
    preview: t('refundedPreview', { amount: money(data.balanceAfterCents) }),
    heading: t('refundedHeading'),
    intro: t('refundedIntro', { business: brand.name, amount, last4 }),
    rows: [
      [t('amountRefunded'), amount],
      [t('refundedTo'), t('refundedToCard', { last4 })],
      [t('leftOnCard'), money(data.balanceAfterCents)],
      [t('reason'), data.reason],
      [t('date'), when(data.refundedAt)],
    ],
    notYou: t('refundedNotYou', { business: reach }),
  };
});

/** gift-card.voided or .reactivated with what the holder's email needs (events before they were carried have no email). */
export type CardStateNotice = CardStatusChange & Required<Pick<CardStatusChange, 'holder' | 'giftCardName' | 'balanceCents'>> & { locale?: Locale };

/** To the holder when an admin voided the card or made it spendable again: the balance is kept either way. */
const cardStateTemplate = (voided: boolean) =>
  receiptTemplate<CardStateNotice>((data, { t, money, when, reach }, brand) => {
    const state = { voided: voided ? 'yes' : 'no', business: brand.name };
    return {
      subject: t('stateSubject', state),
      preview: t('balancePreview', { amount: money(data.balanceCents) }),
      heading: t('stateHeading', state),
      intro: t('stateIntro', state),
      rows: [
        [t('reason'), data.reason],
        [t('balance'), money(data.balanceCents)],
        [t('date'), when(data.at)],
      ],
      notYou: t('stateNotYou', { ...state, business: reach }),
    };
  });

export const giftCardVoidedEmail = cardStateTemplate(true);
export const giftCardReactivatedEmail = cardStateTemplate(false);
