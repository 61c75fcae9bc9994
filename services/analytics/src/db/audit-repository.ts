import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import type { AuditAction, AuditActor, AuditPerson } from '@gv/proto';
import { auditEntries, auditPeople } from './schema.js';

const AUDIT_ENTRIES = qualifiedName(auditEntries);
const AUDIT_PEOPLE = qualifiedName(auditPeople);

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

/** Up to `limit` of a business's entries matching the scope, newest first (ties by id, so pages never overlap). */
export function auditEntriesPage(db: DbOrTx, scope: AuditScope, limit: number): Promise<AuditEntryRow[]> {
  const params: unknown[] = [scope.businessSlug];
  const where = ['e.business_slug = $1', scope.test ? '(e.test or e.card_id is null)' : 'not e.test'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (scope.adminId) where.push(`e.admin_id = ${param(scope.adminId)}`);
  if (scope.action) where.push(`e.action = ${param(scope.action)}`);
  if (scope.since) where.push(`e.at >= ${param(scope.since)}::timestamptz`);
  if (scope.until) where.push(`e.at < ${param(scope.until)}::timestamptz`);
  if (scope.after) {
    where.push(`(e.at, e.event_id) < (select c.at, c.event_id from ${AUDIT_ENTRIES} c where c.event_id = ${param(scope.after)} and c.business_slug = $1)`);
  }
  return plainQuery<AuditEntryRow>(
    db,
    `select e.event_id as id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, e.actor, e.admin_id as "adminId",
       p.name as "personName", p.email as "personEmail", e.action, e.subject, e.card_id as "cardId", e.details::text as details,
       e.customer_name as "customerName", e.customer_email as "customerEmail"
     from ${AUDIT_ENTRIES} e left join ${AUDIT_PEOPLE} p on p.admin_id = e.admin_id and p.business_slug = e.business_slug
     where ${where.join(' and ')}
     order by e.at desc, e.event_id desc limit ${param(limit)}`,
    params,
  );
}

/** Whether the business has the entry (a cursor of another business's trail names nothing here). */
export async function hasAuditEntry(db: DbOrTx, businessSlug: string, eventId: string): Promise<boolean> {
  return (await plainQuery(db, `select 1 from ${AUDIT_ENTRIES} where event_id = $1 and business_slug = $2`, [eventId, businessSlug])).length > 0;
}

/** The business's admins the trail knows, by name. */
export function auditPeopleOf(db: DbOrTx, businessSlug: string): Promise<AuditPerson[]> {
  return plainQuery<AuditPerson>(db, `select admin_id as id, name, email from ${AUDIT_PEOPLE} where business_slug = $1 order by lower(name), email`, [businessSlug]);
}
