import { describe, expect, it } from '@jest/globals';
import type { AdminUser, SignedInAdmin } from '@gv/proto';
import { authActions, authSlice, type AuthState } from './auth-slice';

const reduce = (actions: { type: string }[], state?: AuthState) => actions.reduce(authSlice.reducer, state ?? authSlice.getInitialState());

const user = { _id: 'a1', role: 'Admin', email: 'cleo@example.com', restaurantName: 'Cafe' } as AdminUser;
const clerk: SignedInAdmin = { user, role: 'clerk', locationIds: ['downtown'] };

describe('the session in the auth slice', () => {
  it('keeps the role and locations a sign-in answered with the person', () => {
    const state = reduce([authActions.loginRequest({ email: user.email, password: 'x' }), authActions.loginSuccess(clerk)]);
    expect(state).toMatchObject({ status: 'authenticated', user, access: { role: 'clerk', locationIds: ['downtown'] }, loginPending: false });
  });

  it('takes who is signed in from /me, role included', () => {
    const state = reduce([authActions.loadUserRequest(), authActions.sessionLoaded({ ...clerk, role: 'manager' })]);
    expect(state.access).toEqual({ role: 'manager', locationIds: ['downtown'] });
  });

  it('signs out when a call finds the session gone, and says why on the sign-in page', () => {
    const signedIn = reduce([authActions.loginSuccess(clerk), authActions.roleRefused('Your role (clerk) cannot do this. Ask the owner.')]);
    const ended = reduce([authActions.sessionEnded('Your session has expired. Please sign in again.')], signedIn);
    expect(ended).toMatchObject({
      status: 'unauthenticated',
      user: null,
      access: null,
      refusal: null,
      ended: 'Your session has expired. Please sign in again.',
    });
    // A new sign-in clears the reason.
    expect(reduce([authActions.loginRequest({ email: user.email, password: 'x' })], ended).ended).toBeNull();
  });

  it('does not say a session ended when none was open', () => {
    expect(reduce([authActions.sessionEnded('Please sign in to continue')]).ended).toBeNull();
  });

  it("keeps a role's refusal until it is dismissed", () => {
    const refused = reduce([authActions.loginSuccess(clerk), authActions.roleRefused('Your role (clerk) cannot do this. Ask the owner.')]);
    expect(refused.refusal).toBe('Your role (clerk) cannot do this. Ask the owner.');
    expect(reduce([authActions.refusalDismissed()], refused).refusal).toBeNull();
  });

  it('follows an invitation from sent to joined, the person then signed in to the inviting business', () => {
    const sent = reduce([authActions.acceptInvitationRequest({ token: 't', name: 'Cleo Clerk', password: 'long-enough-1' })]);
    expect(sent.invitation).toEqual({ pending: true, error: null, done: false });
    const joined = reduce([authActions.loginSuccess(clerk), authActions.acceptInvitationSuccess()], sent);
    expect(joined).toMatchObject({ status: 'authenticated', access: { role: 'clerk' }, invitation: { pending: false, done: true } });
    const used = reduce([authActions.acceptInvitationFailure('This invitation link has been used or has expired. Ask for a new one.')], sent);
    expect(used.invitation).toEqual({
      pending: false,
      error: 'This invitation link has been used or has expired. Ask for a new one.',
      done: false,
    });
  });
});
