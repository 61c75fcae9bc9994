import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type ChangeGiftDeliveryRequest, type GiftDeliveryRequest } from '@gv/proto';
import { ChangeGiftDeliveryHandler } from './change-gift-delivery.handler.js';

@Controller()
export class ChangeGiftDeliveryRpc {
  constructor(private readonly handler: ChangeGiftDeliveryHandler) {}

  @RpcHandler(RedemptionRpc.findGiftDelivery)
  find(body: GiftDeliveryRequest) {
    return this.handler.find(body);
  }

  @RpcHandler(RedemptionRpc.changeGiftDelivery)
  change(body: ChangeGiftDeliveryRequest) {
    return this.handler.change(body);
  }
}
