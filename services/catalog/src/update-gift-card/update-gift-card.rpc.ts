import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type UpdateGiftCardRequest } from '@gv/proto';
import { UpdateGiftCardHandler } from './update-gift-card.handler.js';

@Controller()
export class UpdateGiftCardRpc {
  constructor(private readonly handler: UpdateGiftCardHandler) {}

  @RpcHandler(CatalogRpc.update)
  update(body: UpdateGiftCardRequest) {
    return this.handler.execute(body);
  }
}
