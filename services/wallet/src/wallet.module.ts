import { Module } from '@nestjs/common';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import { PassImages } from './apple/pass-images.js';
import { CardFacts } from './card-facts/card-facts.js';
import { GetApplePassRpc } from './get-apple-pass/get-apple-pass.rpc.js';
import { GetHolderCardRpc } from './get-holder-card/get-holder-card.rpc.js';
import { GetPassLinksRpc } from './get-pass-links/get-pass-links.rpc.js';
import { WalletPasses } from './passes/wallet-passes.js';
import { loadWalletCredentials, WALLET_CREDENTIALS } from './signing/wallet-credentials.js';
import { WalletsConfiguredRpc } from './wallets-configured/wallets-configured.rpc.js';

/** Hosts the wallet use cases (holder page, wallet links, Apple passes); its engines and health check come from the platform host. */
@Module({
  controllers: [GetHolderCardRpc, GetPassLinksRpc, GetApplePassRpc, WalletsConfiguredRpc],
  providers: [
    CardFacts,
    PassImages,
    WalletPasses,
    { provide: WALLET_CREDENTIALS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadWalletCredentials(config) },
  ],
})
export class WalletModule {}
