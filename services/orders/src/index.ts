import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@gv/platform';

/** Hosts the orders use cases; its engines and health check come from the platform host. */
@Module({})
export class OrdersModule {}

export const ordersService: ServiceDefinition = { name: 'orders', module: OrdersModule, migrations: [] };
