import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc } from '@gv/proto';
import { ListPublicCardPagesHandler } from './list-public-card-pages.handler.js';

@Controller()
export class ListPublicCardPagesRpc {
  constructor(private readonly handler: ListPublicCardPagesHandler) {}

  @RpcHandler(CatalogRpc.publicPages)
  list() {
    return this.handler.execute();
  }
}
