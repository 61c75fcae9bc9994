import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { addRegistration, setRegistrationStatus } from '../db/registration-repository.js';

/**
 * Keeps each request's latest status. Upserts make the projection independent
 * of arrival order between "requested" and a quick "status-changed".
 */
@Injectable()
export class RegistrationProjection implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'registration.requested': (event, tx) => addRegistration(tx, event.payload.requestId, event.payload.status),
      'registration.status-changed': (event, tx) => setRegistrationStatus(tx, event.payload.requestId, event.payload.to),
    };
  }
}
