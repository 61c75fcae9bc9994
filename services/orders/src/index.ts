import type { ServiceDefinition } from '@gv/platform';
import { ordersMigrations } from './db/migrations.js';
import { OrdersModule } from './orders.module.js';

export const ordersService: ServiceDefinition = { name: 'orders', module: OrdersModule, migrations: ordersMigrations };
