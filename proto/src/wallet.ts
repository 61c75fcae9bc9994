/**
 * The holder's side of an issued gift card: its public page and its wallet passes.
 * The card's code is the only key; knowing it shows the card, spending needs the holder's one-time code.
 */
import type { Locale } from './locale.js';
import type { ClientInfo } from './identity.js';
import type { HolderVerification } from './holder-verification.js';
import type { CardActivityKind, ShownCardStatus } from './redemption.js';
import type { RedemptionWindow } from './redemption-window.js';

/** Request-reply patterns of the wallet service. */
export const WalletRpc = {
  holderCard: 'wallet.holder-card',
  passLinks: 'wallet.pass-links',
  buttons: 'wallet.buttons',
  applePass: 'wallet.apple-pass',
  configured: 'wallet.configured',
  registerDevice: 'wallet.register-device',
  unregisterDevice: 'wallet.unregister-device',
  changedPasses: 'wallet.changed-passes',
  latestPass: 'wallet.latest-pass',
} as const;

/** The redemption service's read of a card by its code, for the holder page and the wallet passes. */
export const HolderCardRpc = {
  find: 'redemption.holder-card',
} as const;

/** Which wallets sign with configured keys; the others sign test passes with keys made locally. */
export interface WalletsConfigured {
  apple: boolean;
  google: boolean;
}

/** A card's holder page and, when configured, its wallet links (spec §7 generate-wallet-pass). */
export interface WalletLinks {
  /** The holder page, `${PUBLIC_URL}/card/{code}`. */
  saveUrl: string;
  uniqueCode: string;
  /** `https://pay.google.com/gp/v/save/{JWT}`, the card as it is now. */
  googleWalletUrl?: string;
  /** `${PUBLIC_URL}/api/wallet/apple/{code}.pkpass`. */
  appleWalletUrl?: string;
  /** Set when a wallet link is signed by local test keys (no real wallet keys configured): a pass no wallet accepts. */
  testPass?: true;
}

export interface PassLinksRequest extends ClientInfo {
  uniqueCode?: string;
  /** PUBLIC_URL, or the gateway's own address: the links and the Google JWT's origins are built on it. */
  publicBaseUrl: string;
}

export type ApplePassRequest = PassLinksRequest;

export interface WalletButtonsRequest extends PassLinksRequest {
  /**
   * Asked for the purchase's answer or its email, moments after the card was issued: these share one answer for a few
   * seconds. Any other ask (a resent email) gets the card as it is now.
   */
  justIssued?: boolean;
}

/**
 * The wallet links of a card just issued, for the purchase answer and emails, and the Square terminal number its passes
 * show (null: being registered; absent: none), which its emails show too.
 */
export type WalletButtons = Pick<WalletLinks, 'googleWalletUrl' | 'appleWalletUrl' | 'testPass'> & { posNumber?: string | null };

export interface HolderPageRequest extends ClientInfo {
  code?: string;
  publicBaseUrl: string;
}

export interface ApplePass {
  /** The signed .pkpass (a zip), base64: request-reply carries JSON. */
  pkpassBase64: string;
}

/**
 * A call of Apple's PassKit web service about one pass on one device (the pass's webServiceURL, decision 0088).
 * `authorization` is the request's Authorization header as sent: `ApplePass <authenticationToken>`.
 */
export interface PassOnDevice extends ClientInfo {
  deviceLibraryIdentifier: string;
  passTypeIdentifier: string;
  serialNumber: string;
  authorization?: string;
}

/** A device asks for update pushes of a pass, at its APNs push token. */
export interface DeviceRegistration extends PassOnDevice {
  pushToken: string;
}

/** `created`: a new registration (201); false: the device had registered the pass already (200). */
export interface DeviceRegistered {
  created: boolean;
}

export interface ChangedPassesRequest {
  deviceLibraryIdentifier: string;
  passTypeIdentifier: string;
  /** The `lastUpdated` tag of the device's previous listing; absent: every pass it registered. */
  passesUpdatedSince?: string;
}

/** The serial numbers of the device's passes changed since its tag, and the tag to ask with next; null: none changed (204). */
export type ChangedPasses = { serialNumbers: string[]; lastUpdated: string } | null;

export interface LatestPassRequest extends ClientInfo {
  passTypeIdentifier: string;
  serialNumber: string;
  authorization?: string;
  /** The request's If-Modified-Since header, as sent. */
  ifModifiedSince?: string;
  publicBaseUrl: string;
}

/** The pass as the card is now, or `notModified` (304) when it has not changed since If-Modified-Since; `lastModified` is an HTTP date. */
export type LatestPass = { lastModified: string } & ({ pkpassBase64: string } | { notModified: true });

