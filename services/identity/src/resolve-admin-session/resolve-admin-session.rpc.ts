import type { AdminPrincipal, SessionRequest } from '@gv/proto';
import type { SessionStore } from '../sessions/session-store.js';

/** The admin a session cookie stands for, or null once it has ended. */
export async function resolveAdminSession(sessions: SessionStore, request: SessionRequest): Promise<AdminPrincipal | null> {
  return request.sessionId ? sessions.resolve(request.sessionId) : null;
}
