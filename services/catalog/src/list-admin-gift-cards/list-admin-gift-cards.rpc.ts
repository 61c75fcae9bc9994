import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type AdminGiftCardListRequest } from '@gv/proto';
import { ListAdminGiftCardsHandler } from './list-admin-gift-cards.handler.js';

@Controller()
export class ListAdminGiftCardsRpc {
  constructor(private readonly handler: ListAdminGiftCardsHandler) {}

  @RpcHandler(CatalogRpc.adminList)
  list(body: AdminGiftCardListRequest) {
    return this.handler.execute(body);
  }
}
