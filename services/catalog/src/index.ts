import { migrationFolder, type ServiceDefinition } from '@gv/platform';
import { CatalogModule } from './catalog.module.js';

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  module: CatalogModule,
  migrations: migrationFolder(new URL('../drizzle/', import.meta.url), {
    source: 'catalog',
    baseline: { replaces: '0006_gift_card_redemption_window', through: '0000_baseline' },
  }),
};
