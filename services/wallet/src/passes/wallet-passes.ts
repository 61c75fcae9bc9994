import { Inject, Injectable } from '@nestjs/common';
import type { WalletLinks, WalletsConfigured } from '@gv/proto';
import { signApplePass } from '../apple/apple-pass-signer.js';
import { PassImages } from '../apple/pass-images.js';
import { PassSecrets } from '../apple/pass-secrets.js';
import type { CardFactsOf } from '../card-facts/card-facts.js';
import { applePassJson, googleGiftCardPayload, isSpent, type PassFacts } from '../domain/pass-content.js';
import { googleSaveUrl } from '../google/google-save-link.js';
import { WALLET_CREDENTIALS, type WalletCredentials } from '../signing/wallet-credentials.js';

/** The holder page and the wallet passes of a card; a wallet without configured keys signs test passes with local keys. */
@Injectable()
export class WalletPasses {
  constructor(
    @Inject(WALLET_CREDENTIALS) private readonly credentials: WalletCredentials,
    private readonly images: PassImages,
    private readonly secrets: PassSecrets,
  ) {}

  configured(): WalletsConfigured {
    return { apple: !this.credentials.apple.testKeys, google: !this.credentials.google.testKeys };
  }

  /** A card with nothing left to spend gets no wallet links: there is nothing to carry to the counter. */
  async links({ card, business, locale }: CardFactsOf, publicBaseUrl: string): Promise<WalletLinks> {
    const base = publicBaseUrl.replace(/\/+$/, '');
    const facts = passFacts({ card, business, locale }, base);
    const links: WalletLinks = { saveUrl: facts.holderPage, uniqueCode: card.uniqueCode };
    if (isSpent(card)) return links;
    const { apple, google } = this.credentials;
    links.googleWalletUrl = googleSaveUrl(google, googleGiftCardPayload(facts, google.issuerId, base, new Date()), new URL(base).origin);
    links.appleWalletUrl = `${base}/api/wallet/apple/${card.uniqueCode}.pkpass`;
    if (apple.testKeys || google.testKeys) links.testPass = true;
    return links;
  }

  /**
   * The signed .pkpass as the card is now (void once spent, so downloading it again replaces a pass with nothing left),
   * naming the web service Wallet asks for its updates (decision 0088).
   */
  async applePass({ card, business, locale }: CardFactsOf, publicBaseUrl: string): Promise<Buffer> {
    const { apple } = this.credentials;
    const base = publicBaseUrl.replace(/\/+$/, '');
    const updates = { webServiceURL: `${base}/api/wallet/apple`, authenticationToken: this.secrets.tokenOf(card.uniqueCode) };
    const passJson = applePassJson(passFacts({ card, business, locale }, base), { ...apple, ...updates });
    return signApplePass(apple, passJson, await this.images.forBusiness(business.logoUrl));
  }
}

function passFacts({ card, business, locale }: CardFactsOf, base: string): PassFacts {
  return { card, business: { name: business.name, logoUrl: business.logoUrl }, holderPage: `${base}/card/${card.uniqueCode}`, locale };
}
