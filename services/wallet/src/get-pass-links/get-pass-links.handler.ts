import { Injectable } from '@nestjs/common';
import type { PassLinksRequest, WalletLinks } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/** POST /api/wallet/generate-wallet-pass (spec §7): the holder page of an issued card and its wallet links. */
@Injectable()
export class GetPassLinksHandler {
  constructor(private readonly cards: CardFacts, private readonly passes: WalletPasses) {}

  async execute(request: PassLinksRequest): Promise<WalletLinks> {
    return this.passes.links(await this.cards.of(request.uniqueCode, request.ip), request.publicBaseUrl);
  }
}
