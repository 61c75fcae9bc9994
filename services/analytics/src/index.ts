import { migrationFolder, type ServiceDefinition } from '@gv/platform';
import { AnalyticsModule } from './analytics.module.js';

export const analyticsService: ServiceDefinition = {
  name: 'analytics',
  module: AnalyticsModule,
  migrations: migrationFolder(new URL('../drizzle/', import.meta.url), {
    source: 'analytics',
    baseline: { replaces: '0016_one_glossary_of_figures', through: '0001_customers_search' },
  }),
};
export { rebuildProjection, type RebuildReport } from './rebuild/rebuild-projection.js';
export { seedBooks, type BooksSeed } from './seed-books/seed-books.js';
