import type { Locale } from './locale.js';
import type { AmountMode } from './card-pricing.js';
import type { RedemptionWindow } from './redemption-window.js';
import type { AccountRealm } from './account-security.js';
import type { BusinessStatus } from './business-status.js';
import type { CardTerms } from './gift-card-law.js';
import type { HolderChange } from './holder-verification.js';
import type { ApiKeyActor, StaffRole } from './auth.js';
import type { PromotionOutcome } from './promotions.js';
import type { VoucherType, VoucherVat } from './voucher-vat.js';

/** One gift of an order: its recipient, message and when its email goes out (ISO 8601 with offset; absent: at once). */
export interface OrderGift {
  name: string;
  email: string;
  message: string;
  deliverAt?: string;
  /** The IANA zone the time was chosen in. */
  deliverTimeZone?: string;
}

/** The corporate order (decision 0063) a paid order or card belongs to: its cards are named (emailed) or unnamed (printed). */
export interface CorporateBatch {
  company: string;
  named: boolean;
  /** The location its sales belong to (decision 0078); absent: the card type's home location. */
  locationId?: string;
}

/** A gift whose email waits: when, the zone to state it in, which change of it this is, and the buyer's change link token. */
export interface ScheduledDelivery {
  deliverAt: string;
  timeZone: string;
  /** 0 at issue, one more at each change the buyer makes: only the job of the latest sends. */
  version: number;
  sealedChangeToken: SealedForMail;
}

/** What both events of a corporate order's value (confirmed, approved) say of it. Money in cents. */
interface CorporateOrderFacts {
  v: 1;
  orderId: string;
  businessSlug: string;
  company: string;
  paymentReference: string;
  cardCount: number;
  amountCents: number;
  /** The ISO 4217 code of its amounts; absent: USD. */
  currency?: string;
  testMode: boolean;
}

/**
 * Catalogue of domain events. Names are past tense and namespaced; each payload
 * carries its schema version `v`. A wrong name or payload fails to compile.
 */
