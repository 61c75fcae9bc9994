/**
 * The accountant's month-end (decision 0089): breakage recognised as ASC 606 requires, the month's journal for
 * QuickBooks Online or Xero, and closing a month. Money in integer cents between services; dollars over HTTP.
 */
import type { BusinessScope } from './analytics.js';
import { defineCatalog, translate } from './locale.js';
import { toMajorUnits } from './money.js';
import { vatRatePercent } from './voucher-vat.js';
import monthEndTexts from './messages/monthEnd.json' with { type: 'json' };

/** Request-reply patterns of the month-end, answered by analytics from the books. */
export const MonthEndRpc = {
  breakage: 'analytics.month-end.breakage',
  journal: 'analytics.month-end.journal',
  closeMonth: 'analytics.month-end.close',
  settings: 'analytics.month-end.settings',
  saveSettings: 'analytics.month-end.save-settings',
} as const;

/** A month of the business's books, `YYYY-MM` in its time zone, as the admin gave it (analytics checks it). */
export type MonthRequest = BusinessScope & { month?: unknown };

/** Where the expected breakage rate comes from: the business's own history, the owner's rate, or neither (nothing is recognised). */
export type BreakageRateSource = 'history' | 'owner' | 'none';

/** GET /api/v1/admin/reports/breakage: the month's breakage under ASC 606, in dollars. */
export interface BreakageReport {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  month: string;
  /** The expected breakage rate in percent (two decimals), and where it comes from. */
  ratePercent: number;
  source: BreakageRateSource;
  /** Cards sold 24 or more months before the month's end: the history the rate is estimated from. */
  historyCards: number;
  /** The rate the owner set in percent, used while the history is too short (null: none set). */
  ownerRatePercent: number | null;
  /** Paid value redeemed in the month (bonus value left out: it was never paid). */
  redeemedPaid: number;
  /** Breakage recognised in the month, and in every month up to its end. */
  recognised: number;
  recognisedToDate: number;
  /** The rate times the paid value issued to the month's end, less refunds and less what may escheat. */
  expected: number;
  /** Expected breakage not yet recognised (paid value past its last day counts as recognised). */
  remainingExpected: number;
  /** The liability statement at the month's end: what is owed on the cards, and what the books carry once breakage recognised to date is taken off. */
  outstanding: number;
  bookedLiability: number;
  /** When the month was closed (its figures are then locked), else null. */
  closed: { closedAt: string; closedBy: string } | null;
  /** A change that arrived after earlier months were closed, counted in this month instead (else null). */
  correction: string | null;
  /** When VAT on the month's value is due (the journal's `vat` in major units, one definition); shown where the law applies the EU voucher rules. */
  vat: MonthVatReport;
  testData: boolean;
}

/** The general ledger accounts the journal posts to. */
export const JOURNAL_ACCOUNT_KEYS = [
  'clearing',
  'liability',
  'revenue',
  'breakageIncome',
  'promotionalDiscount',
  'adjustments',
  'unclaimedProperty',
  'vatPayable',
] as const;
export type JournalAccountKey = (typeof JOURNAL_ACCOUNT_KEYS)[number];

/** An account as each ledger names it: QuickBooks Online imports by name, Xero by code. */
export interface JournalAccount {
  name: string;
  code: string;
}

/** The owner's chart of accounts for the journal, and the Xero tax rate its lines carry (gift cards are not taxed when sold). */
export interface JournalAccounts {
  accounts: Record<JournalAccountKey, JournalAccount>;
  xeroTaxRate: string;
}

export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = {
  accounts: {
    clearing: { name: 'Square Clearing', code: '610' },
    liability: { name: 'Gift Card Liability', code: '835' },
    revenue: { name: 'Sales', code: '200' },
    breakageIncome: { name: 'Gift Card Breakage Income', code: '260' },
    promotionalDiscount: { name: 'Promotional Discounts', code: '290' },
    adjustments: { name: 'Gift Card Adjustments', code: '295' },
    unclaimedProperty: { name: 'Unclaimed Property Payable', code: '840' },
    vatPayable: { name: 'VAT Payable', code: '820' },
  },
  xeroTaxRate: 'Tax Exempt',
};

