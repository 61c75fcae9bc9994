import { drizzleService } from '@gv/platform';
import { NotificationsModule } from './notifications.module.js';

export const notificationsService = drizzleService('notifications', NotificationsModule, new URL('../drizzle/', import.meta.url), {
  replaces: '0003_batch_emails',
  through: '0000_baseline',
});
