import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type ApplePass, type ApplePassRequest } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/** GET /api/wallet/apple/{code}.pkpass: the card's Apple Wallet pass, signed as the card is now. */
@Controller()
export class GetApplePassRpc {
  constructor(
    private readonly cards: CardFacts,
    private readonly passes: WalletPasses,
  ) {}

  @RpcHandler(WalletRpc.applePass)
  async applePass(body: ApplePassRequest): Promise<ApplePass> {
    const pkpass = await this.passes.applePass(await this.cards.of(body.uniqueCode, body.ip), body.publicBaseUrl);
    return { pkpassBase64: pkpass.toString('base64') };
  }
}
