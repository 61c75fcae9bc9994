import type { ServiceDefinition } from '@gv/platform';
import { redemptionMigrations } from './db/migrations.js';
import { RedemptionModule } from './redemption.module.js';

export const redemptionService: ServiceDefinition = { name: 'redemption', module: RedemptionModule, migrations: redemptionMigrations };
