import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type DeleteGiftCardRequest } from '@gv/proto';
import { DeleteGiftCardHandler } from './delete-gift-card.handler.js';

@Controller()
export class DeleteGiftCardRpc {
  constructor(private readonly handler: DeleteGiftCardHandler) {}

  @RpcHandler(CatalogRpc.remove)
  remove(body: DeleteGiftCardRequest) {
    return this.handler.execute(body);
  }
}
