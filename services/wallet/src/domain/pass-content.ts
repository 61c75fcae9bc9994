import {
  DEFAULT_CURRENCY,
  toMajorUnits,
  formatMoney,
  HOLDER_NOTICES,
  NUMBER_LOCALES,
  testCardMark,
  translator,
  USED_UP_NOTICE,
  type HolderGiftCard,
  type Locale,
  type ShownCardStatus,
} from '@gv/proto';
import { passMessages } from './pass-content.messages.js';

/** What a wallet pass shows: the card as its ledger says now, its business, and its holder page. */
export interface PassFacts {
  card: HolderGiftCard;
  business: { name: string; logoUrl: string | null };
  /** `${PUBLIC_URL}/card/{code}`: live balance and history, the same page the email's QR opens. */
  holderPage: string;
  /** The card's language; absent: English. */
  locale?: Locale;
}

const wordsIn = (locale: Locale | undefined) => translator(passMessages, locale ?? 'en');
type Words = ReturnType<typeof wordsIn>;

/** The product's indigo, as the emails and the holder page show it. */
const BRAND_HEX = '#4f46e5';

/** A card is valid through its expiration date wherever on Earth the business is (UTC−12, as the catalog counts it). */
export function validUntil(expirationDate: string): string {
  return `${expirationDate}T23:59:59-12:00`;
}

/** The pass's own last day, in UTC: its paid value's (the later of the card's two dates); none when paid value never expires. */
const passValidUntil = (card: HolderGiftCard) => (card.paidExpiresOn === null ? {} : { expirationDate: new Date(validUntil(card.paidExpiresOn)).toISOString() });

/** Why a card cannot be spent: its shown status, else expired, else used up. */
type UnusableReason = Exclude<ShownCardStatus, 'active'> | 'used';

/** The words a pass shows for each reason: a short label for the front, and the holder page's sentence. */
const LABELS: Record<UnusableReason, 'void' | 'onHold' | 'refunded' | 'moved' | 'expired' | 'used'> = {
  void: 'void',
  on_hold: 'onHold',
  refunded: 'refunded',
  replaced: 'moved',
  expired: 'expired',
  used: 'used',
};
const NOTICES: Record<UnusableReason, string> = { ...HOLDER_NOTICES, used: USED_UP_NOTICE };

function unusableReason(card: HolderGiftCard): UnusableReason | null {
  if (card.status !== 'active') return card.status;
  if (card.expired) return 'expired';
  if (card.remainingBalanceCents === 0) return 'used';
  return null;
}

/** What a pass says of a card that cannot be spent; null for a card that can. */
export function cardNotice(card: HolderGiftCard, locale?: Locale): { label: string; notice: string } | null {
  const reason = unusableReason(card);
  return reason ? { label: wordsIn(locale)(LABELS[reason]), notice: NOTICES[reason] } : null;
}

/** Nothing left to spend: void, on hold, refunded, moved, expired or used up. Wallets are not offered such a card; its pass is void. */
export function isSpent(card: HolderGiftCard): boolean {
  return unusableReason(card) !== null;
}

export const SPEND_HINT = passMessages.messages.en.spendHint;

/**
 * A pass shows one barcode. A card registered at its business's Square Point of Sale shows its number there, as the
 * Code 128 a terminal scans with the number under it (Square then holds its balance); any other card, its code as a QR.
 */
function passBarcode(card: HolderGiftCard, t: Words): { posNumber: string | null; spendHint: string } {
  return card.posNumber ? { posNumber: card.posNumber, spendHint: t('squareSpendHint') } : { posNumber: null, spendHint: t('spendHint') };
}

/** Where Wallet asks for a pass's updates (Apple's PassKit web service), and the pass's secret it proves itself with. */
export interface PassUpdates {
  webServiceURL: string;
  authenticationToken: string;
}

/**
 * Apple's pass.json: a store card with the balance up front, the card's name and expiry, and its barcode: a QR code
 * of the card's code (the counter's scanner reads a bare code) or its number at the Square terminal. The code is the
 * serial number: it is the only key of a card, and the download URL is built on it.
 */
export function applePassJson(facts: PassFacts, ids: { passTypeIdentifier: string; teamIdentifier: string } & PassUpdates) {
  const { card, business } = facts;
  const t = wordsIn(facts.locale);
  const notice = cardNotice(card, facts.locale);
  const { posNumber, spendHint } = passBarcode(card, t);
  const headerFields = [
    ...(card.testCard ? [{ key: 'test', label: t('test'), value: testCardMark(facts.locale) }] : []),
    ...(notice ? [{ key: 'status', label: t('status'), value: notice.label }] : []),
  ];
  return {
    formatVersion: 1,
    passTypeIdentifier: ids.passTypeIdentifier,
    teamIdentifier: ids.teamIdentifier,
    serialNumber: card.uniqueCode,
    webServiceURL: ids.webServiceURL,
    authenticationToken: ids.authenticationToken,
    organizationName: business.name,
    description: t('description', { giftCard: card.giftCardName, business: business.name }),
    logoText: business.name,
    backgroundColor: 'rgb(79, 70, 229)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(224, 231, 255)',
    ...passValidUntil(card),
    ...(isSpent(card) ? { voided: true } : {}),
    barcodes: [
      posNumber
        ? { format: 'PKBarcodeFormatCode128', message: posNumber, messageEncoding: 'iso-8859-1', altText: posNumber }
        : { format: 'PKBarcodeFormatQR', message: card.uniqueCode, messageEncoding: 'iso-8859-1', altText: card.uniqueCode },
    ],
    storeCard: {
      ...(headerFields.length ? { headerFields } : {}),
      primaryFields: [
        {
          key: 'balance',
          label: t('balance'),
          value: toMajorUnits(card.remainingBalanceCents, card.currency),
          currencyCode: card.currency,
          changeMessage: t('balanceChanged'),
        },
      ],
      // Expiry is said once, in the law's sentences on the back ('terms'), not as dates beside them.
      secondaryFields: [{ key: 'card', label: t('giftCard'), value: card.giftCardName }],
      auxiliaryFields: [{ key: 'value', label: t('value'), value: toMajorUnits(card.faceValueCents, card.currency), currencyCode: card.currency }],
      backFields: [
        ...(notice ? [{ key: 'status-notice', label: t('statusBack'), value: notice.notice }] : []),
        { key: 'code', label: t('code'), value: card.uniqueCode },
        ...(posNumber ? [{ key: 'pos', label: t('squareNumber'), value: posNumber }] : []),
        { key: 'page', label: t('holderPage'), value: facts.holderPage },
        { key: 'spend', label: t('howToSpend'), value: spendHint },
        { key: 'terms', label: t('terms'), value: card.disclosure.join('\n') },
      ],
    },
  };
}

