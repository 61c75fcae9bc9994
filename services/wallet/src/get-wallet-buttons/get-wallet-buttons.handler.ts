import { Injectable } from '@nestjs/common';
import { Kept } from '@gv/platform';
import type { PassLinksRequest, WalletButtons, WalletButtonsRequest } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/**
 * How long a just-issued card's buttons are kept: a purchase asks for them twice within moments (its answer and its
 * email), and each ask reads the card and its business and signs a Google save link.
 */
export const BUTTONS_KEEP_MS = 5000;

/** The wallet buttons of an issued card and its terminal number, all the purchase answer and the emails ask for. */
@Injectable()
export class GetWalletButtonsHandler {
  private readonly kept = new Kept<WalletButtons>({ name: 'wallet-buttons', keepMs: BUTTONS_KEEP_MS, max: 10_000 });

  constructor(private readonly cards: CardFacts, private readonly passes: WalletPasses) {}

  execute({ justIssued, ...request }: WalletButtonsRequest): Promise<WalletButtons> {
    return justIssued ? this.kept.get(`${request.uniqueCode}\n${request.publicBaseUrl}`, () => this.buttons(request)) : this.buttons(request);
  }

  private async buttons(request: PassLinksRequest): Promise<WalletButtons> {
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
