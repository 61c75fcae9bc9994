import { ValidationError, type Db } from '@gv/platform';
import { bookKindLabel, csvLine, toMajorUnits, EXPORT_KINDS, GLOSSARY, REPORT_MESSAGES, type ExportPage, type ExportPageRequest } from '@gv/proto';
import { currencyOf, showsTestData, timeZoneOf } from '../db/business-time-zone-repository.js';
import { customersExportPage, ledgerMovesPage, ordersPage } from '../db/export-repository.js';
import { shownEmail } from '../db/customer-repository.js';
import { businessOf } from '../domain/business-scope.js';
import { fitExportPage, wholeExport, type ExportLine } from '../domain/export-page-fit.js';
import { parseReportRange } from '../domain/report-range.js';
import { locationsExport } from '../location-settlement/location-export.js';
import type { ReportScope } from '../db/report-scope.js';
import { liabilityStatement } from './liability-statement.js';

/** Rows a page of an export reads at most (fewer when long ones fill EXPORT_PAGE_BYTES): the gateway streams one page while the next is read. */
const PAGE_ROWS = 2_000;

/** An export's columns, and how a row it read becomes a line of them and the cursor after it. */
interface ExportColumns<Row> {
  header: string[];
  lineOf: (row: Row) => ExportLine;
  cursorOf: (row: Row) => string;
}

/** A page of the export as CSV: its header, then as many of the lines read as fit (fitExportPage). */
function csvPage<Row>(read: Row[], { header, lineOf, cursorOf }: ExportColumns<Row>, currency: string): ExportPage {
  return { header: csvLine(header), ...fitExportPage(read, PAGE_ROWS, (row) => csvLine(lineOf(row), currency), cursorOf) };
}

/** An export's amounts are major units of the business's currency, written with its decimals (csvLine). */
const majorIn = (currency: string) => (cents: number | string) => toMajorUnits(Number(cents), currency);

/** One page of a CSV export of /reports, in key order (the gateway asks for the next until `after` is null). */
export async function exportPage(db: Db, request: ExportPageRequest): Promise<ExportPage> {
  const businessSlug = businessOf(request);
  const kind = EXPORT_KINDS.find((known) => known === request.kind);
  if (!kind) throw new ValidationError({ kind: REPORT_MESSAGES.exportUnknown });
  const [test, currency] = await Promise.all([showsTestData(db, businessSlug, request), currencyOf(db, businessSlug)]);
  // Customers may be asked for without a range: everyone.
  if (kind === 'customers') return customersExport(db, { businessSlug, test, currency }, request);
  const scope = { businessSlug, test, currency, at: request.at, ...parseReportRange(request) };
  switch (kind) {
    case 'ledger':
      return ledgerExport(db, scope, request.after);
    case 'orders':
      return ordersExport(db, scope, request.after);
    case 'liability':
      return statementExport(db, scope);
    case 'locations':
      return locationsExport(db, scope, request.locations);
  }
}

async function ledgerExport(db: Db, scope: ReportScope, after: string | undefined): Promise<ExportPage> {
  const major = majorIn(scope.currency);
  return csvPage(await ledgerMovesPage(db, scope, after, PAGE_ROWS), {
    header: ['Date', 'Kind', 'Gift card', 'Card id', 'Buyer email', 'Paid value', 'Bonus value', 'Total'],
    lineOf: (row) => [
      row.day,
      bookKindLabel(row.kind),
      row.giftCardName ?? '',
      row.cardId,
      row.buyerEmail ?? '',
      major(row.paidCents),
      major(row.bonusCents),
      major(row.paidCents + row.bonusCents),
    ],
    cursorOf: (row) => `${row.day}|${row.moveKey}`,
  }, scope.currency);
}

async function ordersExport(db: Db, scope: ReportScope, after: string | undefined): Promise<ExportPage> {
  const major = majorIn(scope.currency);
  return csvPage(await ordersPage(db, scope, after, PAGE_ROWS), {
    header: [
      'Date',
      'Order id',
      'Card id',
      'Purchased at',
      'Gift card',
      'Purchase type',
      'Buyer name',
      'Buyer email',
      'Recipient name',
      'Recipient email',
      'Face value',
      'Amount paid',
      'Paid',
      'Status',
      'Balance',
      // Last, so readers that find columns by name or position keep working.
      'Currency',
    ],
    lineOf: (row) => [
      row.day,
      row.orderId ?? '',
      row.cardId,
      row.purchasedAt,
      row.giftCardName,
      row.purchaseType,
      row.buyerName,
      row.buyerEmail,
      row.recipientName ?? '',
      row.recipientEmail ?? '',
      major(row.faceValueCents),
      major(row.priceCents),
      // A corporate card was issued, not sold: its company paid outside the platform (decision 0071).
      row.kind === 'sold' ? GLOSSARY.cardsSold.label : GLOSSARY.paidOutside.label,
      row.status,
      major(row.balanceCents),
      scope.currency,
    ],
    cursorOf: (row) => `${row.day}|${row.cardId}`,
  }, scope.currency);
}

/** People by email; with a range, those whose last activity falls in it. */
async function customersExport(db: Db, scope: { businessSlug: string; test: boolean; currency: string }, request: ExportPageRequest): Promise<ExportPage> {
  const major = majorIn(scope.currency);
  const ranged = request.from !== undefined || request.to !== undefined;
  const active = ranged ? { ...parseReportRange(request), timeZone: await timeZoneOf(db, scope.businessSlug) } : null;
  return csvPage(await customersExportPage(db, { ...scope, active }, request.after ?? '', PAGE_ROWS), {
    header: ['Email', 'Name', 'Phone', 'Cards bought', 'Cards received', 'Total spent', 'Outstanding balance', 'Last activity'],
    lineOf: (row) => [
      shownEmail(row.email),
      row.name,
      row.phone,
      String(row.cardsBought),
      String(row.cardsReceived),
      major(row.spentCents),
      major(row.balanceCents),
      row.lastActivity,
    ],
    cursorOf: (row) => row.email,
  }, scope.currency);
}

/** The statement as the report answers it: the movement, the outstanding split, breakage, then each card type. */
async function statementExport(db: Db, scope: ReportScope): Promise<ExportPage> {
  const report = await liabilityStatement(db, scope);
  const { movement, outstanding, breakage } = report;
  return wholeExport(
    ['Line', 'Paid value', 'Bonus value', 'Total'],
    [
      ['Opening', '', '', movement.opening],
      [GLOSSARY.faceValueSold.label, '', '', movement.sold],
      [GLOSSARY.issuedOutside.label, '', '', movement.issuedOutside],
      [GLOSSARY.loaded.label, '', '', movement.loaded],
      [GLOSSARY.credited.label, '', '', movement.credited],
      [GLOSSARY.debited.label, '', '', movement.debited],
      [GLOSSARY.redeemed.label, '', '', movement.redeemed],
      [GLOSSARY.cashedOut.label, '', '', movement.cashedOut],
      [GLOSSARY.refunded.label, '', '', movement.refunded],
      [GLOSSARY.forfeited.label, '', '', movement.forfeited],
      [GLOSSARY.expired.label, '', '', movement.expired],
      [GLOSSARY.escheated.label, '', '', movement.escheated],
      ['Closing', outstanding.paid, outstanding.bonus, movement.closing],
      ['Breakage', breakage.paid, breakage.bonus, breakage.total],
      ...report.byCard.map((card) => [`${GLOSSARY.outstanding.label}: ${card.giftCardName}`, card.paid, card.bonus, card.total]),
    ],
    report.currency,
  );
}
