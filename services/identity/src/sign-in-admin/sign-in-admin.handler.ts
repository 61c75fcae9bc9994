import { Injectable } from '@nestjs/common';
import { DomainError, NotFoundError, Store } from '@gv/platform';
import { ACCOUNT_MESSAGES, TEAM_MESSAGES, type AdminSessionOpened, type SignInCodeRequest, type SignInRequest, type TwoStepChallenge } from '@gv/proto';
import { findAdmin, findAdminByEmail } from '../db/admin-repository.js';
import { signInBusiness } from '../db/staff-repository.js';
import type { admins } from '../db/schema.js';
import { AdminView } from '../sessions/admin-view.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionStore } from '../sessions/session-store.js';
import { TwoStepSignIn } from '../sessions/two-step-sign-in.js';

type Admin = typeof admins.$inferSelect;

/**
 * A business admin signs in with email and password, and gets a session; the sign-in is recorded (admin.signed-in).
 * With two-step sign-in on, the password answers a challenge instead, and the session comes with the code.
 */
@Injectable()
export class SignInAdminHandler {
  constructor(
    private readonly store: Store,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
    private readonly passwords: PasswordSignIn,
    private readonly twoStep: TwoStepSignIn,
  ) {}

  async execute(request: SignInRequest): Promise<AdminSessionOpened | TwoStepChallenge> {
    const { account: admin, deviceToken } = await this.passwords.verify('admin', request, (email) => findAdminByEmail(this.store.db, email));
    if (await this.twoStep.isEnabled('admin', admin.id)) return this.twoStep.challenge({ realm: 'admin', accountId: admin.id, deviceToken });
    return this.open(admin, deviceToken);
  }

  /** The second step: the challenge of a right password and a code of the admin's app (or a recovery code). */
  async verifyCode(request: SignInCodeRequest): Promise<AdminSessionOpened> {
    const { accountId, deviceToken } = await this.twoStep.completeChallenge('admin', request.challenge, request.code);
    const admin = await findAdmin(this.store.db, accountId);
    if (!admin) throw new NotFoundError(ACCOUNT_MESSAGES.accountNotFound);
    return this.open(admin, deviceToken);
  }

  /** A session for the business the person chose last, or their first one still open to them. */
  private async open(admin: Admin, deviceToken: string): Promise<AdminSessionOpened> {
    const businessSlug = await signInBusiness(this.store.db, admin.id, admin.businessSlug);
    if (!businessSlug) throw new DomainError('AUTH.NOT_ON_A_TEAM', TEAM_MESSAGES.notOnATeam);
    const session = await this.store.transaction((tx, record) => this.sessions.signIn(tx, record, admin, businessSlug));
    return { success: true, message: 'Signed in', session, ...(await this.adminView.load(admin.id, businessSlug)), deviceToken };
  }
}
