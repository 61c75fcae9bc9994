import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { projection } from '../db/schema.js';
import { DashboardProjection } from './dashboard-projection.js';
import { RegistrationProjection } from './registration-projection.js';

/** Every event analytics projects: registration statuses for the super admin, sales and redemptions for the dashboards. */
@Injectable()
export class AnalyticsEvents implements EventSubscriber {
  constructor(private readonly registrations: RegistrationProjection) {}

  handlers(): EventHandlers {
    return { ...this.registrations.handlers(), ...new DashboardProjection(projection).handlers() };
  }
}
