import { Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { PromotionsRpc, type PromotionOffers } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { PublicCacheInterceptor } from '../http/public-cache.interceptor.js';
import { Route } from '../http/route.js';

/** The offers a storefront shows beside its cards. No sign-in. */
@ApiController('promotions (public)')
@UseInterceptors(PublicCacheInterceptor)
export class PromotionOffersHttp extends ServicesHttp {
  @Route('GET /api/v1/public/promotions', 'public')
  @ApiOperation({ summary: "A business's promotions running now with budget left: the gift cards they apply to, the bonus, and the budget left in cents" })
  @ApiQuery({ name: 'businessSlug', required: true })
  offers(@Query('businessSlug') businessSlug?: unknown): Promise<PromotionOffers> {
    if (typeof businessSlug !== 'string' || !businessSlug) return Promise.resolve({ offers: [] });
    return this.services.call(PromotionsRpc.offers, { businessSlug });
  }
}