/** Google Wallet ids: "<issuer id>.<suffix>", the suffix of letters, digits, '.', '_' and '-'. */
const walletId = (issuerId: string, suffix: string) => `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/** A card's gift card object: named by the card's id, never its code, so saving the link again finds the same object. */
export const googleObjectId = (issuerId: string, cardId: string) => walletId(issuerId, `card-${cardId}`);

/** A gift card object's balance (Google's micros: millionths of the major unit) and when it was last true. */
export const googleBalance = (balanceCents: number, at: Date, currency: string = DEFAULT_CURRENCY) => ({
  balance: { micros: Math.round(toMajorUnits(balanceCents, currency) * 1_000_000), currencyCode: currency },
  balanceUpdateTime: { date: at.toISOString() },
});

/** A gift card object's state (Google Wallet's enum): expired, inactive when it cannot be spent otherwise, else active. */
export type GoogleObjectState = 'ACTIVE' | 'INACTIVE' | 'EXPIRED';

/** The state Google shows for a card: the reasons the Apple pass is voided for (see unusableReason); past its last day, expired. */
function googleState(reason: UnusableReason | null, pastLastDay: boolean): GoogleObjectState {
  if (pastLastDay || reason === 'expired') return 'EXPIRED';
  return reason === null ? 'ACTIVE' : 'INACTIVE';
}

/**
 * The state of a card whose status (why it cannot be spent, or null) and balance an update knows: nothing left is used
 * up. Its last day passing needs no update: Google expires the object at the end of its validTimeInterval.
 */
export const googleStateOf = (unusable: Exclude<UnusableReason, 'used'> | null, balanceCents: number | null) =>
  googleState(unusable ?? (balanceCents === 0 ? 'used' : null), false);

/**
 * The save link's payload: one gift card class per catalog card (its business's name and logo) and one
 * object per issued card (card number = code, the balance now, its barcode as on the Apple pass).
 */
export function googleGiftCardPayload(facts: PassFacts, issuerId: string, publicBaseUrl: string, now: Date) {
  const { card, business } = facts;
  const classId = walletId(issuerId, `gift-card-${card.giftCardId}`);
  const t = wordsIn(facts.locale);
  const notice = cardNotice(card, facts.locale);
  const { posNumber, spendHint } = passBarcode(card, t);
  return {
    giftCardClasses: [
      {
        id: classId,
        issuerName: business.name,
        merchantName: business.name,
        reviewStatus: 'UNDER_REVIEW',
        hexBackgroundColor: BRAND_HEX,
        cardNumberLabel: t('codeLabel'),
        ...(business.logoUrl ? { programLogo: { sourceUri: { uri: `${publicBaseUrl}${business.logoUrl}` } } } : {}),
      },
    ],
    giftCardObjects: [
      {
        id: googleObjectId(issuerId, card.cardId),
        classId,
        state: googleState(unusableReason(card), card.expired),
        cardNumber: card.uniqueCode,
        ...googleBalance(card.remainingBalanceCents, now, card.currency),
        barcode: posNumber
          ? { type: 'CODE_128', value: posNumber, alternateText: posNumber }
          : { type: 'QR_CODE', value: card.uniqueCode, alternateText: card.uniqueCode },
        ...(card.paidExpiresOn === null ? {} : { validTimeInterval: { end: { date: validUntil(card.paidExpiresOn) } } }),
        textModulesData: [
          ...(notice ? [{ id: 'status', header: notice.label, body: notice.notice }] : []),
          ...(card.testCard ? [{ id: 'test', header: testCardMark(facts.locale), body: t('testBody') }] : []),
          {
            id: 'card',
            header: card.giftCardName,
            body: t('valueBody', { amount: formatMoney(card.faceValueCents, card.currency, NUMBER_LOCALES[facts.locale ?? 'en']) }),
          },
          { id: 'spend', header: t('howToSpend'), body: spendHint },
          { id: 'terms', header: t('terms'), body: card.disclosure.join('\n') },
        ],
        linksModuleData: { uris: [{ id: 'holder-page', uri: facts.holderPage, description: t('holderPage') }] },
      },
    ],
  };
}
