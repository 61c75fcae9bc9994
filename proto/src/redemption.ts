/** The redemption service's request-reply messages: issued gift cards and their balances. Money in integer cents. */
import type { AdminPrincipal } from './auth.js';
import type { LocationRef } from './card-locations.js';
import type { EventMap } from './events.js';
import { pastLastDay } from './gift-card-law.js';
import { currencyLimits } from './currency-limits.js';
import { DEFAULT_CURRENCY, formatMoney } from './money.js';
import type { RedemptionWindow } from './redemption-window.js';
import type { ClientInfo, Unchecked } from './identity.js';
import type { CounterVerification } from './holder-verification.js';
import type { PromotionOutcome } from './promotions.js';
import { defineCatalog, type Catalog, type Locale } from './locale.js';
import { cardActionEnglish, cardActionMessages } from './card-action-messages.js';
import notRedeemableTexts from './messages/redemption.notRedeemable.json' with { type: 'json' };
import testCardMarkTexts from './messages/testCard.json' with { type: 'json' };
import redeemTexts from './messages/redeem.json' with { type: 'json' };

/** Request-reply patterns of the redemption service. */
export const RedemptionRpc = {
  issueForOrder: 'redemption.issue-for-order',
  cardCodes: 'redemption.card-codes',
  scan: 'redemption.scan',
  sendRedeemOtp: 'redemption.send-redeem-otp',
  verifyRedeemOtp: 'redemption.verify-redeem-otp',
  redeem: 'redemption.redeem',
  auditCards: 'redemption.audit-cards',
  auditSquareCards: 'redemption.audit-square-cards',
  ordersAwaitingIssue: 'redemption.orders-awaiting-issue',
  voidCard: 'redemption.void-card',
  reactivateCard: 'redemption.reactivate-card',
  adjustBalance: 'redemption.adjust-balance',
  reverseRedemption: 'redemption.reverse-redemption',
  refundCard: 'redemption.refund-card',
  resendCardEmail: 'redemption.resend-card-email',
  resendToHolder: 'redemption.resend-to-holder',
  lostCards: 'redemption.lost-cards',
  replaceRecipient: 'redemption.replace-recipient',
  cardActivity: 'redemption.card-activity',
  cashOut: 'redemption.cash-out',
  findGiftDelivery: 'redemption.find-gift-delivery',
  changeGiftDelivery: 'redemption.change-gift-delivery',
  verifyPinRedeem: 'redemption.verify-pin-redeem',
  sendHolderCode: 'redemption.send-holder-code',
  setHolderPhone: 'redemption.set-holder-phone',
  setHolderPin: 'redemption.set-holder-pin',
  reloadTarget: 'redemption.reload-target',
  loadForOrder: 'redemption.load-for-order',
  terminalRedemption: 'redemption.terminal-redemption',
  registerExistingAtSquare: 'redemption.register-existing-at-square',
  registrationAtSquare: 'redemption.registration-at-square',
  stopRegisteringAtSquare: 'redemption.stop-registering-at-square',
} as const;

/**
 * A REDEEM activity at the business's Square Point of Sale, as Square's signed gift_card.activity.created stated it:
 * recorded once per Square activity id (a replayed or late notification changes nothing twice).
 */
export interface TerminalRedemption {
  businessSlug: string;
  squareActivityId: string;
  /** The card's number at Square (its GAN). */
  gan: string;
  amountCents: number;
  squareLocationId: string;
}

/** The owner's "Register existing cards" at the business's Square Point of Sale. */
export interface SquareRegistrationRequest {
  admin: AdminPrincipal;
}

/**
 * The business's live active cards with value (and those already at Square): how many, how many Square has. `running`:
 * a run registers the others now; `stopped`: the owner stopped it; `idle`: none runs, some are left; `done`: all are.
 */
export interface SquareRegistrationProgress {
  total: number;
  registered: number;
  status: 'running' | 'stopped' | 'idle' | 'done';
}

