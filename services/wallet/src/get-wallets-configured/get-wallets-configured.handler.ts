import { Injectable } from '@nestjs/common';
import type { WalletsConfigured } from '@gv/proto';
import { WalletPasses } from '../passes/wallet-passes.js';

/** For GET /api/health: which wallets have their keys configured. */
@Injectable()
export class GetWalletsConfiguredHandler {
  constructor(private readonly passes: WalletPasses) {}

  execute(): WalletsConfigured {
    return this.passes.configured();
  }
}
