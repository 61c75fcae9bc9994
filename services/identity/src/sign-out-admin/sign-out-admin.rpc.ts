import type { Acknowledged, SessionRequest } from '@gv/proto';
import type { SessionStore } from '../sessions/session-store.js';

/** The admin's session ends at once on the server. */
export async function signOutAdmin(sessions: SessionStore, request: SessionRequest): Promise<Acknowledged> {
  if (request.sessionId) await sessions.revoke(request.sessionId);
  return { success: true, message: 'Signed out' };
}
