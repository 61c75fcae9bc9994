import { Inject, Injectable } from '@nestjs/common';
import { DB, newToken, sha256, type Db } from '@gv/platform';
import type { SignInCodeRequest, SignInRequest, SuperAdminSessionOpened, TwoStepChallenge } from '@gv/proto';
import { findSuperAdminByEmail } from '../db/super-admin-repository.js';
import { insertSuperAdminToken } from '../db/super-admin-token-repository.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionClock } from '../sessions/session-clock.js';
import { TwoStepSignIn } from '../sessions/two-step-sign-in.js';

export const SUPER_TOKEN_TTL_HOURS = 12;

/** The super admin signs in with email and password (and a code, with two-step sign-in on), and gets a bearer token. */
@Injectable()
export class SignInSuperAdminHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly passwords: PasswordSignIn,
    private readonly clock: SessionClock,
    private readonly twoStep: TwoStepSignIn,
  ) {}

  async execute(request: SignInRequest): Promise<SuperAdminSessionOpened | TwoStepChallenge> {
    const { account: superAdmin, deviceToken } = await this.passwords.verify('super-admin', request, (email) => findSuperAdminByEmail(this.db, email));
    if (await this.twoStep.isEnabled('super-admin', superAdmin.id)) return this.twoStep.challenge({ realm: 'super-admin', accountId: superAdmin.id, deviceToken });
    return this.open(superAdmin.id, deviceToken);
  }

  /** The second step: the challenge of a right password and a code of the app (or a recovery code). */
  async verifyCode(request: SignInCodeRequest): Promise<SuperAdminSessionOpened> {
    const { accountId, deviceToken } = await this.twoStep.completeChallenge('super-admin', request.challenge, request.code);
    return this.open(accountId, deviceToken);
  }

  private async open(superAdminId: string, deviceToken: string): Promise<SuperAdminSessionOpened> {
    const token = newToken();
    const at = this.clock.now();
    await insertSuperAdminToken(this.db, {
      tokenHash: sha256(token),
      superAdminId,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + SUPER_TOKEN_TTL_HOURS * 3600_000),
    });
    return { success: true, token, role: 'SuperAdmin', message: 'Signed in', deviceToken };
  }
}