export interface HolderCardRequest extends ClientInfo {
  code?: string;
}

/**
 * A gift's words for its holder (the reveal page /card/{code}/reveal): who sent it, by the name they gave, and their
 * message ('' when they wrote none). Never the buyer's email or phone.
 */
export interface HolderGift {
  fromName: string;
  message: string;
}

/** What took value off a card, as its holder's history lists it: a redemption, a cash-out, bonus value past its date, or a refund to the buyer. */
export type HolderMoveKind = Extract<CardActivityKind, 'redeemed' | 'cashed-out' | 'bonus-expired' | 'refunded'>;

/** The holder page's words for each move in the card's history. */
export const HOLDER_MOVE_LABELS: Record<HolderMoveKind, string> = {
  redeemed: 'Redeemed',
  'cashed-out': 'Paid out in cash',
  'bonus-expired': 'Bonus value expired',
  refunded: 'Refunded to the buyer',
};

/** What a card's holder is told of its terms, by redemption and by the holder page alike. */
export interface HolderCardTerms {
  /** YYYY-MM-DD: paid value is spendable through this day under the law the card was sold under; null: it never expires. */
  paidExpiresOn: string | null;
  /** YYYY-MM-DD, bonus value's last day; null: the card has no bonus value. */
  bonusExpiresOn: string | null;
  /** Nothing on it can be spent any more: past its paid value's last day. */
  expired: boolean;
  status: ShownCardStatus;
  /** What the law the card was sold under asks it to say about its dates (and cash-out), one sentence each. */
  disclosure: string[];
  /** Bought in test mode: a test card with no value. */
  testCard: boolean;
  /** When its card type may be redeemed, in the business's time zone (decision 0062); absent: whenever the counter is open. */
  redemptionWindow?: RedemptionWindow;
  /**
   * Its number at the business's Square Point of Sale, shown as a Code 128 barcode with the characters under it; null:
   * it is being registered there ("Works at the counter soon"); absent: the card does not work there.
   */
  posNumber?: string | null;
}

/** Redemption's answer: the card as its ledger says now. Money in cents. No buyer or holder contact details. */
export interface HolderGiftCard extends HolderCardTerms {
  cardId: string;
  uniqueCode: string;
  businessSlug: string;
  giftCardId: string;
  giftCardName: string;
  faceValueCents: number;
  remainingBalanceCents: number;
  /** The ISO 4217 code its amounts are in (the business's currency when it was sold; JPY has no minor unit). */
  currency: string;
  /** YYYY-MM-DD, the card's own date: its bonus value is spendable through this day. */
  expirationDate: string;
  issuedAt: string;
  /** Newest first: what took value off the card (`amountCents`, positive) and when; `redeemedAt` is when, whatever the kind. */
  redemptions: { kind: HolderMoveKind; amountCents: number; balanceAfterCents: number; redeemedAt: string }[];
  /** Bought as a gift for someone else: from whom, and their message; null for a card bought for oneself. */
  gift: HolderGift | null;
  /** What is set up for the counter to confirm the holder (decision 0073). */
  verification: HolderVerification;
}

/** GET /api/v1/cards/{code}: the holder page's data. Money in dollars. */
export interface HolderCardAnswer extends WalletLinks {
  success: true;
  /** `timeZone`: the business's IANA zone, which the page states times in. */
  business: { businessSlug: string; name: string; logoUrl: string | null; timeZone: string };
  giftCard: HolderCardTerms & {
    /** Its card type, whose public details say where it can be used. */
    giftCardId: string;
    giftCardName: string;
    /** Face value. */
    amount: number;
    remainingBalance: number;
    /** The ISO 4217 code its amounts are in (the business's currency when it was sold; JPY has no minor unit). */
    currency: string;
    /** The language its holder speaks: the one the buyer chose for it at checkout, else the business's (LOCALES). */
    locale: Locale;
    usedAmount: number;
    /** YYYY-MM-DD, the card's own date (bonus value's last day). */
    expirationDate: string;
    purchaseDate: string;
    /** Newest first: redemptions, cash-outs, expired bonus value and refunds (`kind`); `redeemedAmount` is the value taken off, whatever the kind. */
    redemptionHistory: { kind: HolderMoveKind; redeemedAmount: number; remainingAmount: number; redemptionDate: string }[];
  };
  /** Bought as a gift for someone else: from whom, and their message; null for a card bought for oneself. */
  gift: HolderGift | null;
  /** What is set up for the counter to confirm the holder (decision 0073). */
  verification: HolderVerification;
}
