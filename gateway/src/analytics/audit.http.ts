import { Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { AnalyticsRpc, AUDIT_ACTIONS, type AdminPrincipal, type AuditTrailPage } from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';

const DAY = { required: false, description: 'YYYY-MM-DD, a day in the business’s time zone (included)' } as const;

/** The business's audit trail (reports): who did what and when, from the analytics projection; the business is the admin's own. */
@ApiController('reports (admin)', 'cookie')
export class AuditHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/reports/audit', 'manager')
  @ApiOperation({
    summary:
      "Who did what and when: the admins' sign-ins, changes of the settings and the gift cards, and every redemption and money action on an issued card (with the amount in dollars and the reason), newest first, 50 a page; pass nextCursor as cursor for the next. Entries about test cards are kept apart as the other reports keep test activity",
  })
  @ApiQuery({ name: 'person', required: false, description: 'An admin’s id (from people)' })
  @ApiQuery({ name: 'action', required: false, enum: AUDIT_ACTIONS })
  @ApiQuery({ name: 'from', ...DAY })
  @ApiQuery({ name: 'to', ...DAY })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page before' })
  @ApiQuery(TEST_DATA_QUERY)
  audit(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('person') person?: unknown,
    @Query('action') action?: unknown,
    @Query('from') from?: unknown,
    @Query('to') to?: unknown,
    @Query('cursor') cursor?: unknown,
    @Query('testData') testData?: unknown,
  ): Promise<AuditTrailPage> {
    return this.services.call(AnalyticsRpc.auditTrail, { ...reportScope(admin, testData), person, action, from, to, cursor });
  }
}
