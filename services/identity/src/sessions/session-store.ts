import { Inject, Injectable } from '@nestjs/common';
import { BatchedLookup, DB, newEvent, newToken, now, RPC, sha256, type Db, type DbOrTx, type RpcClient, type Tx } from '@gv/platform';
import { IdentityNotice, type AdminPrincipal, type AnyEventEnvelope } from '@gv/proto';
import {
  insertSession,
  liveSessions,
  revokeAdminSessions,
  revokeBusinessSessions,
  revokeMemberSessions,
  revokeSession,
  touchSessions,
} from '../db/session-repository.js';
import { recordStaffSignIn } from '../db/staff-repository.js';
import { SessionClock } from './session-clock.js';

export const SESSION_TTL_DAYS = 7;

/** Server-side sessions: the cookie holds a random id, the table only its hash, so sessions can be revoked. */
@Injectable()
export class SessionStore {
  constructor(@Inject(DB) private readonly db: Db, @Inject(RPC) private readonly rpc: RpcClient, private readonly clock: SessionClock) {}

  /** A session of the person acting for the business (where they must be active staff for it to resolve). */
  async open(adminId: string, businessSlug: string, tx: DbOrTx = this.db): Promise<{ sessionId: string; maxAgeSeconds: number }> {
    const sessionId = newToken();
    const maxAgeSeconds = SESSION_TTL_DAYS * 86400;
    const at = this.clock.now();
    await insertSession(tx, {
      idHash: sha256(sessionId),
      adminId,
      businessSlug,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + maxAgeSeconds * 1000),
    });
    await recordStaffSignIn(tx, adminId, businessSlug, at);
    return { sessionId, maxAgeSeconds };
  }

  /**
   * The person signs in to the business, in `tx`: their session opens and the sign-in is recorded (admin.signed-in,
   * from which the audit trail learns the person's name).
   */
  async signIn(
    tx: Tx,
    record: (...events: AnyEventEnvelope[]) => Promise<void>,
    person: { id: string; name: string; email: string },
    businessSlug: string,
  ) {
    const opened = await this.open(person.id, businessSlug, tx);
    await record(
      newEvent('admin.signed-in', { v: 1, adminId: person.id, businessSlug, name: person.name, email: person.email, at: now().toISOString() }),
    );
    return opened;
  }

  async resolve(sessionId: string): Promise<AdminPrincipal | null> {
    if (typeof sessionId !== 'string' || sessionId.length > 100) return null;
    return (await this.principals.get(sha256(sessionId))) ?? null;
  }

  /**
   * Every admin call asks for its session: the sessions asked in one turn (a dashboard's, say) share one query. A
   * session unused for the idle timeout has ended; a used one has its last use written at most once a minute, by one
   * statement for the batch, so a busy admin costs no write per call.
   */
  private readonly principals = new BatchedLookup<AdminPrincipal>(async (idHashes) => {
    const cutoffs = this.clock.cutoffs();
    const rows = await liveSessions(this.db, idHashes, cutoffs);
    const stale = rows.filter((row) => row.stale).map((row) => row.id_hash);
    if (stale.length > 0) await touchSessions(this.db, stale, cutoffs.at);
    return new Map(
      rows.map((row) => [
        row.id_hash,
        {
          role: 'Admin',
          adminId: row.admin_id,
          businessSlug: row.business_slug,
          email: row.email,
          staffId: row.staff_id,
          staffRole: row.staff_role,
          locationIds: row.location_ids,
          businessName: row.business_name,
          businessStatus: row.business_status,
          currency: row.business_currency,
          ...(row.two_step_setup_required && { twoStepSetupRequired: true }),
        },
      ]),
    );
  });

  async revoke(sessionId: string): Promise<void> {
    await revokeSession(this.db, sessionId);
  }

  /** Signs every admin of the business out everywhere (it was suspended). */
  async revokeBusiness(businessSlug: string, tx: DbOrTx = this.db): Promise<void> {
    await revokeBusinessSessions(tx, businessSlug);
  }

  /** Ends the person's sessions acting for the business (removed from its team, or given another role). */
  async revokeMember(adminId: string, businessSlug: string, tx: DbOrTx = this.db): Promise<void> {
    await revokeMemberSessions(tx, adminId, businessSlug);
  }

  /** Tells every gateway to stop answering the business's sessions from memory: a member's role, locations or sessions changed. */
  forgetInGateways(businessSlug: string): void {
    this.rpc.notify(IdentityNotice.sessionsEnded, { businessSlug });
  }

  /** Signs the admin out everywhere except the given session (after a password change). */
  async revokeOthers(adminId: string, keepSessionId?: string, tx: DbOrTx = this.db): Promise<void> {
    await revokeAdminSessions(tx, adminId, keepSessionId);
  }
}
