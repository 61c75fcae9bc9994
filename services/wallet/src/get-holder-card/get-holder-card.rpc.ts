import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type HolderCardAnswer, type HolderPageRequest } from '@gv/proto';
import { GetHolderCardHandler } from './get-holder-card.handler.js';

@Controller()
export class GetHolderCardRpc {
  constructor(private readonly handler: GetHolderCardHandler) {}

  @RpcHandler(WalletRpc.holderCard)
  holderCard(body: HolderPageRequest): Promise<HolderCardAnswer> {
    return this.handler.execute(body);
  }
}
