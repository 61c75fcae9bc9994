import { Injectable } from '@nestjs/common';
import type { AdminPrincipal, SessionRequest } from '@gv/proto';
import { SessionStore } from '../sessions/session-store.js';

/** The admin a session cookie stands for, or null once it has ended. */
@Injectable()
export class ResolveAdminSessionHandler {
  constructor(private readonly sessions: SessionStore) {}

  execute(request: SessionRequest): Promise<AdminPrincipal | null> {
    return request.sessionId ? this.sessions.resolve(request.sessionId) : Promise.resolve(null);
  }
}
