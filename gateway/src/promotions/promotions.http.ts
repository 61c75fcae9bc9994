import { Body, HttpCode, Param } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, type ApiBodyOptions } from '@nestjs/swagger';
import { CatalogRpc, PromotionsRpc, type Acknowledged, type AdminPrincipal, type Created, type PromotionList, type SavePromotionRequest } from '@gv/proto';
import { FrozenWhileSuspended } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

type PromotionBody = Partial<Record<'name' | 'giftCardIds' | 'bonus' | 'minPaid' | 'startsAt' | 'endsAt' | 'budget', unknown>>;

const promotionBody: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['name', 'giftCardIds', 'bonus', 'startsAt', 'endsAt', 'budget'],
    properties: {
      name: { type: 'string', maxLength: 80, example: 'Holiday bonus' },
      giftCardIds: { type: 'array', items: { type: 'string' }, description: "The business's gift cards it applies to" },
      bonus: {
        description: 'A whole percent of the price paid, or a fixed amount in dollars, added to each card as bonus value',
        oneOf: [
          { type: 'object', required: ['percent'], properties: { percent: { type: 'integer', minimum: 1, maximum: 100 } } },
          { type: 'object', required: ['amount'], properties: { amount: { type: 'number', example: 20 } } },
        ],
      },
      minPaid: { type: 'number', description: 'Only cards paid at least this many dollars get the bonus' },
      startsAt: { type: 'string', format: 'date-time' },
      endsAt: { type: 'string', format: 'date-time' },
      budget: { type: 'number', description: 'Dollars of bonus value it may give in all; a card issued once it is spent gets no bonus' },
    },
  },
};

/**
 * A business's promotions: bonus value on the cards of some card types while they run and their budget lasts. Redemption
 * keeps them beside the cards it issues; the card types are checked here to be the business's own (another's: 404).
 */
@ApiController('promotions (admin)', 'cookie')
export class PromotionsHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/promotions', 'manager')
  @ApiOperation({ summary: "The business's promotions, latest first, each with its report: cards sold, paid value, bonus given, budget left, redemption rate" })
  list(@CurrentAdmin() admin: AdminPrincipal): Promise<PromotionList> {
    return this.services.call(PromotionsRpc.list, { businessSlug: admin.businessSlug, currency: admin.currency });
  }

  @Route('POST /api/v1/admin/promotions', 'manager')
  @HttpCode(201)
  @FrozenWhileSuspended()
  @ApiOperation({ summary: 'Create a promotion. 400 when it ends before it starts or overlaps another on one of its gift cards (naming it); 404 for a gift card of another business' })
  @ApiBody(promotionBody)
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() body: PromotionBody | undefined): Promise<Created> {
    return this.services.call(PromotionsRpc.create, await this.checked(admin, body));
  }

  @Route('PUT /api/v1/admin/promotions/{id}', 'manager')
  @FrozenWhileSuspended()
  @ApiOperation({ summary: 'Change a promotion until it starts (400 after); the whole promotion is sent again' })
  @ApiParam({ name: 'id', description: 'Promotion id' })
  @ApiBody(promotionBody)
  async update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: PromotionBody | undefined): Promise<Acknowledged> {
    return this.services.call(PromotionsRpc.update, { ...(await this.checked(admin, body)), id });
  }

  @Route('POST /api/v1/admin/promotions/{id}/end', 'manager')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a promotion now: cards issued from now on get no bonus; one not started yet never runs' })
  @ApiParam({ name: 'id', description: 'Promotion id' })
  end(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<Acknowledged> {
    return this.services.call(PromotionsRpc.end, { businessSlug: admin.businessSlug, id });
  }

  /** The request for redemption, once each gift card named is found in the admin's business (catalog answers 404 otherwise). */
  private async checked(admin: AdminPrincipal, body: PromotionBody | undefined): Promise<SavePromotionRequest> {
    const giftCardIds = body?.giftCardIds;
    if (Array.isArray(giftCardIds)) {
      const ids = giftCardIds.filter((id): id is string => typeof id === 'string').slice(0, 100);
      await Promise.all(ids.map((id) => this.services.call(CatalogRpc.price, { businessSlug: admin.businessSlug, id })));
    }
    return { ...body, businessSlug: admin.businessSlug, adminEmail: admin.email, currency: admin.currency };
  }
}
