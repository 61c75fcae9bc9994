import type { ServiceDefinition } from '@gv/platform';
import { analyticsMigrations } from './db/migrations.js';
import { AnalyticsModule } from './analytics.module.js';

export const analyticsService: ServiceDefinition = { name: 'analytics', module: AnalyticsModule, migrations: analyticsMigrations };
export { rebuildProjection, type RebuildReport } from './rebuild/rebuild-projection.js';
export { seedBooks, type BooksSeed } from './seed-books/seed-books.js';
