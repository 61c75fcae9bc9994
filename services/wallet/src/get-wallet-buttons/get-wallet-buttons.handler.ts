import { Injectable } from '@nestjs/common';
import type { PassLinksRequest, WalletButtons } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/** The wallet buttons of an issued card, all the purchase answer and the emails ask for. */
@Injectable()
export class GetWalletButtonsHandler {
  constructor(private readonly cards: CardFacts, private readonly passes: WalletPasses) {}

  async execute(request: PassLinksRequest): Promise<WalletButtons> {
    const { googleWalletUrl, appleWalletUrl, testPass } = await this.passes.links(await this.cards.of(request.uniqueCode, request.ip), request.publicBaseUrl);
    return { ...(googleWalletUrl ? { googleWalletUrl } : {}), ...(appleWalletUrl ? { appleWalletUrl } : {}), ...(testPass ? { testPass } : {}) };
  }
}