/** Whether this notification recorded the redemption (false: recorded before, or not one of the business's cards). */
export interface TerminalRedemptionRecorded {
  recorded: boolean;
}

/** A card as the ledger audit sees it: the balance it states, what its ledger rows add up to, and what paid for it. */
export interface AuditedCard {
  cardId: string;
  orderId: string;
  paymentId: string;
  balanceCents: number;
  ledgerSumCents: number;
}

/** The next page of cards in order id byte order, after `afterOrderId` ('' for the first). */
export interface AuditCardsRequest {
  afterOrderId: string;
  limit: number;
}

export interface AuditCardsPage {
  cards: AuditedCard[];
}

/** A card registered at its business's Square Point of Sale, as the ledger audit compares it with Square. */
export interface SquareRegisteredCard {
  cardId: string;
  businessSlug: string;
  squareGiftCardId: string;
  balanceCents: number;
  status: IssuedGiftCardStatus;
}

/** The next page of registered cards in card id order, after `afterCardId` ('' for the first). */
export interface SquareCardsRequest {
  afterCardId: string;
  limit: number;
}

export interface SquareCardsPage {
  cards: SquareRegisteredCard[];
}

/** Paid orders to check for a deferred issue still due (their card is not made yet, which is no discrepancy). */
export interface OrderIdList {
  orderIds: string[];
}

/**
 * Issue the card of a paid order: the `payment.completed` payload (its `v` may be left out).
 * Idempotent on orderId: asking again answers the card issued the first time.
 */
export type IssueForOrderRequest = Omit<EventMap['payment.completed'], 'v'> & { v?: 1 };

/** The card a reload would top up: the business's card with this code (as the holder page shows it). */
export interface ReloadTargetRequest {
  businessSlug: string;
  code: string;
}

/** A card that may take a reload now: active, not expired, and no test card of a live business. */
export interface ReloadTarget {
  cardId: string;
  /** Bought with a test payment: only a test payment may reload it, and a test payment nothing else. */
  testCard: boolean;
  giftCardId: string;
  giftCardName: string;
  expirationDate: string;
  /** The ISO 4217 code of the card's amounts: a reload is charged in it. */
  currency: string;
}

/** A reload's payment completed: the `payment.completed` payload of an order with `reload`. Idempotent on orderId. */
export type LoadForOrderRequest = IssueForOrderRequest;

/** The card after its reload's LOAD ledger row. */
export interface LoadedCard {
  cardId: string;
  uniqueCode: string;
  loadedCents: number;
  remainingBalanceCents: number;
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  /** The card had been refunded before the reload's payment arrived: the load went straight back to its payer. */
  refunded?: true;
}

/** The cards of a paid order: the first as the order's card, and every one (one per gift recipient) in `cards`. */
export type IssuedOrder = IssuedGiftCard & { cards: IssuedGiftCard[] };

/**
 * A card's stored state: `void` (lost, stolen, fraud; an admin can reactivate it), `on_hold` (its payment is
 * disputed), `refunded` (its value went back to the buyer), `replaced` (moved to a new code). Only an active card
 * can be redeemed.
 */
export type IssuedGiftCardStatus = 'active' | 'refunded' | 'void' | 'on_hold' | 'replaced';

/** A card's state as shown: an active card past its last day (its paid value's, see gift-card-law.ts) is `expired`. */
export type ShownCardStatus = IssuedGiftCardStatus | 'expired';

export function shownStatus(card: { status: IssuedGiftCardStatus; paidExpiresOn: string | null }, today: string): ShownCardStatus {
  return card.status === 'active' && pastLastDay(card, today) ? 'expired' : card.status;
}

/** Why a card in this state cannot be redeemed (409): the counter and the holder page show it. */
export const notRedeemableMessages: Catalog<Exclude<IssuedGiftCardStatus, 'active'>> = defineCatalog('redemption.notRedeemable', notRedeemableTexts);

