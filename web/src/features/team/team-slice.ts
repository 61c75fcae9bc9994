import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InviteStaffForm, Location, LocationForm, StaffMember, UpdateStaffForm } from '@gv/proto';

/** A form of the team screens: sent, answered, or refused with the server's message (and per-field errors). */
export interface Submission {
  pending: boolean;
  done: boolean;
  error: string | null;
  fields: Record<string, string>;
}

/** The team screen's forms: invite, change a member, remove one, add a location, edit one, archive one. */
export type TeamForm = 'invite' | 'change' | 'remove' | 'addLocation' | 'editLocation' | 'archive';

export interface TeamNotice {
  text: string;
  /** New for every notice, so the same text twice is announced again. */
  id: number;
}

export interface TeamState {
  /** Null while the first answer is awaited. */
  staff: StaffMember[] | null;
  staffError: string | null;
  locations: Location[] | null;
  locationsError: string | null;
  submissions: Record<TeamForm, Submission>;
  notice: TeamNotice | null;
}

const idle: Submission = { pending: false, done: false, error: null, fields: {} };
const pending: Submission = { ...idle, pending: true };

const initialState: TeamState = {
  staff: null,
  staffError: null,
  locations: null,
  locationsError: null,
  submissions: { invite: idle, change: idle, remove: idle, addLocation: idle, editLocation: idle, archive: idle },
  notice: null,
};

/** Adding and editing a location are two forms, both on screen at once. */
export const locationFormOf = ({ id }: { id?: string }): TeamForm => (id ? 'editLocation' : 'addLocation');

/** The lists the screen loads, each with its error. */
type TeamList = 'staff' | 'locations';
const ERROR_OF = { staff: 'staffError', locations: 'locationsError' } as const;
/** Asked again: the list stays on screen, its error goes. */
const asked = (list: TeamList) => (state: TeamState) => {
  state[ERROR_OF[list]] = null;
};
const arrived =
  <K extends TeamList>(list: K) =>
  (state: TeamState, action: PayloadAction<NonNullable<TeamState[K]>>) => {
    state[list] = action.payload;
  };
const failed = (list: TeamList) => (state: TeamState, action: PayloadAction<string>) => {
  state[ERROR_OF[list]] = action.payload;
};

let noticeSeq = 0;

export const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    staffRequest: asked('staff'),
    staffLoaded: arrived('staff'),
    staffFailed: failed('staff'),
    locationsRequest: asked('locations'),
    locationsLoaded: arrived('locations'),
    locationsFailed: failed('locations'),

    inviteRequest(state, _action: PayloadAction<InviteStaffForm>) {
      state.submissions.invite = pending;
    },
    changeRequest(state, _action: PayloadAction<{ id: string; change: UpdateStaffForm }>) {
      state.submissions.change = pending;
    },
    removeRequest(state, _action: PayloadAction<{ id: string }>) {
      state.submissions.remove = pending;
    },
    /** A new location without `id`; else the location's new name, address or zone. */
    saveLocationRequest(state, action: PayloadAction<{ id?: string; form: LocationForm }>) {
      state.submissions[locationFormOf(action.payload)] = pending;
    },
    archiveLocationRequest(state, _action: PayloadAction<{ id: string }>) {
      state.submissions.archive = pending;
    },

    submissionDone(state, action: PayloadAction<{ form: TeamForm; notice?: string }>) {
      state.submissions[action.payload.form] = { ...idle, done: true };
      if (action.payload.notice) state.notice = { text: action.payload.notice, id: ++noticeSeq };
    },
    submissionFailed(state, action: PayloadAction<{ form: TeamForm; message: string; fields?: Record<string, string> }>) {
      const { form, message, fields = {} } = action.payload;
      state.submissions[form] = { ...idle, error: message, fields };
    },
    /** A form opens afresh, or closes: its last answer is forgotten. */
    submissionReset(state, action: PayloadAction<TeamForm>) {
      state.submissions[action.payload] = idle;
    },
    noticeDismissed(state, action: PayloadAction<number>) {
      if (state.notice?.id === action.payload) state.notice = null;
    },
  },
});

export const teamActions = teamSlice.actions;
export const selectTeam = (state: { team: TeamState }) => state.team;
