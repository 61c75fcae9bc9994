import { DomainError, ValidationError, type Db } from '@gv/platform';
import {
  calendarDayIn,
  toMajorUnits,
  JOURNAL_ACCOUNT_KEYS,
  MAX_BREAKAGE_RATE_PERCENT,
  MONTH_END_MESSAGES,
  type BreakageReport,
  type BusinessScope,
  type CloseMonthRequest,
  type JournalAccounts,
  type MonthClosed,
  type MonthEndSettings,
  type MonthJournal,
  type MonthRequest,
  type SaveMonthEndSettingsRequest,
  monthVatReport,
} from '@gv/proto';
import { activityScope, timeZoneOf } from '../db/business-time-zone-repository.js';
import { insertClosedMonth, lastClosedMonth, monthEndSettingsOf, saveMonthEndSettings, type StoredMonthEndSettings } from '../db/month-end-repository.js';
import { businessOf } from '../domain/business-scope.js';
import { journalLines } from '../domain/journal.js';
import { monthDays, parseMonth } from '../domain/month.js';
import { checkCloseable } from '../domain/month-close.js';
import { parseHolder } from '../unclaimed-property/holder.js';
import { monthVat } from '../domain/voucher-vat-books.js';
import { monthFigures, vatOf } from './month-figures.js';

const percentOf = (bp: number) => bp / 100;

/** GET /api/v1/admin/reports/breakage: the month's breakage under ASC 606, with the rate and where it comes from. */
export async function breakageReport(db: Db, request: MonthRequest): Promise<BreakageReport> {
  const month = parseMonth(request.month);
  const books = await activityScope(db, request);
  const [{ figures, closed }, settings] = await Promise.all([monthFigures(db, books, month), monthEndSettingsOf(db, books.businessSlug)]);
  const { breakage } = figures;
  const major = (cents: number) => toMajorUnits(cents, books.currency);
  return {
    month,
    ratePercent: percentOf(figures.rateBp),
    source: figures.source,
    historyCards: figures.historyCards,
    ownerRatePercent: settings.breakageRateBp === null ? null : percentOf(settings.breakageRateBp),
    redeemedPaid: major(breakage.redeemedPaidCents),
    recognised: major(breakage.recognisedCents),
    recognisedToDate: major(breakage.recognisedToDateCents),
    expected: major(breakage.expectedCents),
    remainingExpected: major(breakage.remainingExpectedCents),
    outstanding: major(figures.outstandingCents),
    bookedLiability: major(figures.outstandingCents - breakage.recognisedToDateCents),
    closed: closed ? { closedAt: closed.closedAt, closedBy: closed.closedBy } : null,
    correction: figures.correction,
    vat: monthVatReport(monthVat(vatOf(figures)), books.currency),
    testData: books.test,
    currency: books.currency,
  };
}

/** The month's journal entry: its books and breakage as balanced lines (minor units of `currency`), with the owner's accounts. */
export async function monthJournal(db: Db, request: MonthRequest): Promise<MonthJournal> {
  const month = parseMonth(request.month);
  const books = await activityScope(db, request);
  const [{ figures }, settings] = await Promise.all([monthFigures(db, books, month), monthEndSettingsOf(db, books.businessSlug)]);
  const narration = `Gift cards ${month}${figures.correction ? `. ${figures.correction}` : ''}`;
  const vat = vatOf(figures);
  const lines = journalLines(figures.books, figures.breakage.recognisedCents, vat);
  return { month, date: monthDays(month).to, narration, lines, accounts: settings.accounts, currency: books.currency, vat: monthVat(vat) };
}

/** POST /api/v1/admin/reports/close-month: locks the month's figures as they stand. */
export async function closeMonth(db: Db, request: CloseMonthRequest): Promise<MonthClosed> {
  const month = parseMonth(request.month);
  const books = await activityScope(db, request);
  const [last, timeZone] = await Promise.all([lastClosedMonth(db, books), timeZoneOf(db, books.businessSlug)]);
  checkCloseable(month, calendarDayIn(new Date(), timeZone), last?.month ?? null);
  const { figures } = await monthFigures(db, books, month);
  const closed = await insertClosedMonth(db, books, month, request.closedBy, figures);
  if (!closed) throw new DomainError('MONTH_END.CLOSED', MONTH_END_MESSAGES.monthClosed);
  return { month, closedAt: closed.closedAt };
}

const settingsAnswer = ({ breakageRateBp, accounts, holder }: StoredMonthEndSettings): MonthEndSettings => ({
  breakageRatePercent: breakageRateBp === null ? null : percentOf(breakageRateBp),
  accounts,
  holder,
});

export async function monthEndSettings(db: Db, request: BusinessScope): Promise<MonthEndSettings> {
  return settingsAnswer(await monthEndSettingsOf(db, businessOf(request)));
}

/** Saves the owner's breakage rate (percent, two decimals at most; empty: none), chart of accounts and, when given, the holder. */
export async function saveSettings(db: Db, request: SaveMonthEndSettingsRequest): Promise<MonthEndSettings> {
  const businessSlug = businessOf(request);
  const settings = { breakageRateBp: parseRate(request.breakageRatePercent), accounts: parseAccounts(request.accounts), holder: parseHolder(request.holder) };
  return settingsAnswer(await saveMonthEndSettings(db, businessSlug, settings));
}

function parseRate(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const percent = typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > MAX_BREAKAGE_RATE_PERCENT || Math.round(percent * 100) !== percent * 100) {
    throw new ValidationError({ breakageRatePercent: MONTH_END_MESSAGES.rateInvalid });
  }
  return Math.round(percent * 100);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim().length > 0 && value.trim().length <= 100 ? value.trim() : null);

function parseAccounts(value: unknown): JournalAccounts {
  const given = (value ?? {}) as { accounts?: Record<string, { name?: unknown; code?: unknown }>; xeroTaxRate?: unknown };
  const entries = JOURNAL_ACCOUNT_KEYS.map((key) => [key, { name: text(given.accounts?.[key]?.name), code: text(given.accounts?.[key]?.code) }] as const);
  if (entries.some(([, account]) => account.name === null || account.code === null)) throw new ValidationError({ accounts: MONTH_END_MESSAGES.accountInvalid });
  const xeroTaxRate = text(given.xeroTaxRate);
  if (xeroTaxRate === null) throw new ValidationError({ xeroTaxRate: MONTH_END_MESSAGES.taxRateInvalid });
  return { accounts: Object.fromEntries(entries) as JournalAccounts['accounts'], xeroTaxRate };
}
