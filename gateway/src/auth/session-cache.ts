import { Kept } from '@gv/platform';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { IdentityNotice, IdentityRpc, type AdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';

/**
 * How long a gateway answers a session from memory. A session ended through this gateway (sign-out, password change
 * or reset, suspension) ends here at once (forgetAll); one ended through another gateway ends here within this time,
 * and at once when identity announces it (a person removed from a team or given another role or locations).
 */
export const SESSION_CACHE_MS = 1000;

/**
 * The admin each session cookie stands for, asked of identity at most once per SESSION_CACHE_MS: a staff opening
 * their dashboards at the start of a shift costs identity one lookup per session, not one per call. A session asked
 * for in the second half of its time is asked again in the background, so steady use never waits for the lookup.
 * Ended sessions are never kept; a lookup that was on its way when sessions were forgotten is not kept either.
 */
@Injectable()
export class SessionCache implements OnModuleDestroy {
  private readonly sessions = new Kept<AdminPrincipal>({ name: 'sessions', keepMs: SESSION_CACHE_MS, refreshAheadMs: SESSION_CACHE_MS / 2, max: 10_000 });
  private readonly stopListening: () => void;

  constructor(private readonly services: Services) {
    this.stopListening = services.onNotice(IdentityNotice.sessionsEnded, () => this.forgetAll());
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  async resolve(sessionId: string): Promise<AdminPrincipal | null> {
    const admin = await this.sessions.get(sessionId, async () => (await this.services.call(IdentityRpc.resolveSession, { sessionId })) ?? undefined);
    return admin ?? null;
  }

  /** After a write through this gateway that ended sessions: every session is asked of identity again. */
  forgetAll(): void {
    this.sessions.forget();
  }
}
