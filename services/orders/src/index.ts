import type { ServiceDefinition } from '@gv/platform';
import { ordersMigrations } from './db/migrations.js';
import { OrdersModule } from './orders.module.js';

export const ordersService: ServiceDefinition = { name: 'orders', module: OrdersModule, migrations: ordersMigrations };

/** For npm run audit-ledger, which reads redemption's facts directly from the stopped platform's database. */
export { auditLedger, type CardFacts } from './audit-ledger/ledger-audit.js';
