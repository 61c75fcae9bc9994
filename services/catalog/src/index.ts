import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@gv/platform';

/** Hosts the catalog use cases; its engines and health check come from the platform host. */
@Module({})
export class CatalogModule {}

export const catalogService: ServiceDefinition = { name: 'catalog', module: CatalogModule, migrations: [] };
