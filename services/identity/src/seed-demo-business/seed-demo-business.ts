import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DB, LOGGER, type Db, type Logger, type PlatformConfig, type StartupTask } from '@gv/platform';
import { businessCount } from '../db/business-repository.js';
import { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

export const DEMO_ADMIN = { email: 'demo@giftcardvault.local', password: 'demo-pass-123' };

/** DEMO=1 on an empty database: one demo business to sign in to, with its sign-in printed. */
@Injectable()
export class SeedDemoBusiness implements StartupTask {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly provision: ProvisionBusinessHandler,
  ) {}

  async run(): Promise<void> {
    if (this.config.DEMO !== '1') return;
    if ((await businessCount(this.db)) > 0) return;
    await this.db.transaction((tx) =>
      this.provision.execute(tx, {
        name: 'Demo Owner',
        email: DEMO_ADMIN.email,
        phone: '(555) 010-0100',
        restaurantName: 'Demo Bistro',
        address: { street: '100 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
        password: DEMO_ADMIN.password,
      }),
    );
    this.logger.info(`Demo business ready: sign in at /login as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    process.stdout.write(`\n  Demo business "Demo Bistro": sign in at /login as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n\n`);
  }
}
