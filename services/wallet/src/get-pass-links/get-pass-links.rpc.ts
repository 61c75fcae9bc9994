import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { WalletRpc, type PassLinksRequest, type WalletButtons, type WalletLinks } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/**
 * POST /api/wallet/generate-wallet-pass (spec §7): the holder page of an issued card and its wallet links.
 * The purchase answer and emails ask only for the buttons.
 */
@Controller()
export class GetPassLinksRpc {
  constructor(
    private readonly cards: CardFacts,
    private readonly passes: WalletPasses,
  ) {}

  @RpcHandler(WalletRpc.passLinks)
  passLinks(body: PassLinksRequest): Promise<WalletLinks> {
    return this.links(body);
  }

  @RpcHandler(WalletRpc.buttons)
  async buttons(body: PassLinksRequest): Promise<WalletButtons> {
    const { googleWalletUrl, appleWalletUrl, testPass } = await this.links(body);
    return { ...(googleWalletUrl ? { googleWalletUrl } : {}), ...(appleWalletUrl ? { appleWalletUrl } : {}), ...(testPass ? { testPass } : {}) };
  }

  private async links(body: PassLinksRequest): Promise<WalletLinks> {
    return this.passes.links(await this.cards.of(body.uniqueCode, body.ip), body.publicBaseUrl);
  }
}