/** The server's refusal (409) keeps the English text. */
export const NOT_REDEEMABLE: Readonly<Record<Exclude<IssuedGiftCardStatus, 'active'>, string>> = notRedeemableMessages.messages.en;

/** How a test card (bought while its business was in test mode) is marked wherever it is shown: email, holder page, wallet passes. */
export const testCardMarkMessages = defineCatalog('testCard', testCardMarkTexts);
export const TEST_CARD_MARK = testCardMarkMessages.messages.en.mark;
/** The test card's mark in `locale`. */
export const testCardMark = (locale: Locale = 'en') => testCardMarkMessages.messages[locale].mark;
/** What the counter sees for a test card: it must not be accepted as payment. */
export const TEST_CARD_AT_COUNTER = 'Test card — no value';
/** Why a live business's counter refuses a test card (409), and what the holder page of any test card says. */
export const TEST_CARD_NO_VALUE = 'This is a test card and has no value.';

export interface IssuedGiftCard {
  cardId: string;
  orderId: string;
  /** 26 characters of Crockford base32 (128 random bits): a bearer secret, shown as text and QR. */
  uniqueCode: string;
  businessSlug: string;
  giftCardId: string;
  giftCardName: string;
  faceValueCents: number;
  /** The ISO 4217 code its amounts are in (the business's currency when it was sold; JPY has no minor unit). */
  currency: string;
  /** The ACTIVATE buckets: the price paid, and face value − price. */
  paidValueCents: number;
  bonusValueCents: number;
  remainingBalanceCents: number;
  /** YYYY-MM-DD, valid through this day: the card's own date, which its bonus value follows. */
  expirationDate: string;
  /** YYYY-MM-DD: paid value is spendable through this day under the law the card was sold under; null: it never expires. */
  paidExpiresOn: string | null;
  /** YYYY-MM-DD: bonus value is spendable through this day; null: the card has no bonus value. */
  bonusExpiresOn: string | null;
  /** The gift card law it was sold under (a GIFT_CARD_LAWS code). */
  jurisdiction: string;
  status: IssuedGiftCardStatus;
  /** The recipient of a gift, else the buyer: the one-time code to spend it goes to this email. */
  holder: { name: string; email: string };
  issuedAt: string;
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  /** The promotion running when it was issued: its bonus is part of bonusValueCents (0: its budget had run out). */
  promotion?: PromotionOutcome;
}

/** The counter's messages (spec §5 Redeem, §8 Redeem popups) beside the service's own refusals. */
/** What the counter (redeem screen) says, in each language; the server answers in English (REDEEM_MESSAGES). */
export const redeemMessages = defineCatalog('redeem', redeemTexts);

export const REDEEM_MESSAGES = redeemMessages.messages.en;

/** The card's code in a scanned QR: the holder page link `${PUBLIC_URL}/card/{code}` (last path segment) or the bare code; null when neither. */
export function giftCardCodeFromScan(scanned: string): string | null {
  let text = scanned.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      text = decodeURIComponent(new URL(text).pathname.split('/').filter(Boolean).at(-1) ?? '');
    } catch {
      return null;
    }
  }
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(code) ? code : null;
}

/** Who redeems: the admin from the session, and a key of that session (authorizations are bound to it). */
export interface CounterRequest {
  admin: AdminPrincipal;
  /** A one-way key of the admin's session cookie (never the cookie itself). */
  sessionKey: string;
  ip?: string;
  /** Where the counter is (decision 0078); absent: the caller names none (not the gateway's counter). */
  location?: LocationRef;
}

export interface ScanGiftCardRequest extends CounterRequest {
  code?: string;
}

/** GET /api/v1/admin/scan-giftcard/{code} → the gift card with its buyer (spec §3 "Buyer/purchase record"). Money in dollars. */
export interface ScannedGiftCard {
  giftCard: ScannedCardFacts;
  buyers: RedeemBuyer[];
  /** How the holder can confirm a redemption of this card (decision 0073). */
  verification: CounterVerification;
}

