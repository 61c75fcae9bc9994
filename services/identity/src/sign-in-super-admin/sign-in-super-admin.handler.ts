import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, newToken, sha256, type Db } from '@gv/platform';
import type { SignInRequest, SuperAdminSessionOpened } from '@gv/proto';
import { superAdmins, superAdminTokens } from '../db/schema.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionClock } from '../sessions/session-clock.js';

export const SUPER_TOKEN_TTL_HOURS = 12;

/** The super admin signs in with email and password, and gets a bearer token. */
@Injectable()
export class SignInSuperAdminHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly passwords: PasswordSignIn,
    private readonly clock: SessionClock,
  ) {}

  async execute(request: SignInRequest): Promise<SuperAdminSessionOpened> {
    const { account: superAdmin, deviceToken } = await this.passwords.verify('super-admin', request, async (email) => {
      const [found] = await this.db.select().from(superAdmins).where(eq(superAdmins.email, email));
      return found;
    });
    const token = newToken();
    const at = this.clock.now();
    await this.db.insert(superAdminTokens).values({
      tokenHash: sha256(token),
      superAdminId: superAdmin.id,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + SUPER_TOKEN_TTL_HOURS * 3600_000),
    });
    return { success: true, token, role: 'SuperAdmin', message: 'Signed in', deviceToken };
  }
}
