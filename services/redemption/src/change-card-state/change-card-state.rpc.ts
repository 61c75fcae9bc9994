import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type CardActionRequest } from '@gv/proto';
import { ChangeCardStateHandler } from './change-card-state.handler.js';

@Controller()
export class ChangeCardStateRpc {
  constructor(private readonly handler: ChangeCardStateHandler) {}

  @RpcHandler(RedemptionRpc.voidCard)
  voidCard(body: CardActionRequest) {
    return this.handler.execute('void', body);
  }

  @RpcHandler(RedemptionRpc.reactivateCard)
  reactivate(body: CardActionRequest) {
    return this.handler.execute('reactivate', body);
  }
}
