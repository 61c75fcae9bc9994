import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { businessNames } from '../db/schema.js';

/** Keeps each business's name and status from business.updated, the latest event winning (an older profile delivered late changes nothing). */
@Injectable()
export class BusinessNames implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const fields = { name: payload.name, status: payload.status ?? 'active', changedAt: occurredAt };
        await tx
          .insert(businessNames)
          .values({ businessSlug: payload.businessSlug, ...fields })
          .onConflictDoUpdate({ target: businessNames.businessSlug, set: fields, setWhere: sql`${businessNames.changedAt} <= ${occurredAt}` });
      },
    };
  }
}
