import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type PassLinksRequest, type WalletLinks } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/**
 * POST /api/wallet/generate-wallet-pass (spec §7), the purchase answer and the purchase emails:
 * the holder page of an issued card and, when configured, its wallet links.
 */
@Controller()
export class GetPassLinksRpc {
  constructor(
    private readonly cards: CardFacts,
    private readonly passes: WalletPasses,
  ) {}

  @RpcHandler(WalletRpc.passLinks)
  async passLinks(body: PassLinksRequest): Promise<WalletLinks> {
    return this.passes.links(await this.cards.of(body.uniqueCode, body.ip), body.publicBaseUrl);
  }
}
