import { drizzleService } from '@gv/platform';
import { IdentityModule } from './identity.module.js';

export const identityService = drizzleService('identity', IdentityModule, new URL('../drizzle/', import.meta.url), {
  replaces: '0009_two_step_sign_in',
  through: '0000_baseline',
});
export { ensureSuperAdmin } from './ensure-super-admin/ensure-super-admin.js';
export { DEMO_ADMIN } from './seed-demo-business/seed-demo-business.js';
export { loadIdentityKeys } from './identity-keys.js';
/** For npm run audit-ledger, which asks Square with each business's own credentials read from the stopped platform's database. */
export { GetPaymentCredentialsHandler } from './get-payment-credentials/get-payment-credentials.handler.js';
export { resealSquareSecrets } from './key-rotation/reseal-square-secrets.js';
export { resealTwoStepSecrets } from './key-rotation/reseal-two-step-secrets.js';
