import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { projection } from '../db/schema.js';
import { BusinessTimeZoneProjection } from './business-time-zone-projection.js';
import { DashboardProjection } from './dashboard-projection.js';
import { RegistrationProjection } from './registration-projection.js';

/** Every event analytics projects: registration statuses for the super admin, businesses' time zones, sales and redemptions for the dashboards. */
@Injectable()
export class AnalyticsEvents implements EventSubscriber {
  constructor(
    private readonly registrations: RegistrationProjection,
    private readonly timeZones: BusinessTimeZoneProjection,
  ) {}

  handlers(): EventHandlers {
    return { ...this.registrations.handlers(), ...this.timeZones.handlers(), ...new DashboardProjection(projection).handlers() };
  }
}