export interface ScannedCardFacts {
  /** The catalog gift card it was sold as. */
  _id: string;
  giftCardName: string;
  /** Face value. */
  amount: number;
  /** The ISO 4217 code its amounts are in (the business's currency when it was sold; JPY has no minor unit). */
  currency: string;
  /** YYYY-MM-DD, the card's own date: its bonus value is spendable through this day. */
  expirationDate: string;
  /** YYYY-MM-DD: paid value is spendable through this day under the law the card was sold under; null: it never expires. */
  paidExpiresOn: string | null;
  /** YYYY-MM-DD, bonus value's last day; null: the card has no bonus value. */
  bonusExpiresOn: string | null;
  /** Nothing on it can be spent any more: past its paid value's last day. */
  expired: boolean;
  businessSlug: string;
  status: ShownCardStatus;
  /** Dollars the holder may take in cash now, as the law the card was sold under allows (California: under $10); null: none. */
  cashOut: number | null;
  /** What the buyer paid, and the balance split into paid value (refundable) and bonus value (never paid out). */
  amountPaid: number;
  paidBalance: number;
  bonusBalance: number;
  /** The last 4 digits of the card the buyer paid with (where a refund goes); null: not known (no card, or not recorded). */
  paymentCardLast4: string | null;
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  /** Reported to a state as unclaimed property (decision 0095): what the card says, and where the holder claims it; absent: never. */
  escheated?: { message: string; claimUrl: string };
  /**
   * On a scan, when the card type may be redeemed (decision 0062), and why it cannot be now (null: it can); absent:
   * whenever the counter is open.
   */
  redemptionWindow?: { window: RedemptionWindow; refusal: string | null };
  /** As the catalog shows the card now; absent once the business has deleted it. */
  giftCardTag?: string;
  icon?: string;
  description?: string;
  /** Percent off, 0-100. */
  discount?: number;
  giftCardImg?: string;
}

export interface RedemptionHistoryEntry {
  /** Paid out in cash as the card's law allows (a CASH_OUT ledger row), not spent at the counter. */
  cashOut?: true;
  /** What `reverse-redemption` names it by (on the counter's scan and redeem answers). */
  redemptionId?: string;
  /** Credited back to the card by a reversal (on the counter's scan and redeem answers). */
  reversed?: boolean;
  redeemedAmount: number;
  remainingAmount: number;
  redemptionDate: string;
}

export interface RedeemBuyer {
  name: string;
  email: string;
  giftCardName: string;
  purchaseDate: string;
  remainingBalance: number;
  usedAmount: number;
  qrCode: { uniqueCode: string };
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  selfInfo: { name: string; email: string } | null;
  giftInfo: { recipientName: string; recipientEmail: string } | null;
  redemptionHistory: RedemptionHistoryEntry[];
}

/** What a one-time code lets the counter do with its amount: spend it (`redeem`, the default) or pay it out in cash. */
export type CounterPurpose = 'redeem' | 'cash-out';
export type SendRedeemOtpRequest = CounterRequest &
  Unchecked<{ email: string; redeemAmount: number | string; qrUniqueCode: string; purpose: string; channel: string }>;
/** POST /api/v1/admin/verify-pin-redeem: the holder's PIN for this amount and purpose, in place of a sent code. */
export type VerifyPinRedeemRequest = CounterRequest &
  Unchecked<{ qrUniqueCode: string; pin: string; redeemAmount: number | string; purpose: string }>;
/** The holder page's calls to set up the counter's confirmation (decision 0073); `code` is the card's. */
export type SendHolderCodeRequest = ClientInfo & Unchecked<{ code: string; change: string }>;
export type SetHolderPhoneRequest = ClientInfo & Unchecked<{ code: string; confirmationCode: string; phone: string }>;
export type SetHolderPinRequest = ClientInfo & Unchecked<{ code: string; confirmationCode: string; pin: string }>;
export type VerifyRedeemOtpRequest = CounterRequest & Unchecked<{ email: string; qrUniqueCode: string; otp: string }>;
export type RedeemRequest = CounterRequest & Unchecked<{ qrCode: string; amount: number | string }>;

