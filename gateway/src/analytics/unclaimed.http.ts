import { Body, HttpCode, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { UnclaimedRpc, type AdminPrincipal, type UnclaimedFiled, type UnclaimedReport } from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { sendDownload } from '../http/download.js';
import { Route } from '../http/route.js';
import { reportScope, TEST_DATA_QUERY } from './dashboard.http.js';

const AS_OF = { name: 'asOf', required: true, description: 'YYYY-MM-DD: the day the cards are counted dormant on' } as const;
const STATE = { name: 'state', required: true, description: 'A US state or DC, two letters' } as const;

/** Unclaimed property (decision 0095): dormant cards per state, the states' holder reports, and filing them. */
@ApiController('reports (admin)', 'cookie')
export class UnclaimedPropertyHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/reports/unclaimed', 'manager')
  @ApiOperation({
    summary:
      'Per state, the cards dormant on asOf past the state’s period (no activity since; the buyer’s billing state, else the holder’s state in the month-end settings), the paid value reported (bonus value never is; a state that reports a share, its share) and the report’s due day. States that exempt gift cards, or that have no rule recorded, list none',
  })
  @ApiQuery(AS_OF)
  @ApiQuery(TEST_DATA_QUERY)
  report(@CurrentAdmin() admin: AdminPrincipal, @Query() query: { asOf?: unknown; testData?: unknown }): Promise<UnclaimedReport> {
    return this.services.call(UnclaimedRpc.report, { ...reportScope(admin, query.testData), asOf: query.asOf });
  }

  @Route('GET /api/v1/admin/reports/unclaimed/holder-report', 'manager')
  @ApiOperation({ summary: 'The state’s holder report in the NAUPA standard electronic file format (625-character records: holder, one property record per dormant card, summary), with the holder from the month-end settings' })
  @ApiOkResponse({ description: 'The file', content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiQuery(AS_OF)
  @ApiQuery(STATE)
  @ApiQuery(TEST_DATA_QUERY)
  async holderReport(@CurrentAdmin() admin: AdminPrincipal, @Res() reply: FastifyReply, @Query() query: { asOf?: unknown; state?: unknown; testData?: unknown }) {
    const file = await this.services.call(UnclaimedRpc.holderFile, { ...reportScope(admin, query.testData), asOf: query.asOf, state: query.state });
    return sendDownload(reply, 'text/plain; charset=us-ascii', file.filename, file.content);
  }

  @Route('POST /api/v1/admin/reports/unclaimed/filed', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Marks the state’s report for asOf as filed: each card it names that is still dormant and still holds the paid value counted loses it by one ESCHEAT ledger row, and then says where the holder claims it; a card already reported, or used since, moves nothing (filing again moves nothing twice)',
  })
  @ApiBody({ schema: { type: 'object', required: ['state', 'asOf'], properties: { state: { type: 'string' }, asOf: { type: 'string', description: 'YYYY-MM-DD' }, testData: { type: 'boolean' } } } })
  async filed(@CurrentAdmin() admin: AdminPrincipal, @Body() body: { state?: unknown; asOf?: unknown; testData?: unknown } | undefined): Promise<UnclaimedFiled> {
    const dormant = await this.services.call(UnclaimedRpc.dormantCards, { businessSlug: admin.businessSlug, asOf: body?.asOf, state: body?.state, testData: body?.testData === true });
    return this.services.call(UnclaimedRpc.escheatCards, { businessSlug: admin.businessSlug, adminId: admin.adminId, state: dormant.state, asOf: dormant.asOf, cards: dormant.cards });
  }
}
