import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type GiftCardDetailsRequest } from '@gv/proto';
import { GetGiftCardDetailsHandler } from './get-gift-card-details.handler.js';

@Controller()
export class GetGiftCardDetailsRpc {
  constructor(private readonly handler: GetGiftCardDetailsHandler) {}

  @RpcHandler(CatalogRpc.details)
  details(body: GiftCardDetailsRequest) {
    return this.handler.execute(body);
  }
}
