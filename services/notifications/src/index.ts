import type { ServiceDefinition } from '@gv/platform';
import { notificationsMigrations } from './db/migrations.js';
import { NotificationsModule } from './notifications.module.js';

export const notificationsService: ServiceDefinition = { name: 'notifications', module: NotificationsModule, migrations: notificationsMigrations };
