import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, type PlatformConfig } from '@gv/platform';
import { BatchEmailProgressRpc, BatchEmails } from './batch-progress/batch-emails.js';
import { CardTypes } from './card-types/card-types.js';
import { BusinessBrands } from './business-brands/business-brands.js';
import { MailSecrets } from './emails/mail-secrets.js';
import { NotificationEvents } from './events/notification-events.js';
import { SendEmailWorker } from './send-email/send-email.worker.js';
import { SendSmsWorker } from './send-sms/send-sms.worker.js';

@Module({
  controllers: [BatchEmailProgressRpc],
  providers: [
    BatchEmails,
    SendEmailWorker,
    SendSmsWorker,
    BusinessBrands,
    CardTypes,
    NotificationEvents,
    { provide: EVENT_HANDLERS, useExisting: NotificationEvents },
    { provide: MailSecrets, inject: [CONFIG], useFactory: (config: PlatformConfig) => MailSecrets.fromConfig(config) },
  ],
})
export class NotificationsModule {}
