import { CONFIG, loadKeyRing, type PlatformConfig } from '@gv/platform';

/** The keys endpoint secrets are sealed with at rest ('secrets-at-rest', as identity seals Square's tokens), each bound to its endpoint's id. */
export const WEBHOOK_SECRETS = 'GV_WEBHOOK_SECRETS';

export const webhookSecretsProvider = { provide: WEBHOOK_SECRETS, inject: [CONFIG], useFactory: (config: PlatformConfig) => loadKeyRing(config, 'secrets-at-rest') };