export interface EventMap {
  'registration.requested': {
    v: 1;
    requestId: string;
    source: 'interest' | 'self-registration' | 'super-admin';
    name: string;
    email: string;
    restaurantName: string;
    businessType: string;
    status: RegistrationStatus;
    createdAt: string;
  };
  'registration.status-changed': {
    v: 1;
    requestId: string;
    email: string;
    name: string;
    restaurantName: string;
    from: RegistrationStatus;
    to: RegistrationStatus;
    notes: string;
    /** The super admin who changed it (absent from older events). */
    superAdminId?: string;
    /** The business of the applicant's account when they had one already: its audit trail records the change. */
    businessSlug?: string;
  };
  'business-admin.provisioned': {
    v: 2;
    adminId: string;
    businessSlug: string;
    restaurantName: string;
    name: string;
    email: string;
    /** The one-time set-password link token, sealed for the mail worker (see SealedForMail); absent when the admin already chose a password. */
    sealedSetPasswordToken?: SealedForMail;
    /** The super admin who approved its registration (or created it): its audit trail records it. Absent: it registered itself. */
    approvedBy?: string;
  };
  'registration-otp.requested': { v: 2; email: string; sealedCode: SealedForMail; expiresInMinutes: number };
  /** A password reset link asked for an existing account: the link token sealed for the mail worker. */
  'password-reset.requested': { v: 1; realm: AccountRealm; email: string; sealedToken: SealedForMail; expiresInMinutes: number };
  /** An account's password was set with a reset link (every session of the account ended). */
  'password.reset': { v: 1; realm: AccountRealm; email: string };
  /** A person was invited to a business's team: the link's token sealed for their address (decision 0077). */
  'staff.invited': { v: 1; businessSlug: string; staffId: string; email: string; name: string; role: StaffRole; invitedBy: string; sealedToken: SealedForMail; expiresInDays: number };
  /** A business's admin signed in with their password (a new session); their name and email as they now stand. */
  'admin.signed-in': { v: 1; adminId: string; businessSlug: string; name: string; email: string; at: string };
  /** A business's profile as it now stands, after provisioning or any change of it. */
  'business.updated': {
    /** v2 added timeZone (a v1 event predates time zones: its business counted UTC days); v3 added contactEmail; v4 added status. */
    v: 4;
    businessSlug: string;
    name: string;
    logoUrl: string | null;
    address: { street: string; city: string; state: string; zipCode: string };
    /** The IANA zone the business's days are counted in ('UTC' until its admin chooses another). */
    timeZone: string;
    /** Where replies to the business's emails go (its Settings' contact email, else its first admin's); absent before v3. */
    contactEmail?: string;
    /** True once the business switched to live; absent or false: test mode (its figures are test figures). */
    live?: boolean;
    /** The owner's switch is on: its cards are registered at its Square Point of Sale. Absent: off. */
    squareGiftCardSync?: true;
    /** Live on Square's sandbox (a staging platform, ALLOW_SANDBOX_LIVE): its payments take no money, its cards are test cards. */
    liveOnSandbox?: boolean;
    /** The ISO 4217 code its cards are priced in; absent: USD. */
    currency?: string;
    /** Its default language (LOCALES); absent: en. */
    locale?: Locale;
    /** Whether the super admin lets it sell (see BusinessStatus); absent before v4: 'active'. */
    status?: BusinessStatus;
    /** Suspended with its redemptions paused too (v4; absent: false). */
    redemptionsPaused?: boolean;
    /** The admin whose change this is; absent when no admin acted (provisioning, the super admin). */
    changedBy?: string;
    /** The settings that change changed, by their form's names (never their values: some are secrets). */
    changedFields?: BusinessSettingField[];
    /** The super admin's change of its status, when this is one: who, what changed, and the notes given. */
    statusChange?: { superAdminId: string; action: BusinessStatusAction; notes: string };
  };
  /** The business's owner deleted its test activity: test orders, test cards and their figures go. */
  'business.test-data-deleted': {
    v: 1;
    businessSlug: string;
    deletedAt: string;
    /** Who deleted it (absent from older events). */
    adminId?: string;
  };
  'gift-card.created': GiftCardEventPayload;
  'gift-card.updated': GiftCardEventPayload;
  'gift-card.deleted': {
    v: 1;
    id: string;
    businessSlug: string;
    /** Who deleted it, and the card's name then (absent from older events). */
    adminId?: string;
    giftCardName?: string;
  };
  'order.placed': {
    v: 1;
    orderId: string;
    businessSlug: string;
    giftCardId: string;
    giftCardName: string;
    purchaseType: 'self' | 'gift';
    faceValueCents: number;
    /** The sale price the buyer is charged. */
    priceCents: number;
    buyer: { name: string; email: string; phone: string };
    recipient: { name: string; email: string } | null;
    message: string;
    /** A gift's cards, one per recipient (decision 0061); absent: one card, to `recipient` with `message`, sent at once. */
    gifts?: OrderGift[];
    placedAt: string;
  };
  'payment.completed': {
    v: 1;
    orderId: string;
    businessSlug: string;
    /** The business's name at checkout; absent for orders placed before it was recorded. */
    businessName?: string;
    paymentId: string;
    /** What the buyer paid: the card's sale price. */
    amountCents: number;
    currency: string;
    sourceType: string;
    /** The last 4 digits of the card paid with, as Square gave them; absent: no card (a wallet, a payment outside the platform) or not recorded. */
    cardLast4?: string;
    receiptNumber: string;
    receiptUrl: string;
    completedAt: string;
    giftCardId: string;
    giftCardName: string;
    faceValueCents: number;
    /** YYYY-MM-DD, valid through this day. */
    expirationDate: string;
    purchaseType: 'self' | 'gift';
    buyer: { name: string; email: string; phone: string };
    recipient: { name: string; email: string } | null;
    message: string;
    /** A gift's cards, one per recipient (decision 0061); absent: one card, to `recipient` with `message`, sent at once. */
    gifts?: OrderGift[];
    /** A test-mode payment (the business was not live): its card is a test card with no value. Absent: false. */
    testMode?: boolean;
    /** The gift card law the business sold under (a GIFT_CARD_LAWS code); absent before it was recorded: US federal. */
    jurisdiction?: string;
    /** A corporate order paid outside the platform (decision 0063): `gifts` are its cards; only named ones are emailed, throttled. */
    corporate?: CorporateBatch;
    /** A reload: the payment tops up this issued card (a LOAD ledger row of paid value) instead of issuing one. */
    reload?: { cardId: string };
    /** Where the buyer said they live (decision 0095): a US state or DC, or a country; absent: not given. */
    billingState?: string;
    /** The language of its cards' emails and holder pages (LOCALES): the buyer's pick, else the business's; absent: en. */
    locale?: Locale;
    /**
     * The card type's VAT treatment when the law sold under applies the EU voucher rules (GiftCardLaw.voucherVat):
     * the receipt says when VAT is due. Absent: no such law (or an order placed before it was recorded).
     */
    voucherVat?: VoucherVat;
  };
  /** A checkout that ended without a charge; Square's code (GENERIC_DECLINE, CVV_FAILURE…) and the reason shown to the buyer. */
  'payment.failed': { v: 1; orderId: string; businessSlug: string; code: string; message: string };
  /**
   * An admin confirmed a corporate order, value that enters without a payment through the platform (decision 0071):
   * issued at once within the business's daily cap, else waiting for the super admin's approval. Money in cents.
   */
  'corporate-order.confirmed': CorporateOrderFacts & {
    businessName: string;
    adminId: string;
    confirmedBy: string;
    confirmedAt: string;
    outcome: 'issued' | 'awaiting-approval';
    dailyCapCents: number;
  };
  /** The super admin approved a corporate order past the business's daily cap: its cards are issued. */
  'corporate-order.approved': CorporateOrderFacts & {
    approvedBy: string;
    approvedAt: string;
  };
  'gift-card.issued': {
    v: 1;
    cardId: string;
    orderId: string;
    businessSlug: string;
    /** The business's name at checkout, as payment.completed carried it. */
    businessName?: string;
    giftCardId: string;
    giftCardName: string;
    faceValueCents: number;
    /** The ISO 4217 code the card's amounts are in; absent: USD. */
    currency?: string;
    /** The language its emails are in: the one the buyer chose at checkout (the recipient's too), else the business's; absent: en. */
    locale?: Locale;
    /** The ACTIVATE row's buckets: paid value (the price paid) and bonus value (face − paid). */
    paidValueCents: number;
    bonusValueCents: number;
    priceCents: number;
    /** YYYY-MM-DD, valid through this day. */
    expirationDate: string;
    purchaseType: 'self' | 'gift';
    /** Who may spend it: the recipient of a gift, else the buyer. */
    holder: { name: string; email: string };
    /** The phone as given at checkout (absent from events recorded before it was carried). */
    buyer: { name: string; email: string; phone?: string };
    recipient: { name: string; email: string } | null;
    message: string;
    receiptUrl: string;
    /** The card's code, a bearer secret: sealed for the mail worker (see SealedForMail), bound to holder.email. */
    sealedCode: SealedForMail;
    issuedAt: string;
    /** Bought in test mode: a test card with no value, for life. Absent: false. */
    testCard?: boolean;
    /**
     * The recipient's email waits until `deliverAt` (gift-card.delivered then sends it); the buyer's confirmation says
     * when, in `timeZone`, with the link that changes it (its token sealed for the buyer's address). Absent: sent now.
     */
    delivery?: ScheduledDelivery;
    /**
     * The law it was sold under and what that law gives it (CardTerms: paid value's last day, null never; cash-out
     * threshold); absent from events before cards kept them. Bonus value ends with expirationDate.
     */
    terms?: CardTerms;
    /** A card of a corporate order: its line; a named one is emailed to its holder in the batch's throttled queue, an unnamed one is printed. */
    corporate?: CorporateBatch & { line: number };
    /** The promotion it was sold under: its bonus is in bonusValueCents; 0 when the budget had run out (the email says so). */
    promotion?: PromotionOutcome;
    /** Where it was sold: its card type's home location (absent when the card type names none, and from older events). */
    soldAtLocationId?: string;
    /** Where the buyer said they live (a US state or DC, or a country; decision 0095); absent: not given. */
    billingState?: string;
    /** Its card type's VAT treatment, as payment.completed carried it: the buyer's receipt says when VAT is due. Absent: no such law. */
    voucherVat?: VoucherVat;
  };
  /** A scheduled gift's time came: its email goes to the holder now (the code sealed for them). */
  'gift-card.delivered': Omit<EventMap['gift-card.issued'], 'receiptUrl' | 'delivery'> & { deliveredAt: string };
  /** The buyer changed a scheduled gift's time or recipient with their link: the gift waits for the new time, and the buyer gets a new link. */
  'gift-card.delivery-changed': {
    v: 1;
    cardId: string;
    businessSlug: string;
    businessName?: string;
    giftCardName: string;
    buyer: { name: string; email: string };
    recipient: { name: string; email: string };
    delivery: ScheduledDelivery;
    changedAt: string;
  };
  /**
   * A counter asked to spend `amountCents` of a card: the one-time code goes to the holder's recorded email, or with
   * `sms` by text to the holder's phone on file (decision 0073).
   */
  'gift-card.redeem-otp.requested': NamedCard & {
    v: 1;
    amountCents: number;
    balanceCents: number;
    /** The one-time code, sealed for the mail worker (see SealedForMail), bound to holder.email (to sms.to when sent by text). */
    sealedCode: SealedForMail;
    expiresInMinutes: number;
    /** A code to pay `amountCents` out in cash; absent: to redeem it. */
    purpose?: 'cash-out';
    /** Sent by text to this phone (E.164) instead of by email. */
    sms?: { to: string };
  };
  /**
   * The holder page asked to set up the counter's confirmation of a card (a phone for codes by text, or a PIN): a code
   * that allows the change goes to the holder's recorded email (decision 0073).
   */
  'gift-card.holder-code.requested': NamedCard & {
    v: 1;
    change: HolderChange;
    /** Sealed for the mail worker, bound to holder.email. */
    sealedCode: SealedForMail;
    expiresInMinutes: number;
  };
  /** A REDEEM ledger row: `amountCents` spent (bonus value first), the balances after it. */
  'gift-card.redeemed': CardLedgerMove & {
    giftCardId: string;
    /** The admin who redeemed it; absent when an API key did (apiKey). */
    adminId?: string;
    /** The integrator's API key that redeemed it (decision 0091), and the reference the integrator gave. */
    apiKey?: ApiKeyActor;
    reference?: string;
    /** Spent at the business's Square Point of Sale: Square's activity (its location is locationId). */
    squareActivityId?: string;
    /** The counter's location (absent from older events). */
    locationId?: string;
    redeemedAt: string;
    /** A redemption of a test card (see gift-card.issued). Absent: false. */
    testCard?: boolean;
  };
  /**
   * An admin refunded part of the card's paid value: its REFUND ledger row (and DEACTIVATE of the bonus value when
   * no paid value is left) is written; orders refunds the payment at Square with refundId as the idempotency key.
   * Without adminId, the platform did: a reload paid for a card refunded meanwhile goes back to its payer.
   */
  'gift-card.refunded': {
    v: 1;
    refundId: string;
    cardId: string;
    orderId: string;
    /** Square's payment the card was bought with (or the reload's). */
    paymentId: string;
    businessSlug: string;
    amountCents: number;
    /** The ISO 4217 code the card's amounts are in; absent: USD. */
    currency?: string;
    reason: string;
    /** The admin who refunded; absent: the platform (a reload that reached a refunded card). */
    adminId?: string;
    refundedAt: string;
    testCard: boolean;
    /** For the buyer's email (absent from events before they were carried): who paid, the card, what is left on it. */
    buyer?: { name: string; email: string };
    businessName?: string;
    giftCardName?: string;
    balanceAfterCents?: number;
    /** The last 4 digits of the card the payment was made with; absent: not known. */
    cardLast4?: string;
    /** Where the card was sold (decision 0078): where the refund counts; absent: none recorded. */
    soldAtLocationId?: string;
  };
  /** Square took a refund (PENDING or COMPLETED). */
  'order.refunded': {
    v: 1;
    refundId: string;
    orderId: string;
    cardId: string;
    businessSlug: string;
    amountCents: number;
    /** The ISO 4217 code of amountCents: its order's; absent from older events: USD. */
    currency?: string;
    squareRefundId: string;
    refundedAt: string;
  };
  /** Square refused a refund: redemption puts its value back on the card. */
  'refund.failed': { v: 1; refundId: string; orderId: string; cardId: string; businessSlug: string; amountCents: number; code: string; message: string };
  /**
   * The card's email again, to its holder only: asked by an admin, by the holder from the holder page, or by "Lost
   * your card?". The issued card as gift-card.issued describes it (no receipt link).
   */
  'gift-card.resent': Omit<EventMap['gift-card.issued'], 'receiptUrl'> & {
    requestedBy: 'admin' | 'holder' | 'lost-card';
    /** The admin who asked (requestedBy 'admin'; absent in events before it was carried). */
    adminId?: string;
  };
  /**
   * An admin gave a gift a new recipient: the card as now held, under a new code sealed for the new holder (the old
   * code no longer works), and who held it before.
   */
  'gift-card.code-replaced': Omit<EventMap['gift-card.issued'], 'receiptUrl'> & {
    previousHolder: { name: string; email: string };
    reason: string;
    adminId: string;
    replacedAt: string;
  };
  /** The buyer's bank disputes the payment (a chargeback): redemption puts the card on hold. */
  'payment.disputed': {
    v: 1;
    disputeId: string;
    orderId: string;
    paymentId: string;
    businessSlug: string;
    amountCents: number;
    reason: string;
    /** Square's dispute state, e.g. EVIDENCE_REQUIRED. */
    state: string;
    at: string;
  };
  /** Decided: won, the card is spendable again; lost (or accepted), what is left on it is deactivated. */
  'payment.dispute-resolved': { v: 1; disputeId: string; orderId: string; paymentId: string; businessSlug: string; outcome: 'won' | 'lost'; state: string; at: string };
  /** Redemption put the card on hold for a dispute (`on_hold`), or took it off hold. */
  'gift-card.disputed': { v: 1; cardId: string; businessSlug: string; disputeId: string; onHold: boolean; at: string; testCard: boolean };
  /** An admin voided the card (lost, stolen, fraud) or put it back: its balance stays, only whether it can be spent changes. */
  'gift-card.voided': CardStatusChange;
  'gift-card.reactivated': CardStatusChange;
  /**
   * An admin changed the balance: an adjustment up or down, or the reversal of a redemption (`reversedLedgerId`).
   * Amounts signed as the ledger row's (positive: value added to the card).
   */
  'gift-card.adjusted': CardLedgerMove & {
    /** The REDEEM row this credits back, when it is a reversal. */
    reversedLedgerId?: number;
    reason: string;
    /** The admin who adjusted it; absent when an API key reversed a redemption (apiKey). */
    adminId?: string;
    apiKey?: ApiKeyActor;
    adjustedAt: string;
    testCard: boolean;
  };
  /** The holder took what was left in cash at the counter, as the law the card was sold under allows: its CASH_OUT ledger row. */
  'gift-card.cashed-out': CardLedgerRowMove & {
    adminId: string;
    /** The counter's location (absent from older events). */
    locationId?: string;
  };
  /** A reload's payment added paid value to the card: its LOAD ledger row; the holder is told by email. */
  'gift-card.loaded': CardLedgerRowMove & {
    orderId: string;
    paymentId: string;
    /** The days its paid value is spendable through after the load (null: never expires), as the card's law says. */
    paidExpiresOn: string | null;
    loadedAt: string;
    /** The card type's VAT treatment, as the reload's payment.completed carried it: the receipt says when VAT is due. Absent: no such law. */
    voucherVat?: VoucherVat;
  };
  /** The card's own date passed: its bonus value left it, by an EXPIRE ledger row (paid value stays, as the card's law says). */
  'gift-card.bonus-expired': CardLedgerRowMove;
  /** The owner reported the card to a state as unclaimed property (decision 0095): its ESCHEAT ledger row took what was left. */
  'gift-card.escheated': CardLedgerRowMove & { adminId: string; state: string; asOf: string };
  /**
   * An admin erased a customer of the business (decision 0054): every service replaces that person's name, address,
   * phone and gift messages with the pseudonym wherever it holds them. The person is named by the sha-256 of their
   * address in lower case, never by the address: services find their rows by hashing the addresses they hold.
   */
  'customer.erased': { v: 1; businessSlug: string; emailHash: string; pseudonym: string; erasedAt: string; adminId: string };
  /** An admin downloaded what the business holds about a customer (decision 0054): the person named by the hash, as above. */
  'customer.exported': { v: 1; businessSlug: string; emailHash: string; exportedAt: string; adminId: string };
}

