import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CatalogRpc, type GiftCardPriceRequest } from '@gv/proto';
import { GetGiftCardPriceHandler } from './get-gift-card-price.handler.js';

@Controller()
export class GetGiftCardPriceRpc {
  constructor(private readonly handler: GetGiftCardPriceHandler) {}

  @RpcHandler(CatalogRpc.price)
  price(body: GiftCardPriceRequest) {
    return this.handler.execute(body);
  }
}
