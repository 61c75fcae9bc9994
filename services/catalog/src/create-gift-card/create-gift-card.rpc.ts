import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type CreateGiftCardRequest } from '@gv/proto';
import { CreateGiftCardHandler } from './create-gift-card.handler.js';

@Controller()
export class CreateGiftCardRpc {
  constructor(private readonly handler: CreateGiftCardHandler) {}

  @RpcHandler(CatalogRpc.create)
  create(body: CreateGiftCardRequest) {
    return this.handler.execute(body);
  }
}
