import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { HolderCardRpc, type HolderCardRequest } from '@gv/proto';
import { GetCardForHolderHandler } from './get-card-for-holder.handler.js';

@Controller()
export class GetCardForHolderRpc {
  constructor(private readonly handler: GetCardForHolderHandler) {}

  @RpcHandler(HolderCardRpc.find)
  find(body: HolderCardRequest) {
    return this.handler.execute(body);
  }
}
