import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { canonicalTimeZone, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@gv/proto';
import { saveTimeZone } from '../db/business-time-zone-repository.js';

/**
 * Keeps each business's time zone, live switch and currency (absent: USD) from business.updated, the latest event winning. A v1 event predates zones
 * (every business counted UTC days); identity validates a zone before sending it, so an unknown one here only
 * means this runtime lacks it, and counting UTC days beats failing every later event of the business.
 */
@Injectable()
export class BusinessTimeZoneProjection implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'business.updated': ({ payload, occurredAt }, tx) =>
        saveTimeZone(tx, payload.businessSlug, {
          timeZone: canonicalTimeZone(payload.timeZone) ?? DEFAULT_TIME_ZONE,
          live: payload.live === true,
          currency: payload.currency ?? DEFAULT_CURRENCY,
          changedAt: occurredAt,
        }),
    };
  }
}
