import { randomUUID } from 'node:crypto';
import type { Db, Logger, PlatformConfig, StartupTask } from '@gv/platform';
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
export function superAdminAtStart(db: Db, config: PlatformConfig, logger: Logger): StartupTask {
  return {
    async run() {
      const { SUPERADMIN_EMAIL: email, SUPERADMIN_PASSWORD: password } = config;
      if (!email || !password) return;
      await ensureSuperAdmin(db, email, password);
      logger.info({ email }, 'super admin ready');
    },
  };
}
