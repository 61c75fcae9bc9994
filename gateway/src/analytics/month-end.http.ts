import { Body, HttpCode, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ValidationError } from '@gv/platform';
import {
  JOURNAL_FORMATS,
  MONTH_END_MESSAGES,
  MonthEndRpc,
  type AdminPrincipal,
  type BreakageReport,
  type MonthClosed,
  type MonthEndSettings,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { sendDownload } from '../http/download.js';
import { Route } from '../http/route.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';
import { journalCsv } from './journal-csv.js';

const MONTH = { name: 'month', required: true, description: 'YYYY-MM, a month in the business’s time zone' } as const;

/** The accountant's month-end (decision 0089): breakage under ASC 606, the month's journal, and closing a month. */
@ApiController('reports (admin)', 'cookie')
export class MonthEndHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/reports/breakage', 'manager')
  @ApiOperation({
    summary:
      'Breakage recognised in the month in proportion to the paid value redeemed (ASC 606): redeemed × rate / (1 − rate), capped at the expected breakage; the rate from the business’s cards sold 24+ months before (else the owner’s rate) and its source; to date, remaining, and the liability statement’s outstanding less breakage recognised to date; when VAT on the month’s value is due (vat, minor units: at sale per single-purpose rate, when redeemed on multi-purpose value). A closed month answers its locked figures',
  })
  @ApiQuery(MONTH)
  @ApiQuery(TEST_DATA_QUERY)
  breakage(@CurrentAdmin() admin: AdminPrincipal, @Query() query: { month?: unknown; testData?: unknown }): Promise<BreakageReport> {
    return this.services.call(MonthEndRpc.breakage, { ...reportScope(admin, query.testData), month: query.month });
  }

  @Route('GET /api/v1/admin/reports/journal.csv', 'manager')
  @ApiOperation({
    summary:
      'The month’s journal entry for QuickBooks Online (JournalNo, JournalDate MM/DD/YYYY, AccountName, Debits, Credits, Description, Name) or Xero (Narration, Date dd mmm yyyy, Description, AccountCode, TaxRate, Amount: debits positive, tracking columns): sales, reloads, redemptions, refunds, cash-outs, adjustments, bonus value as promotional discount, lapsed value, ASC 606 breakage and the VAT due at sale on single-purpose vouchers, on the accounts set in the month-end settings',
  })
  @ApiOkResponse({ description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiQuery(MONTH)
  @ApiQuery({ name: 'format', required: true, enum: JOURNAL_FORMATS })
  @ApiQuery(TEST_DATA_QUERY)
  async journal(@CurrentAdmin() admin: AdminPrincipal, @Res() reply: FastifyReply, @Query() query: { month?: unknown; format?: unknown; testData?: unknown }) {
    const format = JOURNAL_FORMATS.find((known) => known === query.format);
    if (!format) throw new ValidationError({ format: MONTH_END_MESSAGES.formatUnknown });
    const journal = await this.services.call(MonthEndRpc.journal, { ...reportScope(admin, query.testData), month: query.month });
    return sendDownload(reply, 'text/csv; charset=utf-8', `journal-${journal.month}-${format}.csv`, journalCsv(journal, format));
  }

  @Route('POST /api/v1/admin/reports/close-month', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Closes a month that has ended: its breakage and journal are locked as they stand; a change dated in it that arrives later counts in the next month, with a note. Months close in order (409 otherwise, and when already closed)',
  })
  @ApiBody({ schema: { type: 'object', required: ['month'], properties: { month: { type: 'string', description: 'YYYY-MM' }, testData: { type: 'boolean' } } } })
  closeMonth(@CurrentAdmin() admin: AdminPrincipal, @Body() body: { month?: unknown; testData?: unknown } | undefined): Promise<MonthClosed> {
    return this.services.call(MonthEndRpc.closeMonth, {
      businessSlug: admin.businessSlug,
      month: body?.month,
      testData: body?.testData === true,
      closedBy: admin.email,
    });
  }

  @Route('GET /api/v1/admin/reports/month-end-settings', 'manager')
  @ApiOperation({ summary: 'The owner’s breakage rate (used while the business’s history is too short) and the accounts the journal posts to' })
  settings(@CurrentAdmin() admin: AdminPrincipal): Promise<MonthEndSettings> {
    return this.services.call(MonthEndRpc.settings, { businessSlug: admin.businessSlug });
  }

  @Route('PUT /api/v1/admin/reports/month-end-settings', 'owner')
  @ApiOperation({
    summary:
      'Sets the breakage rate in percent (0 to 90, empty for none), each account’s name (QuickBooks) and code (Xero), the Xero tax rate, and (optional; left out it stays) the holder for unclaimed-property reports: name, nine-digit tax id, street, city, state, ZIP, contact name, phone and email (all empty: none)',
  })
  @ApiBody({ schema: { type: 'object', properties: { breakageRatePercent: { type: 'number', nullable: true }, accounts: { type: 'object' }, holder: { type: 'object', nullable: true } } } })
  saveSettings(@CurrentAdmin() admin: AdminPrincipal, @Body() body: { breakageRatePercent?: unknown; accounts?: unknown; holder?: unknown } | undefined): Promise<MonthEndSettings> {
    return this.services.call(MonthEndRpc.saveSettings, { businessSlug: admin.businessSlug, breakageRatePercent: body?.breakageRatePercent, accounts: body?.accounts, holder: body?.holder });
  }
}
