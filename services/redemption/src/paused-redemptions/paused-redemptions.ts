import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { redemptionsPausedMessage } from '@gv/proto';
import { pausedBusinesses } from '../db/schema.js';

/**
 * Whether a business's redemptions are paused (the super admin suspended it and paused them too), as identity's
 * business.updated says; the counter refuses before sending a code, and at the redemption itself.
 */
@Injectable()
export class PausedRedemptions implements EventSubscriber {
  constructor(@Inject(DB) private readonly db: Db) {}

  handlers(): EventHandlers {
    return {
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const row = { businessName: payload.name, paused: payload.redemptionsPaused === true, timeZone: payload.timeZone ?? 'UTC', changedAt: occurredAt };
        await tx
          .insert(pausedBusinesses)
          .values({ businessSlug: payload.businessSlug, ...row })
          .onConflictDoUpdate({ target: pausedBusinesses.businessSlug, set: row, setWhere: sql`${pausedBusinesses.changedAt} <= ${occurredAt}` });
      },
    };
  }

  /** Throws the counter's refusal when the business's redemptions are paused. */
  async refuseIfPaused(businessSlug: string, db: DbOrTx = this.db): Promise<void> {
    const [paused] = await db
      .select({ name: pausedBusinesses.businessName })
      .from(pausedBusinesses)
      .where(and(eq(pausedBusinesses.businessSlug, businessSlug), eq(pausedBusinesses.paused, true)));
    if (paused) throw new DomainError('BUSINESS.REDEMPTIONS_PAUSED', redemptionsPausedMessage(paused.name));
  }
}