/** A card as the events about it name it: which card, the business that sold it, its gift card, and who holds it. */
export interface NamedCard {
  cardId: string;
  businessSlug: string;
  /** The business's name when the card recorded it at checkout. */
  businessName?: string;
  giftCardName: string;
  holder: { name: string; email: string };
  /** The ISO 4217 code the card's amounts are in; absent: USD. */
  currency?: string;
}

/**
 * A ledger row of a card as its event states it: the amount split into paid and bonus value, the balances after it.
 * Signed as the event says (a redemption's amounts are the value taken, positive).
 */
export interface CardLedgerMove extends NamedCard {
  v: 1;
  /** The ledger row's id: one event per row. */
  ledgerId: number;
  amountCents: number;
  paidCents: number;
  bonusCents: number;
  balanceAfterCents: number;
  paidAfterCents: number;
  bonusAfterCents: number;
}

/** A ledger row no redemption or adjustment wrote (a cash-out, an expiry): amounts signed as the row's (negative: value left the card). */
export type CardLedgerRowMove = CardLedgerMove & { at: string; testCard: boolean };

export interface CardStatusChange {
  v: 1;
  cardId: string;
  businessSlug: string;
  reason: string;
  adminId: string;
  at: string;
  testCard: boolean;
  /** For the holder's email (absent from events before they were carried): who holds the card, which card, its balance (kept). */
  holder?: { name: string; email: string };
  businessName?: string;
  giftCardName?: string;
  balanceCents?: number;
  /** The ISO 4217 code the card's amounts are in; absent: USD. */
  currency?: string;
}

