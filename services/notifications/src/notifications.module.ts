import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, LOGGER, RPC, WalletButtonsLookup, type Logger, type PlatformConfig, type RpcClient } from '@gv/platform';
import { BusinessBrands } from './business-brands/business-brands.js';
import { MailSecrets } from './emails/mail-secrets.js';
import { NotificationEvents } from './events/notification-events.js';
import { SendEmailWorker } from './send-email/send-email.worker.js';

@Module({
  providers: [
    SendEmailWorker,
    BusinessBrands,
    { provide: WalletButtonsLookup, inject: [RPC, LOGGER], useFactory: (rpc: RpcClient, logger: Logger) => new WalletButtonsLookup(rpc, logger) },
    NotificationEvents,
    { provide: EVENT_HANDLERS, useExisting: NotificationEvents },
    { provide: MailSecrets, inject: [CONFIG], useFactory: (config: PlatformConfig) => MailSecrets.fromConfig(config) },
  ],
})
export class NotificationsModule {}
