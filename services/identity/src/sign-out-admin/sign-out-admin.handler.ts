import { Injectable } from '@nestjs/common';
import type { Acknowledged, SessionRequest } from '@gv/proto';
import { SessionStore } from '../sessions/session-store.js';

/** The admin's session ends at once on the server. */
@Injectable()
export class SignOutAdminHandler {
  constructor(private readonly sessions: SessionStore) {}

  async execute(request: SessionRequest): Promise<Acknowledged> {
    if (request.sessionId) await this.sessions.revoke(request.sessionId);
    return { success: true, message: 'Signed out' };
  }
}
