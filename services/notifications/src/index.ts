import { migrationFolder, type ServiceDefinition } from '@gv/platform';
import { NotificationsModule } from './notifications.module.js';

export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  module: NotificationsModule,
  migrations: migrationFolder(new URL('../drizzle/', import.meta.url), {
    source: 'notifications',
    baseline: { replaces: '0003_batch_emails', through: '0000_baseline' },
  }),
};
