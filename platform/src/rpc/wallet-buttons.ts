import { WalletRpc, type WalletButtons, type WalletsConfigured } from '@gv/proto';
import type { Logger } from '../logging.js';
import { CachedAnswer } from './cached-answer.js';
import type { RpcClient } from './rpc-client.js';

/** Which wallets are configured changes only when the wallet service is deployed again: asked at most this often. */
const CONFIGURED_TTL_MS = 30_000;

/**
 * A just-issued card's wallet buttons, for the purchase answer and the purchase emails: asked of the wallet service
 * only while it has a wallet configured, so a platform without wallet keys makes no call per purchase. When the
 * wallet service cannot answer, there are none: the card's holder page offers the same buttons.
 */
export class WalletButtonsLookup {
  private readonly configured: CachedAnswer<WalletsConfigured>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly logger: Logger,
  ) {
    this.configured = new CachedAnswer(() => rpc.call(WalletRpc.configured), CONFIGURED_TTL_MS);
  }

  async of(uniqueCode: string, publicBaseUrl: string): Promise<WalletButtons> {
    try {
      const { apple, google } = await this.configured.get();
      if (!apple && !google) return {};
      return await this.rpc.call(WalletRpc.buttons, { uniqueCode, publicBaseUrl });
    } catch (error) {
      this.logger.warn({ err: error }, 'wallet links could not be made; going on without them');
      return {};
    }
  }
}
