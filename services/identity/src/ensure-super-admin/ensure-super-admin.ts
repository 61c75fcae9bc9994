import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DB, LOGGER, type Db, type Logger, type PlatformConfig, type StartupTask } from '@gv/platform';
import { normalizeEmail } from '@gv/proto';
import { superAdmins } from '../db/schema.js';
import { hashPassword } from '../domain/passwords.js';

/** Creates the super admin, or updates its password. */
export async function ensureSuperAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(superAdmins)
    .values({ id: randomUUID(), email: normalizeEmail(email), passwordHash })
    .onConflictDoUpdate({ target: superAdmins.email, set: { passwordHash } });
}

/** SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD at start: that super admin exists afterwards. */
@Injectable()
export class EnsureSuperAdminAtStart implements StartupTask {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(): Promise<void> {
    const { SUPERADMIN_EMAIL: email, SUPERADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    await ensureSuperAdmin(this.db, email, password);
    this.logger.info({ email }, 'super admin ready');
  }
}
