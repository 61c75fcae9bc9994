import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { registrationStatuses } from '../db/schema.js';

/**
 * Keeps each request's latest status. Upserts make the projection independent
 * of arrival order between "requested" and a quick "status-changed".
 */
@Injectable()
export class RegistrationProjection implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'registration.requested': async (event, tx) => {
        await tx
          .insert(registrationStatuses)
          .values({ requestId: event.payload.requestId, status: event.payload.status })
          .onConflictDoNothing();
      },
      'registration.status-changed': async (event, tx) => {
        await tx
          .insert(registrationStatuses)
          .values({ requestId: event.payload.requestId, status: event.payload.to, version: 1 })
          .onConflictDoUpdate({
            target: registrationStatuses.requestId,
            set: { status: event.payload.to, version: sql`${registrationStatuses.version} + 1` },
          });
      },
    };
  }
}
