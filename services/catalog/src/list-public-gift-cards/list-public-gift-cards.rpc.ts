import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type PublicGiftCardListRequest } from '@gv/proto';
import { ListPublicGiftCardsHandler } from './list-public-gift-cards.handler.js';

@Controller()
export class ListPublicGiftCardsRpc {
  constructor(private readonly handler: ListPublicGiftCardsHandler) {}

  @RpcHandler(CatalogRpc.publicList)
  list(body: PublicGiftCardListRequest) {
    return this.handler.execute(body);
  }
}
