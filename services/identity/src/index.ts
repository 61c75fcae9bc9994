import { migrationFolder, type ServiceDefinition } from '@gv/platform';
import { IdentityModule } from './identity.module.js';

export const identityService: ServiceDefinition = {
  name: 'identity',
  module: IdentityModule,
  migrations: migrationFolder(new URL('../drizzle/', import.meta.url), {
    source: 'identity',
    baseline: { replaces: '0009_two_step_sign_in', through: '0000_baseline' },
  }),
};
export { ensureSuperAdmin } from './ensure-super-admin/ensure-super-admin.js';
export { DEMO_ADMIN } from './seed-demo-business/seed-demo-business.js';
export { loadIdentityKeys } from './identity-keys.js';
export { resealSquareSecrets } from './key-rotation/reseal-square-secrets.js';
export { resealTwoStepSecrets } from './key-rotation/reseal-two-step-secrets.js';
