import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DB, LOGGER, type Db, type Logger, type PlatformConfig, type StartupTask } from '@gv/platform';
import { normalizeEmail } from '@gv/proto';
import { upsertSuperAdmin } from '../db/super-admin-repository.js';
import { hashPassword, newPasswordProblem } from '../domain/passwords.js';
import { isBreachedPassword } from '../password-rules/breached-passwords.js';

/**
 * Creates the super admin, or updates its password; throws, saying why, for a password the rules refuse (too short, or
 * in the breached list), so neither `npm run superadmin` nor SUPERADMIN_PASSWORD can set one.
 */
export async function ensureSuperAdmin(db: Db, email: string, password: string): Promise<void> {
  const problem = newPasswordProblem(password, isBreachedPassword);
  if (problem) throw new Error(`The super admin's password is refused: ${problem}`);
  const passwordHash = await hashPassword(password);
  await upsertSuperAdmin(db, { id: randomUUID(), email: normalizeEmail(email), passwordHash });
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
