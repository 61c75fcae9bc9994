import { Body, HttpCode, Param, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { ValidationError } from '@gv/platform';
import {
  AnalyticsRpc,
  INTEGRATION_MESSAGES,
  IntegratorRpc,
  RedemptionRpc,
  type ApiKeyPrincipal,
  type IntegratorCard,
  type IntegratorOrderPage,
  type IntegratorRedeemRequest,
  type IntegratorRedemption,
  type LiabilityReport,
} from '@gv/proto';
import { FrozenWhileSuspended } from '../auth/admin.guard.js';
import { CurrentApiKey } from '../auth/api-key.guard.js';
import { toBuyerRecord } from '../analytics/buyer-record.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

const CODE = { name: 'code', description: 'The card code (26 characters) or the holder page link its QR holds' };
const DAY = { required: true, description: 'YYYY-MM-DD, a day in the business’s time zone (included)' } as const;

/**
 * The integrator API (decision 0091, docs/integrations.md): the business's other systems read and spend its cards
 * with an API key. Every call is the key's business's only (another business's card answers 404, as an unknown code
 * does), a test key sees only test cards, and money moves through the very handlers the counter's and the admin's
 * calls use, with their locks, ledger keys and audit trail.
 */
@ApiController('integrator API', 'apiKey')
export class IntegratorHttp extends ServicesHttp {
  @Route('GET /api/v1/integrations/cards/{code}', 'api-key:cards:read')
  @ApiOperation({ summary: "A card's status, balance (paid and bonus value apart, in dollars) and the last days its bonus and paid value can be spent" })
  @ApiParam(CODE)
  card(@CurrentApiKey() apiKey: ApiKeyPrincipal, @Param('code') code: string): Promise<IntegratorCard> {
    return this.services.call(IntegratorRpc.card, { apiKey, code });
  }

  @Route('POST /api/v1/integrations/cards/{code}/redemptions', 'api-key:cards:redeem')
  @HttpCode(200)
  @FrozenWhileSuspended()
  @ApiOperation({
    summary:
      "Redeem an amount from the card, with no holder's code: the integrator's checkout is the holder's consent. The same idempotencyKey answers the same redemption however often it is sent (409 when it was used for another card or amount). Counted against the key's daily limit (429 past it) and kept in the audit trail under the key's name",
  })
  @ApiParam(CODE)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['amount', 'idempotencyKey'],
      properties: {
        amount: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Dollars, at most 2 decimals' },
        idempotencyKey: { type: 'string', minLength: 1, maxLength: 100 },
        reference: { type: 'string', maxLength: 200, description: "The integrator's own reference (an order number), kept with the redemption" },
      },
    },
  })
  redeem(
    @CurrentApiKey() apiKey: ApiKeyPrincipal,
    @Param('code') code: string,
    @Body() body: Omit<IntegratorRedeemRequest, 'apiKey' | 'code'> | undefined,
  ): Promise<IntegratorRedemption> {
    return this.services.call(IntegratorRpc.redeem, { apiKey, code, amount: body?.amount, idempotencyKey: body?.idempotencyKey, reference: body?.reference });
  }

  @Route('POST /api/v1/integrations/cards/{code}/redemptions/{id}/reverse', 'api-key:cards:redeem')
  @HttpCode(200)
  @FrozenWhileSuspended()
  @ApiOperation({ summary: 'Credit back one redemption of the card (its redemptionId) within 7 days, exactly once (409 after): the card after it' })
  @ApiParam(CODE)
  @ApiParam({ name: 'id', description: 'The redemptionId the redemption answered' })
  reverse(@CurrentApiKey() apiKey: ApiKeyPrincipal, @Param('code') code: string, @Param('id') redemptionId: string): Promise<IntegratorCard> {
    return this.services.call(IntegratorRpc.reverse, { apiKey, code, redemptionId });
  }

  @Route('GET /api/v1/integrations/orders', 'api-key:orders:read')
  @ApiOperation({ summary: "The business's cards sold, newest first, 10 a page, as the admin's orders table shows them; nextCursor asks for the next page (null: no more)" })
  @ApiQuery({ name: 'cursor', required: false, description: 'The nextCursor of the page before' })
  async orders(@CurrentApiKey() apiKey: ApiKeyPrincipal, @Query('cursor') cursor?: unknown): Promise<IntegratorOrderPage> {
    const page = pageOfCursor(cursor);
    const found = await this.services.call(AnalyticsRpc.buyers, { businessSlug: apiKey.businessSlug, page, keyMode: apiKey.mode });
    const { codes } =
      found.buyers.length === 0
        ? { codes: {} as Record<string, string> }
        : await this.services.call(RedemptionRpc.cardCodes, { businessSlug: apiKey.businessSlug, cardIds: found.buyers.map((buyer) => buyer.cardId) });
    return { orders: found.buyers.map((buyer) => toBuyerRecord(buyer, codes[buyer.cardId] ?? '', found.currency)), nextCursor: found.hasMore ? String(page + 1) : null };
  }

  @Route('GET /api/v1/integrations/reports/liability', 'api-key:reports:read')
  @ApiOperation({ summary: 'The liability report of the admin app (what the business owes on its cards at the end of `to`, and the movement over the range)' })
  @ApiQuery({ name: 'to', ...DAY })
  @ApiQuery({ name: 'from', ...DAY })
  liability(@CurrentApiKey() apiKey: ApiKeyPrincipal, @Query('from') from?: unknown, @Query('to') to?: unknown): Promise<LiabilityReport> {
    return this.services.call(AnalyticsRpc.liability, { businessSlug: apiKey.businessSlug, from, to, keyMode: apiKey.mode });
  }
}

/** A cursor is the number of the page it asks for; none: the first. */
function pageOfCursor(cursor: unknown): number {
  if (cursor === undefined || cursor === '') return 1;
  const page = typeof cursor === 'string' && /^[1-9]\d{0,5}$/.test(cursor) ? Number(cursor) : null;
  if (page === null) throw new ValidationError({ cursor: INTEGRATION_MESSAGES.badCursor });
  return page;
}