export interface GiftCardRedeemed {
  success: true;
  message: string;
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  buyer: RedeemBuyer;
  /** Dollars the holder may now take in cash (the counter offers "Cash out $X"); null when the card's law gives none. */
  cashOut: number | null;
}

/** POST /api/v1/admin/cards/{code}/cash-out: `amount` (dollars), when given, must be what the counter was offered. */
export type CashOutRequest = CardActionRequest & Pick<CounterRequest, 'sessionKey' | 'location'> & { amount?: unknown };

/** The card after a cash-out: what was paid out, in dollars, and nothing left on it. */
export interface CardCashedOut {
  success: true;
  message: string;
  cashedOut: number;
  remainingBalance: number;
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  status: ShownCardStatus;
}

/** The codes of some of a business's issued cards (the orders views show them); another business's cards are left out. */
export interface CardCodesRequest {
  businessSlug: string;
  cardIds: string[];
  /** A code as typed or scanned: its card is in the answer too when it is one of the business's (the orders table's search). */
  code?: string;
}

export interface CardCodes {
  /** Card id → code. */
  codes: Record<string, string>;
}

/** What the holder page says of a card that cannot be spent, by its state. */
export const HOLDER_NOTICES: Record<Exclude<ShownCardStatus, 'active'>, string> = {
  void: 'This gift card has been voided by the business and cannot be used. Contact the business if you think this is a mistake.',
  on_hold: 'This gift card is on hold while its payment is reviewed.',
  refunded: 'This gift card has been refunded.',
  replaced: 'This gift card was moved to a new code, sent by email to its new holder.',
  expired: 'This gift card has expired.',
};

/** What happened to a card: its ledger rows and the admin's (or Square's) actions on it. */
export type CardActivityKind =
  | 'issued'
  | 'redeemed'
  | 'adjusted'
  | 'redemption-reversed'
  | 'refunded'
  | 'bonus-forfeited'
  | 'bonus-expired'
  | 'cashed-out'
  | 'loaded'
  | 'refund-failed'
  | 'voided'
  | 'reactivated'
  | 'dispute-hold'
  | 'dispute-won'
  | 'dispute-lost'
  | 'recipient-changed'
  | 'escheated';

/** One entry of a card's activity, oldest first. Money in dollars. */
export interface CardActivityEntry {
  kind: CardActivityKind;
  at: string;
  /** Signed: value added to the card (+) or taken off it (−); null when no money moved. */
  amount: number | null;
  /** The balance after it; null when no money moved. */
  balanceAfter: number | null;
  /** Why, as the admin (or Square) gave it; null for a purchase or a redemption at the counter. */
  reason: string | null;
  /** Who: the business's admin, Square (a dispute, a refund it refused) or the buyer's checkout. */
  by: 'admin' | 'square' | 'checkout';
}

export interface CardActivity {
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  activity: CardActivityEntry[];
}

/** What the holder page and the wallet passes say of an active card with nothing left on it. */
export const USED_UP_NOTICE = 'This gift card has been fully used.';

/** An admin's action on one of the business's issued cards, named by its code (as on scan-giftcard); always with a reason. */
export interface CardActionRequest {
  admin: AdminPrincipal;
  code: string;
  reason?: unknown;
}

/** `idempotencyKey`, optional: the same key for the same card makes one adjustment however often it is sent. */
export type AdjustBalanceRequest = CardActionRequest & { amount?: unknown; idempotencyKey?: unknown };
export type ReverseRedemptionRequest = CardActionRequest & { redemptionId?: unknown };
/** `amount` in dollars; left out: all the paid value left. */
/** `reloadOrderId`: refund that reload's payment alone (at most what it loaded and was not refunded yet); left out, the newest payments first. */
export type RefundCardRequest = CardActionRequest & { amount?: unknown; reloadOrderId?: unknown };

