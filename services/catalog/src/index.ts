import type { ServiceDefinition } from '@gv/platform';
import { CatalogModule } from './catalog.module.js';
import { catalogMigrations } from './db/migrations.js';

export const catalogService: ServiceDefinition = { name: 'catalog', module: CatalogModule, migrations: catalogMigrations };
