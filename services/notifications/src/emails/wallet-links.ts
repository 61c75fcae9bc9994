import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RPC, type Logger, type RpcClient } from '@gv/platform';
import { WalletRpc, type WalletButtons } from '@gv/proto';

/**
 * A card's wallet links, asked of the wallet service while its email is rendered (the code is open only then).
 * Without configured wallets there are none; when the wallet service cannot answer, the email goes without
 * them rather than waiting: its holder page link offers the same buttons.
 */
@Injectable()
export class WalletLinksLookup {
  constructor(
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async of(uniqueCode: string, publicBaseUrl: string): Promise<WalletButtons> {
    try {
      return await this.rpc.call(WalletRpc.buttons, { uniqueCode, publicBaseUrl });
    } catch (error) {
      this.logger.warn({ err: error }, 'wallet links could not be made; the email goes without them');
      return {};
    }
  }
}
