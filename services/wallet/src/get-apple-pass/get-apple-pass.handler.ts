import { Injectable } from '@nestjs/common';
import type { ApplePass, ApplePassRequest } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/** GET /api/wallet/apple/{code}.pkpass: the card's Apple Wallet pass, signed as the card is now. */
@Injectable()
export class GetApplePassHandler {
  constructor(private readonly cards: CardFacts, private readonly passes: WalletPasses) {}

  async execute(request: ApplePassRequest): Promise<ApplePass> {
    const pkpass = await this.passes.applePass(await this.cards.of(request.uniqueCode, request.ip), request.publicBaseUrl);
    return { pkpassBase64: pkpass.toString('base64') };
  }
}
