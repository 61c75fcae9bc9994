import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type WalletsConfigured } from '@gv/proto';
import { WalletPasses } from '../passes/wallet-passes.js';

/** For GET /api/health: which wallets have their keys configured. */
@Controller()
export class WalletsConfiguredRpc {
  constructor(private readonly passes: WalletPasses) {}

  @RpcHandler(WalletRpc.configured)
  configured(): WalletsConfigured {
    return this.passes.configured();
  }
}
