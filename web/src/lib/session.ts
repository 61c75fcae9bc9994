import { createAction } from '@reduxjs/toolkit';
import type { AdminUser, SignedInAdmin } from '@gv/proto';

export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

/** The signed-in person's place in the business's team: what they may do (role), and where (locationIds; empty: everywhere). */
export type StaffAccess = Pick<SignedInAdmin, 'role' | 'locationIds'>;

/** The signed-in admin, kept by the auth feature's slice (`state.auth`) and read by every admin screen. */
export interface SessionState {
  status: AuthStatus;
  user: AdminUser | null;
  /** Null until /me has answered for the person signed in. */
  access: StaffAccess | null;
}

type WithSession = { auth: SessionState };

/** What other screens tell the session; the auth slice applies them. */
export const sessionActions = {
  /** The admin's profile as a save that returns the whole profile answered. */
  userLoaded: createAction<AdminUser>('auth/loadUserSuccess'),
  /** The signed-in admin's profile as a screen just saved it; nothing while signed out. */
  profileChanged: createAction<Partial<AdminUser>>('auth/profileChanged'),
};

export const selectUser = (state: WithSession) => state.auth.user;
export const selectAuthStatus = (state: WithSession) => state.auth.status;
export const selectAccess = (state: WithSession) => state.auth.access;
/** The currency of the signed-in admin's business, for sagas that word amounts; undefined (USD) before sign-in. */
export const selectAdminCurrency = (state: Partial<WithSession>): string | undefined => state.auth?.user?.currency;
