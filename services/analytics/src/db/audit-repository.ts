import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { AuditAction, AuditActor, AuditPerson } from '@gv/proto';
import { auditEntries, auditPeople } from './schema.js';

/** Which of a business's entries to read: newest first, after the entry `after` names. */
export interface AuditScope {
  businessSlug: string;
  /** Entries about test cards instead of live ones; entries about no card show either way. */
  test: boolean;
  adminId?: string;
  action?: AuditAction;
  /** From this instant (included) to that one (excluded). */
  since?: string;
  until?: string;
  after?: string;
}

export interface AuditEntryRow {
  id: string;
  at: string;
  actor: AuditActor;
  adminId: string | null;
  /** The admin's name and email, when the trail knows the admin. */
  personName: string | null;
  personEmail: string | null;
  action: AuditAction;
  subject: string;
  cardId: string | null;
  details: string;
  customerName: string | null;
  customerEmail: string | null;
}

/** An entry of the trail as it is written (see auditEntries). */
export type AuditEntryWrite = Required<typeof auditEntries.$inferInsert>;

/** Writes the entries, each once per event id: a replayed or redelivered event adds nothing. */
export async function insertAuditEntries(tx: DbOrTx, entries: AuditEntryWrite[]): Promise<void> {
  await runSql(tx, sql`insert into ${auditEntries} ${insertValues(auditEntries, entries)} on conflict (event_id) do nothing`);
}

/** An admin as provisioned or last signed in: the trail names them so. */
export async function saveAuditPerson(tx: DbOrTx, admin: { adminId: string; businessSlug: string; name: string; email: string }): Promise<void> {
  const person = { adminId: admin.adminId, businessSlug: admin.businessSlug, name: admin.name, email: admin.email };
  await runSql(tx, sql`insert into ${auditPeople} ${insertValues(auditPeople, [person])} on conflict (admin_id) do update set name = excluded.name, email = excluded.email`);
}

/** Up to `limit` of a business's entries matching the scope, newest first (ties by id, so pages never overlap). */
export function auditEntriesPage(db: DbOrTx, scope: AuditScope, limit: number): Promise<AuditEntryRow[]> {
  const where = [sql`e.business_slug = ${scope.businessSlug}`, scope.test ? sql`(e.test or e.card_id is null)` : sql`not e.test`];
  if (scope.adminId) where.push(sql`e.admin_id = ${scope.adminId}`);
  if (scope.action) where.push(sql`e.action = ${scope.action}`);
  if (scope.since) where.push(sql`e.at >= ${scope.since}::timestamptz`);
  if (scope.until) where.push(sql`e.at < ${scope.until}::timestamptz`);
  if (scope.after) {
    where.push(sql`(e.at, e.event_id) < (select c.at, c.event_id from ${auditEntries} c where c.event_id = ${scope.after} and c.business_slug = ${scope.businessSlug})`);
  }
  return runSql<AuditEntryRow>(
    db,
    sql`select e.event_id as id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, e.actor, e.admin_id as "adminId",
       p.name as "personName", p.email as "personEmail", e.action, e.subject, e.card_id as "cardId", e.details::text as details,
       e.customer_name as "customerName", e.customer_email as "customerEmail"
     from ${auditEntries} e left join ${auditPeople} p on p.admin_id = e.admin_id and p.business_slug = e.business_slug
     where ${sql.join(where, sql` and `)}
     order by e.at desc, e.event_id desc limit ${limit}`,
  );
}

/** Whether the business has the entry (a cursor of another business's trail names nothing here). */
export async function hasAuditEntry(db: DbOrTx, businessSlug: string, eventId: string): Promise<boolean> {
  return (await runSql(db, sql`select 1 from ${auditEntries} where event_id = ${eventId} and business_slug = ${businessSlug}`)).length > 0;
}

/** The business's admins the trail knows, by name. */
export function auditPeopleOf(db: DbOrTx, businessSlug: string): Promise<AuditPerson[]> {
  return runSql<AuditPerson>(db, sql`select admin_id as id, name, email from ${auditPeople} where business_slug = ${businessSlug} order by lower(name), email`);
}
