import { WalletRpc, type WalletButtons } from '@gv/proto';
import type { Logger } from '../logging.js';
import type { RpcClient } from './rpc-client.js';

/**
 * A just-issued card's wallet buttons, for the purchase answer and the purchase emails. When the wallet service
 * cannot answer, there are none: the card's holder page offers the same buttons.
 */
export class WalletButtonsLookup {
  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {}

  async of(uniqueCode: string, publicBaseUrl: string): Promise<WalletButtons> {
    try {
      return await this.rpc.call(WalletRpc.buttons, { uniqueCode, publicBaseUrl });
    } catch (error) {
      this.logger.warn({ err: error }, 'wallet links could not be made; going on without them');
      return {};
    }
  }
}
