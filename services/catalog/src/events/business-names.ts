import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { DEFAULT_CURRENCY } from '@gv/proto';
import { recordBusinessName } from '../db/business-name-repository.js';

/** Keeps each business's name, status, currency and whether it is live from business.updated, the latest event winning (an older profile delivered late changes nothing). */
@Injectable()
export class BusinessNames implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const { businessSlug, name, currency = DEFAULT_CURRENCY } = payload;
        await recordBusinessName(tx, { businessSlug, name, status: payload.status ?? 'active', live: payload.live === true, currency, changedAt: occurredAt });
      },
    };
  }
}
