import { Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { CatalogRpc, type GiftCardDetails, type PublicGiftCardList } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { PublicCacheInterceptor } from '../http/public-cache.interceptor.js';
import { Route } from '../http/route.js';

const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What visitors see: the storefront list and a card's page. No sign-in. */
@ApiController('gift cards (public)')
@UseInterceptors(PublicCacheInterceptor)
export class PublicGiftCardsHttp extends ServicesHttp {
  @Route('GET /api/v1/admin/details/{id}', 'public')
  @ApiOperation({ summary: "A gift card's details for its public page (any business's active card); 404 'Gift card not found.' otherwise" })
  @ApiParam({ name: 'id', description: 'Gift card id' })
  details(@Param('id') id: string): Promise<GiftCardDetails> {
    return this.services.call(CatalogRpc.details, { id });
  }

  @Route('GET /api/v1/public/giftcards', 'public')
  @ApiOperation({ summary: 'Active, unexpired gift cards, newest first, of one business or of all' })
  @ApiQuery({ name: 'businessSlug', required: false })
  @ApiQuery({ name: 'keyword', required: false, description: 'Searches name, description and tag' })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: 'Cards per page, default 6, at most 50' })
  list(
    @Query('businessSlug') businessSlug?: unknown,
    @Query('keyword') keyword?: unknown,
    @Query('page') page?: unknown,
    @Query('limit') limit?: unknown,
  ): Promise<PublicGiftCardList> {
    return this.services.call(CatalogRpc.publicList, {
      businessSlug: queryText(businessSlug),
      keyword: queryText(keyword),
      page: queryText(page),
      limit: queryText(limit),
    });
  }
}
