import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type WalletsConfigured } from '@gv/proto';
import { GetWalletsConfiguredHandler } from './get-wallets-configured.handler.js';

@Controller()
export class GetWalletsConfiguredRpc {
  constructor(private readonly handler: GetWalletsConfiguredHandler) {}

  @RpcHandler(WalletRpc.configured)
  configured(): WalletsConfigured {
    return this.handler.execute();
  }
}
