import { Module } from '@nestjs/common';
import { CONFIG, type PlatformConfig, forwardRpc } from '@gv/platform';
import { WalletRpc } from '@gv/proto';
import { PassImages } from './apple/pass-images.js';
import { CardFacts } from './card-facts/card-facts.js';
import { GetApplePassHandler } from './get-apple-pass/get-apple-pass.handler.js';
import { GetHolderCardHandler } from './get-holder-card/get-holder-card.handler.js';
import { GetPassLinksHandler } from './get-pass-links/get-pass-links.handler.js';
import { GetWalletButtonsHandler } from './get-wallet-buttons/get-wallet-buttons.handler.js';
import { GetWalletsConfiguredHandler } from './get-wallets-configured/get-wallets-configured.handler.js';
import { GetWalletsConfiguredRpc } from './get-wallets-configured/get-wallets-configured.rpc.js';
import { WalletPasses } from './passes/wallet-passes.js';
import { loadWalletCredentials, WALLET_CREDENTIALS } from './signing/wallet-credentials.js';

/** Hosts the wallet use cases (holder page, wallet links, Apple passes); its engines and health check come from the platform host. */
@Module({
  controllers: [
    forwardRpc(WalletRpc.holderCard, GetHolderCardHandler),
    forwardRpc(WalletRpc.passLinks, GetPassLinksHandler),
    forwardRpc(WalletRpc.buttons, GetWalletButtonsHandler),
    forwardRpc(WalletRpc.applePass, GetApplePassHandler),
    GetWalletsConfiguredRpc,
  ],
  providers: [
    CardFacts,
    PassImages,
    WalletPasses,
    GetHolderCardHandler,
    GetPassLinksHandler,
    GetWalletButtonsHandler,
    GetApplePassHandler,
    GetWalletsConfiguredHandler,
    { provide: WALLET_CREDENTIALS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadWalletCredentials(config) },
  ],
})
export class WalletModule {}
