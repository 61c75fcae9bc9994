import type { Db, Logger, PlatformConfig, StartupTask } from '@gv/platform';
import { businessCount } from '../db/business-repository.js';
import type { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

export const DEMO_ADMIN = { email: 'demo@giftcardvault.local', password: 'demo-pass-123' };

/** DEMO=1 on an empty database: one demo business to sign in to, with its sign-in printed. */
export function demoBusinessAtStart(db: Db, config: PlatformConfig, logger: Logger, provision: ProvisionBusinessHandler): StartupTask {
  return {
    async run() {
      if (config.DEMO !== '1') return;
      if ((await businessCount(db)) > 0) return;
      await db.transaction((tx) =>
        provision.execute(tx, {
          name: 'Demo Owner',
          email: DEMO_ADMIN.email,
          phone: '(555) 010-0100',
          restaurantName: 'Demo Bistro',
          address: { street: '100 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
          password: DEMO_ADMIN.password,
        }),
      );
      logger.info(`Demo business ready: sign in at /login as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      process.stdout.write(`\n  Demo business "Demo Bistro": sign in at /login as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n\n`);
    },
  };
}
