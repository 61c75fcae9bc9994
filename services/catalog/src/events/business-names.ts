import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { recordBusinessName } from '../db/business-name-repository.js';

/** Keeps each business's name and status from business.updated, the latest event winning (an older profile delivered late changes nothing). */
@Injectable()
export class BusinessNames implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        await recordBusinessName(tx, { businessSlug: payload.businessSlug, name: payload.name, status: payload.status ?? 'active', changedAt: occurredAt });
      },
    };
  }
}