/**
 * A secret (an emailed code or link token) that must never be readable in an
 * event, the outbox or job data: sealed with AES-GCM under the key both the
 * sender and notifications derive for 'sealed-for-mail', bound to the
 * recipient's email; notifications opens it only to render the email.
 */
export type SealedForMail = string;

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

export interface GiftCardEventPayload {
  v: 1;
  id: string;
  businessSlug: string;
  giftCardName: string;
  giftCardTag: string;
  description: string;
  /** The fixed value; for an "Any amount" card, its lowest amount. */
  amountCents: number;
  /** 'custom': the buyer chooses the amount within minAmountCents–maxAmountCents (absent from older events: 'fixed'). */
  amountMode?: AmountMode;
  minAmountCents?: number | null;
  maxAmountCents?: number | null;
  /** Percent off, 0-100. */
  discount: number;
  /** Whether its cards may be topped up (absent from older events: not reloadable). */
  reloadable?: boolean;
  /** amountCents − amountCents × discount / 100, rounded to the cent. */
  salePriceCents: number;
  /** YYYY-MM-DD, valid through this day. */
  expirationDate: string;
  /** URL path of the image (/media/giftcards/<sha256>.webp). */
  giftCardImg: string;
  /** When it may be redeemed (decision 0062); absent from older events and null: whenever the counter is open. */
  redemptionWindow?: RedemptionWindow | null;
  /** The locations it may be spent at, empty: every one; where its online sales belong, null: the first (absent from older events). */
  locationIds?: string[];
  homeLocationId?: string | null;
  /** Its VAT treatment (voucher-vat.ts): a single-purpose voucher's rate in basis points, else null (absent from older events: multi-purpose). */
  voucherType?: VoucherType;
  vatRateBp?: number | null;
  /** The admin who created or changed it (absent from older events). */
  adminId?: string;
  /** gift-card.updated: the form's fields the change changed. */
  changedFields?: string[];
}

