import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@gv/platform';

/** Hosts the redemption use cases; its engines and health check come from the platform host. */
@Module({})
export class RedemptionModule {}

export const redemptionService: ServiceDefinition = { name: 'redemption', module: RedemptionModule, migrations: [] };
