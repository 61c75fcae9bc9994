import { describe, expect, it } from '@jest/globals';
import type { StaffMember } from '@gv/proto';
import { locationFormOf, teamActions, teamSlice, type TeamState } from './team-slice';

const reduce = (actions: { type: string }[], state?: TeamState) => actions.reduce(teamSlice.reducer, state ?? teamSlice.getInitialState());

const clerk: StaffMember = {
  id: 's1',
  name: 'Cleo Clerk',
  email: 'cleo@example.com',
  role: 'clerk',
  status: 'invited',
  locationIds: [],
  lastSignInAt: null,
};

describe('the team slice', () => {
  it('keeps the list on screen while it reloads, and the reload’s failure beside it', () => {
    const loaded = reduce([teamActions.staffRequest(), teamActions.staffLoaded([clerk])]);
    const failed = reduce([teamActions.staffRequest(), teamActions.staffFailed('The team could not be loaded. Please try again.')], loaded);
    expect(failed.staff).toEqual([clerk]);
    expect(failed.staffError).toBe('The team could not be loaded. Please try again.');
    expect(reduce([teamActions.staffRequest()], failed).staffError).toBeNull();
  });

  it('follows one form from sent to done, with a notice that is new every time', () => {
    const sent = reduce([teamActions.inviteRequest({ name: 'Cleo Clerk', email: 'cleo@example.com', role: 'clerk' })]);
    expect(sent.submissions.invite).toEqual({ pending: true, done: false, error: null, fields: {} });
    const done = reduce([teamActions.submissionDone({ form: 'invite', notice: 'Invitation sent' })], sent);
    expect(done.submissions.invite).toEqual({ pending: false, done: true, error: null, fields: {} });
    const again = reduce([teamActions.submissionDone({ form: 'invite', notice: 'Invitation sent' })], done);
    expect(again.notice!.id).not.toBe(done.notice!.id);
    expect(reduce([teamActions.submissionReset('invite')], done).submissions.invite.done).toBe(false);
  });

  it("keeps the server's refusal and its fields on the form that was sent, not on the others", () => {
    const refused = reduce([
      teamActions.removeRequest({ id: 'owner-1' }),
      teamActions.submissionFailed({ form: 'remove', message: 'A business keeps at least one owner.' }),
    ]);
    expect(refused.submissions.remove).toMatchObject({ pending: false, error: 'A business keeps at least one owner.' });
    expect(refused.submissions.change.error).toBeNull();
    const invalid = reduce([
      teamActions.submissionFailed({
        form: 'invite',
        message: 'Please fix the highlighted fields.',
        fields: { email: 'Please enter a valid email address' },
      }),
    ]);
    expect(invalid.submissions.invite.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('tells adding a location from editing one, so both forms can be on screen at once', () => {
    const adding = reduce([teamActions.saveLocationRequest({ form: { name: 'Uptown', address: '2 Elm St' } })]);
    expect([adding.submissions.addLocation.pending, adding.submissions.editLocation.pending]).toEqual([true, false]);
    expect(locationFormOf({ id: 'l1' })).toBe('editLocation');
  });

  it('dismisses only the notice on screen', () => {
    const shown = reduce([teamActions.submissionDone({ form: 'change', notice: 'Saved' })]);
    expect(reduce([teamActions.noticeDismissed(shown.notice!.id - 1)], shown).notice).not.toBeNull();
    expect(reduce([teamActions.noticeDismissed(shown.notice!.id)], shown).notice).toBeNull();
  });
});
