import { Injectable } from '@nestjs/common';
import type { PassLinksRequest, WalletButtons } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/** The wallet buttons of an issued card and its terminal number, all the purchase answer and the emails ask for. */
@Injectable()
export class GetWalletButtonsHandler {
  constructor(private readonly cards: CardFacts, private readonly passes: WalletPasses) {}

  async execute(request: PassLinksRequest): Promise<WalletButtons> {
    const facts = await this.cards.of(request.uniqueCode, request.ip);
    const { googleWalletUrl, appleWalletUrl, testPass } = await this.passes.links(facts, request.publicBaseUrl);
    const { posNumber } = facts.card;
    return {
      ...(googleWalletUrl ? { googleWalletUrl } : {}),
      ...(appleWalletUrl ? { appleWalletUrl } : {}),
      ...(testPass ? { testPass } : {}),
      ...(posNumber !== undefined ? { posNumber } : {}),
    };
  }
}
