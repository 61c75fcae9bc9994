import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, SERVICE_QUEUES, type PlatformConfig, forwardRpc } from '@gv/platform';
import { WalletRpc } from '@gv/proto';
import { APPLE_PUSH } from './apple/apple-push.js';
import { PassImages } from './apple/pass-images.js';
import { PassSecrets } from './apple/pass-secrets.js';
import { CardFacts } from './card-facts/card-facts.js';
import { PassUpdateEvents } from './events/pass-update-events.js';
import { GetApplePassHandler } from './get-apple-pass/get-apple-pass.handler.js';
import { GetHolderCardHandler } from './get-holder-card/get-holder-card.handler.js';
import { GetLatestPassHandler } from './get-latest-pass/get-latest-pass.handler.js';
import { GetPassLinksHandler } from './get-pass-links/get-pass-links.handler.js';
import { GetWalletButtonsHandler } from './get-wallet-buttons/get-wallet-buttons.handler.js';
import { GetWalletsConfiguredHandler } from './get-wallets-configured/get-wallets-configured.handler.js';
import { GetWalletsConfiguredRpc } from './get-wallets-configured/get-wallets-configured.rpc.js';
import { GOOGLE_WALLET_OBJECTS } from './google/google-wallet-objects.js';
import { ListChangedPassesHandler } from './list-changed-passes/list-changed-passes.handler.js';
import { WalletPasses } from './passes/wallet-passes.js';
import { RegisterPassDeviceHandler } from './register-pass-device/register-pass-device.handler.js';
import { loadWalletCredentials, WALLET_CREDENTIALS } from './signing/wallet-credentials.js';
import { UnregisterPassDeviceHandler } from './unregister-pass-device/unregister-pass-device.handler.js';
import { PassUpdater } from './update-passes/pass-updater.js';
import { applePushFor, googleObjectsFor } from './updates/update-adapters.js';

/**
 * Hosts the wallet use cases (holder page, wallet links, Apple passes and their web service) and keeps passes up to
 * date with the ledger's events; its engines and health check come from the platform host.
 */
@Module({
  controllers: [
    forwardRpc(WalletRpc.holderCard, GetHolderCardHandler),
    forwardRpc(WalletRpc.passLinks, GetPassLinksHandler),
    forwardRpc(WalletRpc.buttons, GetWalletButtonsHandler),
    forwardRpc(WalletRpc.applePass, GetApplePassHandler),
    forwardRpc(WalletRpc.registerDevice, RegisterPassDeviceHandler),
    forwardRpc(WalletRpc.unregisterDevice, UnregisterPassDeviceHandler),
    forwardRpc(WalletRpc.changedPasses, ListChangedPassesHandler),
    forwardRpc(WalletRpc.latestPass, GetLatestPassHandler),
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
    PassSecrets,
    RegisterPassDeviceHandler,
    UnregisterPassDeviceHandler,
    ListChangedPassesHandler,
    GetLatestPassHandler,
    PassUpdater,
    PassUpdateEvents,
    { provide: EVENT_HANDLERS, useExisting: PassUpdateEvents },
    { provide: SERVICE_QUEUES, useExisting: PassUpdater },
    { provide: WALLET_CREDENTIALS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadWalletCredentials(config) },
    { provide: APPLE_PUSH, inject: [WALLET_CREDENTIALS, CONFIG], useFactory: applePushFor },
    { provide: GOOGLE_WALLET_OBJECTS, inject: [WALLET_CREDENTIALS, CONFIG], useFactory: googleObjectsFor },
  ],
})
export class WalletModule {}
