import { drizzleService } from '@gv/platform';
import { AnalyticsModule } from './analytics.module.js';

export const analyticsService = drizzleService('analytics', AnalyticsModule, new URL('../drizzle/', import.meta.url), {
  replaces: '0016_one_glossary_of_figures',
  through: '0001_customers_search',
});
export { rebuildProjection, type RebuildReport } from './rebuild/rebuild-projection.js';
export { seedBooks, type BooksSeed } from './seed-books/seed-books.js';
