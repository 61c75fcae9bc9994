import { Module } from '@nestjs/common';
import { CONFIG, EVENT_HANDLERS, mergeEventHandlers, type EventSubscriber, type PlatformConfig } from '@gv/platform';
import { BatchEmailProgressRpc, BatchEmails } from './batch-progress/batch-emails.js';
import { CardTypes } from './card-types/card-types.js';
import { BusinessBrands } from './business-brands/business-brands.js';
import { MailSecrets } from './emails/mail-secrets.js';
import { NotificationEvents } from './events/notification-events.js';
import { SendEmailWorker } from './send-email/send-email.worker.js';
import { SendSmsWorker } from './send-sms/send-sms.worker.js';
import { WebhookEndpoints, WebhookEndpointsRpc } from './webhooks-out/webhook-endpoints.js';
import { WebhookEvents } from './webhooks-out/webhook-events.js';
import { webhookSecretsProvider } from './webhooks-out/webhook-secrets.js';
import { WebhookSender } from './webhooks-out/webhook-sender.js';

@Module({
  controllers: [BatchEmailProgressRpc, WebhookEndpointsRpc],
  providers: [
    BatchEmails,
    SendEmailWorker,
    SendSmsWorker,
    BusinessBrands,
    CardTypes,
    NotificationEvents,
    WebhookSender,
    WebhookEndpoints,
    WebhookEvents,
    webhookSecretsProvider,
    {
      provide: EVENT_HANDLERS,
      inject: [NotificationEvents, WebhookEvents],
      useFactory: (...subscribers: EventSubscriber[]): EventSubscriber => ({ handlers: () => mergeEventHandlers(subscribers.map((subscriber) => subscriber.handlers())) }),
    },
    { provide: MailSecrets, inject: [CONFIG], useFactory: (config: PlatformConfig) => MailSecrets.fromConfig(config) },
  ],
})
export class NotificationsModule {}
