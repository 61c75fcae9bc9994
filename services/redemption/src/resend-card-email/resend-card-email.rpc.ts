import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type CardActionRequest, type HolderResendRequest, type LostCardsRequest } from '@gv/proto';
import { ResendCardEmailHandler } from './resend-card-email.handler.js';

@Controller()
export class ResendCardEmailRpc {
  constructor(private readonly handler: ResendCardEmailHandler) {}

  @RpcHandler(RedemptionRpc.resendCardEmail)
  forAdmin(body: CardActionRequest) {
    return this.handler.forAdmin(body);
  }

  @RpcHandler(RedemptionRpc.resendToHolder)
  forHolder(body: HolderResendRequest) {
    return this.handler.forHolder(body);
  }

  @RpcHandler(RedemptionRpc.lostCards)
  lostCards(body: LostCardsRequest) {
    return this.handler.lostCards(body);
  }
}
