import { Injectable } from '@nestjs/common';
import { IdentityRpc, type AdminPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';
import { SharedCalls } from '../http/shared-calls.js';

/**
 * How long a gateway answers a session from memory. A session ended through this gateway (sign-out, password change
 * or reset, suspension) ends here at once (forgetAll); one ended through another gateway ends here within this time.
 */
export const SESSION_CACHE_MS = 1000;
/** A session asked for in the second half of its time is asked of identity again in the background, so steady use never waits for the lookup. */
const REFRESH_AFTER_MS = SESSION_CACHE_MS / 2;
/** Past this many sessions, expired ones are dropped (and all of them if none had expired). */
const MAX_SESSIONS = 10_000;

interface Entry {
  admin: AdminPrincipal;
  /** When identity was asked: the answer is as of then. */
  at: number;
}

/**
 * The admin each session cookie stands for, asked of identity at most once per SESSION_CACHE_MS: a staff opening
 * their dashboards at the start of a shift costs identity one lookup per session, not one per call. Ended sessions
 * are never kept; a lookup that was on its way when sessions were forgotten is not kept either.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lookups = new SharedCalls();
  /** Bumped by forgetAll, so an answer asked before a sign-out is not kept after it. */
  private generation = 0;

  constructor(private readonly services: Services) {}

  async resolve(sessionId: string): Promise<AdminPrincipal | null> {
    return this.known(sessionId) ?? this.lookUp(sessionId);
  }

  /** The session's admin while it is kept, without waiting; one due for its refresh is asked of identity in the background. */
  known(sessionId: string): AdminPrincipal | undefined {
    const hit = this.entries.get(sessionId);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (age >= SESSION_CACHE_MS) return undefined;
    if (age >= REFRESH_AFTER_MS) this.lookUp(sessionId).catch(() => this.entries.delete(sessionId));
    return hit!.admin;
  }

  /** After a write through this gateway that ended sessions: every session is asked of identity again. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
    this.lookups.forget();
  }

  private lookUp(sessionId: string): Promise<AdminPrincipal | null> {
    return this.lookups.run(sessionId, async () => {
      const generation = this.generation;
      const asked = Date.now();
      const admin = await this.services.call(IdentityRpc.resolveSession, { sessionId });
      if (admin && generation === this.generation) this.keep(sessionId, admin, asked);
      else this.entries.delete(sessionId);
      return admin;
    });
  }

  private keep(sessionId: string, admin: AdminPrincipal, asked: number): void {
    const now = Date.now();
    if (this.entries.size >= MAX_SESSIONS) {
      for (const [id, entry] of this.entries) if (now - entry.at >= SESSION_CACHE_MS) this.entries.delete(id);
      if (this.entries.size >= MAX_SESSIONS) this.entries.clear();
    }
    this.entries.set(sessionId, { admin, at: asked });
  }
}
