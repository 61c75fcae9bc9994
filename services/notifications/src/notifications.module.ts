import { Module } from '@nestjs/common';
import { EVENT_HANDLERS } from '@gv/platform';
import { NotificationEvents } from './events/notification-events.js';
import { SendEmailWorker } from './send-email/send-email.worker.js';

@Module({
  providers: [SendEmailWorker, NotificationEvents, { provide: EVENT_HANDLERS, useExisting: NotificationEvents }],
})
export class NotificationsModule {}
