import { Injectable } from '@nestjs/common';
import { DomainError, sha256, Store } from '@gv/platform';
import { TEAM_MESSAGES, type AcceptInvitationRequest, type AdminSessionOpened } from '@gv/proto';
import { findAdmin, joinBusiness } from '../db/admin-repository.js';
import type { admins } from '../db/schema.js';
import { findInvitation, takeInvitation } from '../db/staff-repository.js';
import { hashPassword } from '../domain/passwords.js';
import { chosenPassword } from '../password-rules/chosen-password.js';
import { AdminView } from '../sessions/admin-view.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionStore } from '../sessions/session-store.js';
import { TwoStepSignIn } from '../sessions/two-step-sign-in.js';
import { shortName } from './staff-input.js';

type Admin = typeof admins.$inferSelect;

/**
 * The invited person follows the emailed link. A new person chooses their name and password; a person who has an
 * account joins while signed in as themself, or with their password (checked as a sign-in is): a member removed from
 * their only team cannot sign in, and is invited back this way. Either way they are signed in to the business that
 * invited them. The link is spent by the first acceptance (one statement), so a reused or expired link answers 400.
 */
@Injectable()
export class AcceptInvitationHandler {
  constructor(
    private readonly store: Store,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
    private readonly passwords: PasswordSignIn,
    private readonly twoStep: TwoStepSignIn,
  ) {}

  async execute(request: AcceptInvitationRequest): Promise<AdminSessionOpened> {
    const tokenHash = typeof request.token === 'string' && request.token.length <= 100 ? sha256(request.token) : '';
    const invitation = tokenHash ? await findInvitation(this.store.db, tokenHash, new Date()) : undefined;
    if (!invitation) throw new DomainError('TEAM.INVITATION_USED', TEAM_MESSAGES.invitationUsed);
    const person = (await findAdmin(this.store.db, invitation.adminId))!;
    const newAccount =
      person.passwordHash === null
        ? { name: shortName(request.name), passwordHash: await hashPassword(chosenPassword(request.password, 'password')) }
        : undefined;
    if (!newAccount && !(await this.provesAccount(person, request))) throw new DomainError('TEAM.SIGN_IN_TO_JOIN', TEAM_MESSAGES.signInToJoin);
    const { businessSlug } = invitation;
    const session = await this.store.transaction(async (tx, record) => {
      if (!(await takeInvitation(tx, tokenHash, new Date()))) throw new DomainError('TEAM.INVITATION_USED', TEAM_MESSAGES.invitationUsed);
      await joinBusiness(tx, person.id, businessSlug, newAccount);
      return this.sessions.signIn(tx, record, { ...person, name: newAccount?.name ?? person.name }, businessSlug);
    });
    return { success: true, message: TEAM_MESSAGES.joined, session, ...(await this.adminView.load(person.id, businessSlug)) };
  }

  /** Signed in as the person, or their password under the sign-in budgets (401 when wrong); never past their second step. */
  private async provesAccount(person: Admin, request: AcceptInvitationRequest): Promise<boolean> {
    const signedIn = request.sessionId ? await this.sessions.resolve(request.sessionId) : null;
    if (signedIn?.adminId === person.id) return true;
    if (typeof request.password !== 'string' || (await this.twoStep.isEnabled('admin', person.id))) return false;
    await this.passwords.verify('admin', { email: person.email, password: request.password, ip: request.ip }, async () => person);
    return true;
  }
}
