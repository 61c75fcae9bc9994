import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '@gv/proto';
import { forgetTimeZone } from '../db/business-time-zones.js';
import { businessTimeZones } from '../db/schema.js';

/**
 * Keeps each business's time zone and live switch from business.updated, the latest event winning. A v1 event predates zones
 * (every business counted UTC days); identity validates a zone before sending it, so an unknown one here only
 * means this runtime lacks it, and counting UTC days beats failing every later event of the business.
 */
@Injectable()
export class BusinessTimeZoneProjection implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const fields = { timeZone: canonicalTimeZone(payload.timeZone) ?? DEFAULT_TIME_ZONE, live: payload.live === true, changedAt: occurredAt };
        await tx
          .insert(businessTimeZones)
          .values({ businessSlug: payload.businessSlug, ...fields })
          .onConflictDoUpdate({ target: businessTimeZones.businessSlug, set: fields, setWhere: sql`${businessTimeZones.changedAt} <= ${occurredAt}` });
        forgetTimeZone(tx, payload.businessSlug);
      },
    };
  }
}
