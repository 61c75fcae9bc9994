import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { projection } from '../db/schema.js';
import { AuditProjection } from './audit-projection.js';
import { BusinessTimeZoneProjection } from './business-time-zone-projection.js';
import { ProjectionSnapshots } from '../snapshots/projection-snapshots.js';
import { announcingChanges, ChangeNotices } from './announced-changes.js';
import { DashboardProjection } from './dashboard-projection.js';
import { auditTrailErasure, ErasureProjection } from './erasure-projection.js';
import { mergeHandlers } from './merge-handlers.js';
import { RegistrationProjection } from './registration-projection.js';

/** Every event analytics projects: registration statuses and the business directory for the super admin, businesses' time zones, sales and redemptions for the dashboards, and the audit trail. */
@Injectable()
export class AnalyticsEvents implements EventSubscriber {
  constructor(
    private readonly registrations: RegistrationProjection,
    private readonly timeZones: BusinessTimeZoneProjection,
    private readonly audit: AuditProjection,
    private readonly snapshots: ProjectionSnapshots,
    private readonly notices: ChangeNotices,
  ) {}

  handlers(): EventHandlers {
    // Both the time zones and the dashboard keep a part of a business's profile (business.updated): its time zone and
    // live switch (a setting), its name and status (the directory). What they change, the snapshots in memory hear of,
    // and after the commit every gateway.
    const figures = announcingChanges(mergeHandlers(this.timeZones.handlers(), new DashboardProjection(projection, { awaitIssues: true }).handlers()), this.snapshots, this.notices);
    const projections = mergeHandlers(this.registrations.handlers(), figures);
    // The audit trail hears many of the same events (after the projections: a card it names is in the buyers table).
    // A customer's erasure reaches the projection and the audit trail (decision 0054).
    return mergeHandlers(projections, new ErasureProjection(projection).handlers(), auditTrailErasure(), this.audit.handlers());
  }
}
