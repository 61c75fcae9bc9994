import { put } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { TEAM_MESSAGES, type InviteStaffForm, type LocationForm, type UpdateStaffForm } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { teamApi } from './api/team-api';
import { locationFormOf, teamActions, type TeamForm } from './team-slice';

const GENERIC_ERROR = 'Something went wrong. Please try again.';

const LOCATION_NOTICES = { added: 'Location added', saved: 'Location saved', archived: 'Location archived' } as const;

const loadStaff = onLatest(teamActions.staffRequest, function* loadStaff() {
  yield* request(teamApi.staff, {
    success: ({ staff }) => teamActions.staffLoaded(staff),
    failure: teamActions.staffFailed,
    fallback: 'The team could not be loaded. Please try again.',
  });
});

const loadLocations = onLatest(teamActions.locationsRequest, function* loadLocations() {
  yield* request(teamApi.locations, {
    success: ({ locations }) => teamActions.locationsLoaded(locations),
    failure: teamActions.locationsFailed,
    fallback: 'The locations could not be loaded. Please try again.',
  });
});

/** Sends one of the team's forms: its answer or refusal goes to its submission, the notice says it worked, and the list it changed is loaded again. */
function* submit<T>(form: TeamForm, send: () => Promise<T>, done: { notice?: string; reload?: UnknownAction }) {
  const outcome: RequestOutcome<T> = yield* request(send, {
    success: () => teamActions.submissionDone({ form, notice: done.notice }),
    failure: (message, error) => teamActions.submissionFailed({ form, message, fields: error instanceof ApiError ? error.fields : undefined }),
    fallback: GENERIC_ERROR,
  });
  if (outcome.ok && done.reload) yield put(done.reload);
}

// One save at a time: a double click must not invite twice.
const invite = onLeading(teamActions.inviteRequest, function* invite(action: PayloadAction<InviteStaffForm>) {
  yield* submit('invite', () => teamApi.invite(action.payload), { notice: TEAM_MESSAGES.invited, reload: teamActions.staffRequest() });
});

const change = onLeading(teamActions.changeRequest, function* change(action: PayloadAction<{ id: string; change: UpdateStaffForm }>) {
  const { id, change } = action.payload;
  yield* submit('change', () => teamApi.change(id, change), { notice: TEAM_MESSAGES.updated, reload: teamActions.staffRequest() });
});

const remove = onLeading(teamActions.removeRequest, function* remove(action: PayloadAction<{ id: string }>) {
  yield* submit('remove', () => teamApi.remove(action.payload.id), { notice: TEAM_MESSAGES.removed, reload: teamActions.staffRequest() });
});

const saveLocation = onLeading(teamActions.saveLocationRequest, function* saveLocation(action: PayloadAction<{ id?: string; form: LocationForm }>) {
  const { id, form } = action.payload;
  const send = (): Promise<unknown> => (id ? teamApi.saveLocation(id, form) : teamApi.addLocation(form));
  yield* submit(locationFormOf(action.payload), send, {
    notice: id ? LOCATION_NOTICES.saved : LOCATION_NOTICES.added,
    reload: teamActions.locationsRequest(),
  });
});

const archiveLocation = onLeading(teamActions.archiveLocationRequest, function* archiveLocation(action: PayloadAction<{ id: string }>) {
  yield* submit('archive', () => teamApi.archiveLocation(action.payload.id), {
    notice: LOCATION_NOTICES.archived,
    reload: teamActions.locationsRequest(),
  });
});

export const teamSaga = watchAll(loadStaff, loadLocations, invite, change, remove, saveLocation, archiveLocation);