export const JOURNAL_FORMATS = ['quickbooks', 'xero'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/** One line of a month's journal entry, in cents: exactly one of debit and credit is above zero. */
export interface JournalLine {
  account: JournalAccountKey;
  debitCents: number;
  creditCents: number;
  description: string;
}

/**
 * When VAT on the month's gift card value is due (decision 0099): on single-purpose vouchers at sale, per rate, on
 * the paid value sold or loaded less what was refunded; on multi-purpose vouchers at redemption, at the rate of what
 * was bought (the point of sale knows it), on the paid value redeemed. In minor units.
 */
export interface MonthVat {
  dueAtSale: { vatRateBp: number; grossCents: number; vatCents: number }[];
  dueAtRedemption: { grossCents: number };
}

/** MonthVat as the breakage report answers it: amounts in major units, rates in percent. */
export interface MonthVatReport {
  dueAtSale: { ratePercent: number; gross: number; vat: number }[];
  dueAtRedemption: { gross: number };
}

/** The journal's VAT figures for people: major units of `currency`, percent rates. */
export function monthVatReport(vat: MonthVat, currency: string): MonthVatReport {
  return {
    dueAtSale: vat.dueAtSale.map(({ vatRateBp, grossCents, vatCents }) => ({
      ratePercent: vatRatePercent(vatRateBp),
      gross: toMajorUnits(grossCents, currency),
      vat: toMajorUnits(vatCents, currency),
    })),
    dueAtRedemption: { gross: toMajorUnits(vat.dueAtRedemption.grossCents, currency) },
  };
}

/** The month's journal entry: dated the month's last day, its lines balanced, with the accounts to name them by. */
export interface MonthJournal {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  month: string;
  date: string;
  narration: string;
  lines: JournalLine[];
  accounts: JournalAccounts;
  vat: MonthVat;
}

/** The business as holder of unclaimed property: what a state's holder report names (decision 0095). */
export interface UnclaimedPropertyHolder {
  name: string;
  /** Federal employer identification number, nine digits. */
  taxId: string;
  street: string;
  city: string;
  /** Its state (USPS code): where it is incorporated, the state of a holder of unknown address. */
  state: string;
  zip: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** The month-end settings as the owner saves them: a breakage rate in percent (null: none), the accounts, and the holder (null: not set). */
export interface MonthEndSettings {
  breakageRatePercent: number | null;
  accounts: JournalAccounts;
  holder: UnclaimedPropertyHolder | null;
}

/** The settings as the owner's form sends them: the rate as typed (a number or its text; the server checks it). */
export type MonthEndSettingsForm = Omit<MonthEndSettings, 'breakageRatePercent' | 'holder'> & {
  breakageRatePercent: number | string | null;
  holder?: UnclaimedPropertyHolder | null;
};

export type SaveMonthEndSettingsRequest = BusinessScope & { breakageRatePercent?: unknown; accounts?: unknown; holder?: unknown };
export type CloseMonthRequest = MonthRequest & { closedBy: string };

export interface MonthClosed {
  month: string;
  closedAt: string;
}

export interface MonthEndRpcMap {
  [MonthEndRpc.breakage]: { request: MonthRequest; response: BreakageReport };
  [MonthEndRpc.journal]: { request: MonthRequest; response: MonthJournal };
  [MonthEndRpc.closeMonth]: { request: CloseMonthRequest; response: MonthClosed };
  [MonthEndRpc.settings]: { request: BusinessScope; response: MonthEndSettings };
  [MonthEndRpc.saveSettings]: { request: SaveMonthEndSettingsRequest; response: MonthEndSettings };
}

/** Owner rates above this would make `rate / (1 − rate)` recognise several dollars of breakage per dollar redeemed. */
export const MAX_BREAKAGE_RATE_PERCENT = 90;

/** What month-end refuses, in each language; the server answers in English (MONTH_END_MESSAGES). */
export const monthEndMessages = defineCatalog('monthEnd', monthEndTexts);

export const MONTH_END_MESSAGES = {
  ...monthEndMessages.messages.en,
  rateInvalid: translate(monthEndMessages, 'en', 'rateInvalid', { max: MAX_BREAKAGE_RATE_PERCENT }),
  closeInOrder: (month: string) => translate(monthEndMessages, 'en', 'closeInOrder', { month }),
} as const;