/** A business's settings as their form names them: what business.updated says changed. */
export type BusinessSettingField =
  | 'restaurantName'
  | 'logo'
  | 'contactEmail'
  | 'timeZone'
  | 'jurisdiction'
  | 'currency'
  | 'locale'
  | 'squareApplicationId'
  | 'squareLocationId'
  | 'squareAccessToken'
  | 'squareWebhookSignatureKey'
  | 'squareGiftCardSync'
  | 'embedOrigins'
  | 'live';

/** What a super admin's status change did: suspended or reinstated the business, or paused or resumed its redemptions while suspended. */
export type BusinessStatusAction = 'suspended' | 'reactivated' | 'redemptions-paused' | 'redemptions-resumed';

export type EventType = keyof EventMap;

/** Events a person waits on (the one-time code they asked for by email): consumers take these at once, not gathered with others. */
export const AWAITED_EVENTS: readonly EventType[] = ['registration-otp.requested', 'gift-card.redeem-otp.requested', 'gift-card.holder-code.requested', 'password-reset.requested'];

export interface EventEnvelope<K extends EventType = EventType> {
  id: string;
  type: K;
  occurredAt: string;
  /** Request id of the call that caused the event, for log correlation. */
  requestId?: string;
  /** W3C trace context of the work that caused the event, when it was traced: its consumers' spans continue that trace. */
  traceparent?: string;
  payload: EventMap[K];
}

export type AnyEventEnvelope = { [K in EventType]: EventEnvelope<K> }[EventType];
