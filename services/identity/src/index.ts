import type { ServiceDefinition } from '@gv/platform';
import { identityMigrations } from './db/migrations.js';
import { IdentityModule } from './identity.module.js';

export const identityService: ServiceDefinition = { name: 'identity', module: IdentityModule, migrations: identityMigrations };
export { ensureSuperAdmin } from './ensure-super-admin/ensure-super-admin.js';
export { DEMO_ADMIN } from './seed-demo-business/seed-demo-business.js';
export { loadIdentityKeys } from './identity-keys.js';
export { resealSquareSecrets } from './key-rotation/reseal-square-secrets.js';
export { resealTwoStepSecrets } from './key-rotation/reseal-two-step-secrets.js';