/** A gift to someone else: its new recipient; a reason is optional (the audit trail names the change). */
export type ReplaceRecipientRequest = CardActionRequest & { recipientName?: unknown; recipientEmail?: unknown };

/** The card's new code: the old one, its QR code and its wallet passes stop working at once. */
export interface RecipientReplaced {
  uniqueCode: string;
}

/** The card after a refund. Money in dollars. */
export interface CardRefunded {
  refundedAmount: number;
  remainingBalance: number;
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  status: ShownCardStatus;
}

/** The card after the action. Money in dollars. */
export interface CardActionDone {
  remainingBalance: number;
  /** The ISO 4217 code of the card's amounts (JPY has no minor unit). */
  currency: string;
  status: ShownCardStatus;
}

/** How long after a redemption the counter's mistake can be reversed. */
export const REVERSAL_WINDOW_DAYS = 7;

export { cardActionMessages } from './card-action-messages.js';
const cardActionText = cardActionMessages.messages.en;
export const CARD_ACTION_MESSAGES = {
  reasonMissing: cardActionText.reasonMissing,
  reasonTooLong: cardActionText.reasonTooLong,
  amountInvalid: cardActionText.amountInvalid,
  belowZero: cardActionText.belowZero,
  creditCap: (currency: string = DEFAULT_CURRENCY) =>
    cardActionEnglish('creditCap', { cap: formatMoney(currencyLimits(currency).dailyCreditCapCents, currency) }),
  onlyActiveVoided: cardActionText.onlyActiveVoided,
  onlyVoidReactivated: cardActionText.onlyVoidReactivated,
  balanceLocked: cardActionText.balanceLocked,
  redemptionNotFound: cardActionText.redemptionNotFound,
  alreadyReversed: cardActionText.alreadyReversed,
  adjustmentKeyInvalid: cardActionText.adjustmentKeyInvalid,
  adjustmentKeyReused: cardActionText.adjustmentKeyReused,
  reversalTooLate: cardActionEnglish('reversalTooLate', { days: REVERSAL_WINDOW_DAYS }),
  refundAmountInvalid: cardActionText.refundAmountInvalid,
  nothingToRefund: cardActionText.nothingToRefund,
  onlyActiveRefunded: cardActionText.onlyActiveRefunded,
  paidOutside: cardActionText.paidOutside,
  refundTooLarge: (paidLeftCents: number, currency: string = DEFAULT_CURRENCY) =>
    cardActionEnglish('refundTooLarge', { amount: formatMoney(paidLeftCents, currency) }),
  refundRejected: (reason: string) => cardActionEnglish('refundRejected', { reason }),
  onlyGiftRecipient: cardActionText.onlyGiftRecipient,
  onlyActiveMoved: cardActionText.onlyActiveMoved,
  recipientChanged: (email: string) => cardActionEnglish('recipientChanged', { email }),
} as const;

/** The holder asks from the holder page for the card's email again: it goes to the address recorded for the card only. */
export interface HolderResendRequest extends ClientInfo {
  code?: string;
}

/** "Lost your card?" on a business's page: every card of the business held under this address is emailed to it. */
export type LostCardsRequest = ClientInfo & Unchecked<{ email: string; businessSlug: string }>;

export const RESEND_MESSAGES = {
  sentToHolder: (email: string) => `The gift card email was sent again to ${email}.`,
  sentFromHolderPage: "We sent the gift card again to its holder's email address.",
  giftScheduled: 'This gift is scheduled: nothing is emailed to its recipient before the time the buyer chose.',
  lostCards: 'If gift cards of this business are held under that email address, we have sent them to it.',
  emailInvalid: 'Enter a valid email address.',
} as const;
