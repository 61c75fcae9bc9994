import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type PassLinksRequest, type WalletButtons } from '@gv/proto';
import { GetWalletButtonsHandler } from './get-wallet-buttons.handler.js';

@Controller()
export class GetWalletButtonsRpc {
  constructor(private readonly handler: GetWalletButtonsHandler) {}

  @RpcHandler(WalletRpc.buttons)
  buttons(body: PassLinksRequest): Promise<WalletButtons> {
    return this.handler.execute(body);
  }
}
