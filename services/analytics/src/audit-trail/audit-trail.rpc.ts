import { ValidationError, type Db } from '@gv/platform';
import {
  AUDIT_ACTIONS,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  toMajorUnits,
  type AuditDetails,
  type AuditEntry,
  type AuditTrailPage,
  type AuditTrailRequest,
} from '@gv/proto';
import { auditEntriesPage, auditPeopleOf, hasAuditEntry, type AuditEntryRow } from '../db/audit-repository.js';
import { currencyOf, showsTestData, timeZoneOf } from '../db/business-time-zone-repository.js';
import type { StoredAuditDetails } from '../db/schema.js';
import { dayStartIn, nextDay, parseAuditFilters } from '../domain/audit-filters.js';
import { businessOf } from '../domain/business-scope.js';

/**
 * GET /api/v1/admin/reports/audit: who did what and when in the business, newest first, AUDIT_PAGE_SIZE a page
 * (keyset: the last entry's id), filtered by person, action and days in the business's time zone.
 */
export async function auditTrail(db: Db, request: AuditTrailRequest): Promise<AuditTrailPage> {
  const businessSlug = businessOf(request);
  const filters = parseAuditFilters(request);
  if (filters.cursor && !(await hasAuditEntry(db, businessSlug, filters.cursor))) throw new ValidationError({ cursor: AUDIT_MESSAGES.cursorInvalid });
  const [test, timeZone, people, currency] = await Promise.all([
    showsTestData(db, businessSlug, request),
    timeZoneOf(db, businessSlug),
    auditPeopleOf(db, businessSlug),
    currencyOf(db, businessSlug),
  ]);
  const scope = {
    businessSlug,
    test,
    adminId: filters.person,
    action: filters.action,
    since: filters.from && dayStartIn(filters.from, timeZone),
    until: filters.to && dayStartIn(nextDay(filters.to), timeZone),
    after: filters.cursor,
  };
  const rows = await auditEntriesPage(db, scope, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => toEntry(row, currency)),
    people,
    actions: [...AUDIT_ACTIONS],
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
    testData: test,
    currency,
  };
}

function toEntry(row: AuditEntryRow, currency: string): AuditEntry {
  const stored = JSON.parse(row.details) as StoredAuditDetails;
  const details: AuditDetails = {
    ...(row.cardId !== null && { cardId: row.cardId }),
    ...(stored.amountCents !== undefined && { amount: toMajorUnits(stored.amountCents, currency) }),
    ...(stored.balanceAfterCents !== undefined && { balanceAfter: toMajorUnits(stored.balanceAfterCents, currency) }),
    ...(stored.reason !== undefined && { reason: stored.reason }),
    ...(stored.changedFields !== undefined && { changedFields: stored.changedFields }),
    ...(stored.requestedBy !== undefined && { requestedBy: stored.requestedBy }),
    ...(stored.company !== undefined && { company: stored.company, paymentReference: stored.paymentReference, cardCount: stored.cardCount }),
    ...(stored.outcome !== undefined && { outcome: stored.outcome }),
    ...(stored.promotion !== undefined && { promotion: stored.promotion }),
    ...(stored.apiKey !== undefined && { apiKey: stored.apiKey }),
  };
  return {
    id: row.id,
    at: row.at,
    person: row.adminId !== null && row.personName !== null ? { id: row.adminId, name: row.personName, email: row.personEmail ?? '' } : null,
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    customer: row.cardId !== null ? { name: row.customerName, email: row.customerEmail } : null,
    details,
  };
}
