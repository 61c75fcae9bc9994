import { put } from 'redux-saga/effects';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { teamMessages, type InviteStaffForm, type LocationForm, type UpdateStaffForm } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request, type RequestOutcome } from '../../lib/saga-request';
import { onLatest, onLeading, watchAll } from '../../lib/saga-watch';
import { message } from '../../lib/i18n';
import { serverText } from '../../lib/server-text';
import { teamApi } from './api/team-api';
import { teamLocationsMessages, teamPageMessages } from './team.messages';
import { locationFormOf, teamActions, type TeamForm } from './team-slice';

const loadStaff = onLatest(teamActions.staffRequest, function* loadStaff() {
  yield* request(teamApi.staff, {
    success: ({ staff }) => teamActions.staffLoaded(staff),
    failure: (text) => teamActions.staffFailed(serverText(text)),
    fallback: message(teamPageMessages, 'loadTeamFailed'),
  });
});

const loadLocations = onLatest(teamActions.locationsRequest, function* loadLocations() {
  yield* request(teamApi.locations, {
    success: ({ locations }) => teamActions.locationsLoaded(locations),
    failure: (text) => teamActions.locationsFailed(serverText(text)),
    fallback: message(teamPageMessages, 'loadLocationsFailed'),
  });
});

/** Sends one of the team's forms: its answer or refusal goes to its submission, the notice says it worked, and the list it changed is loaded again. */
function* submit<T>(form: TeamForm, send: () => Promise<T>, done: { notice?: string; reload?: UnknownAction }) {
  const outcome: RequestOutcome<T> = yield* request(send, {
    success: () => teamActions.submissionDone({ form, notice: done.notice }),
    failure: (message, error) =>
      teamActions.submissionFailed({ form, message: serverText(message), fields: error instanceof ApiError ? error.fields : undefined }),
    fallback: message(teamPageMessages, 'genericError'),
  });
  if (outcome.ok && done.reload) yield put(done.reload);
}

// One save at a time: a double click must not invite twice.
const invite = onLeading(teamActions.inviteRequest, function* invite(action: PayloadAction<InviteStaffForm>) {
  yield* submit('invite', () => teamApi.invite(action.payload), { notice: message(teamMessages, 'invited'), reload: teamActions.staffRequest() });
});

const change = onLeading(teamActions.changeRequest, function* change(action: PayloadAction<{ id: string; change: UpdateStaffForm }>) {
  const { id, change } = action.payload;
  yield* submit('change', () => teamApi.change(id, change), { notice: message(teamMessages, 'updated'), reload: teamActions.staffRequest() });
});

const remove = onLeading(teamActions.removeRequest, function* remove(action: PayloadAction<{ id: string }>) {
  yield* submit('remove', () => teamApi.remove(action.payload.id), { notice: message(teamMessages, 'removed'), reload: teamActions.staffRequest() });
});

const saveLocation = onLeading(teamActions.saveLocationRequest, function* saveLocation(action: PayloadAction<{ id?: string; form: LocationForm }>) {
  const { id, form } = action.payload;
  const send = (): Promise<unknown> => (id ? teamApi.saveLocation(id, form) : teamApi.addLocation(form));
  yield* submit(locationFormOf(action.payload), send, {
    notice: message(teamLocationsMessages, id ? 'saved' : 'added'),
    reload: teamActions.locationsRequest(),
  });
});

const archiveLocation = onLeading(teamActions.archiveLocationRequest, function* archiveLocation(action: PayloadAction<{ id: string }>) {
  yield* submit('archive', () => teamApi.archiveLocation(action.payload.id), {
    notice: message(teamLocationsMessages, 'archived'),
    reload: teamActions.locationsRequest(),
  });
});

export const teamSaga = watchAll(loadStaff, loadLocations, invite, change, remove, saveLocation, archiveLocation);
