import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newEvent, selectRows, type SqlEventBus } from '@gv/platform';
import type { AnyEventEnvelope, EventMap } from '@gv/proto';
import { eventually } from '../../../test/engines';
import { databaseEnvs } from '../../../test/databases';
import { serviceAlone } from '../../../test/service-alone';
import { issuedCardPayload } from '../../../test/card-events';
import { paidOrder } from '../../../test/paid-order';
import { analyticsService } from './index';
import { rebuildProjection } from './rebuild/rebuild-projection';

interface DayRow {
  day: string;
  orders: number;
  revenue_cents: number;
  redeemed_cents: number;
}

const HARBOR = 'harbor-grill';
const PLAIN = 'plain-diner';

const profileOf = (businessSlug: string, timeZone: string, occurredAt: string) => ({
  ...newEvent('business.updated', {
    v: 2,
    businessSlug,
    name: businessSlug,
    logoUrl: null,
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
    timeZone,
  }),
  occurredAt,
});

const sale = (businessSlug: string, completedAt: string, amountCents: number) => newEvent('payment.completed', { v: 1, ...paidOrder({ businessSlug, completedAt, amountCents }) });

/** A $200 card issued and redeemed at the same moment: its issue first, since a redemption waits for its card. */
const redemption = (businessSlug: string, redeemedAt: string, amountCents: number, ledgerId: number): AnyEventEnvelope[] => {
  const cardId = randomUUID();
  const giftCardId = randomUUID();
  const holder = { name: 'Ann Buyer', email: 'ann@example.com' };
  const issued = issuedCardPayload(businessSlug, {
    cardId,
    giftCardId,
    giftCardName: 'Dinner for two',
    faceValueCents: 20000,
    paidValueCents: 18000,
    bonusValueCents: 2000,
    priceCents: 18000,
    holder,
    issuedAt: redeemedAt,
  });
  const redeemed: EventMap['gift-card.redeemed'] = {
    v: 1,
    cardId,
    ledgerId,
    businessSlug,
    giftCardId,
    giftCardName: 'Dinner for two',
    holder,
    amountCents,
    paidCents: amountCents,
    bonusCents: 0,
    balanceAfterCents: 20000 - amountCents,
    paidAfterCents: 18000 - amountCents,
    bonusAfterCents: 2000,
    adminId: randomUUID(),
    redeemedAt,
  };
  return [newEvent('gift-card.issued', issued), newEvent('gift-card.redeemed', redeemed)];
};

describe.each(databaseEnvs)("sales and redemptions counted on the business's calendar day in its time zone (%s)", (_engine, createDatabase) => {
  const { runtime, service, db } = serviceAlone(analyticsService, createDatabase, 'gv-zones-');
  const daysOf = (businessSlug: string) =>
    selectRows<DayRow>(
      db(),
      sql`select day::text as day, orders, revenue_cents::int as revenue_cents, redeemed_cents::int as redeemed_cents
          from analytics.daily where business_slug = ${businessSlug} order by day`,
    );
  /** The business's days once they equal `expected` (the consumer applies published events shortly after). */
  const settled = async (businessSlug: string, expected: DayRow[]) => {
    await eventually(async () => JSON.stringify(await daysOf(businessSlug)) === JSON.stringify(expected), 10_000).catch(() => undefined);
    expect(await daysOf(businessSlug)).toEqual(expected);
  };

  it('counts a sale and a redemption at 03:00 UTC on March 1 on February 28 in New York, and on March 1 for a business without a zone', async () => {
    await runtime().bus.publish([
      profileOf(HARBOR, 'America/New_York', '2026-01-01T00:00:00.000Z'),
      sale(HARBOR, '2026-03-01T03:00:00.000Z', 4500),
      ...redemption(HARBOR, '2026-03-01T03:30:00.000Z', 1250, 1),
      sale(PLAIN, '2026-03-01T03:00:00.000Z', 2000),
    ]);
    await settled(HARBOR, [{ day: '2026-02-28', orders: 1, revenue_cents: 4500, redeemed_cents: 1250 }]);
    await settled(PLAIN, [{ day: '2026-03-01', orders: 1, revenue_cents: 2000, redeemed_cents: 0 }]);
  });

  it('counts each of the sales handled together in the zone as it stands at that sale, also when the zone changes between them', async () => {
    const SWITCHING = 'switching-bistro';
    await runtime().bus.publish([
      profileOf(SWITCHING, 'America/New_York', '2026-01-01T00:00:00.000Z'),
      sale(SWITCHING, '2026-03-01T03:00:00.000Z', 1000),
      profileOf(SWITCHING, 'Asia/Tokyo', '2026-01-02T00:00:00.000Z'),
      // 05:00 on March 2 in Tokyo; 15:00 on March 1 in New York.
      sale(SWITCHING, '2026-03-01T20:00:00.000Z', 2000),
    ]);
    await settled(SWITCHING, [
      { day: '2026-02-28', orders: 1, revenue_cents: 1000, redeemed_cents: 0 },
      { day: '2026-03-02', orders: 1, revenue_cents: 2000, redeemed_cents: 0 },
    ]);
  });

  it('counts new events in a changed zone, ignores an older profile arriving late, and leaves counted days to a rebuild, which counts them in the current zone', async () => {
    await runtime().bus.publish([
      profileOf(HARBOR, 'Asia/Tokyo', '2026-03-01T10:00:00.000Z'),
      // Sent before the change, delivered after it: the zone stays Tokyo.
      profileOf(HARBOR, 'Europe/London', '2026-03-01T09:00:00.000Z'),
      // 05:00 on March 2 in Tokyo; 20:00 on March 1 in London.
      sale(HARBOR, '2026-03-01T20:00:00.000Z', 3000),
    ]);
    await settled(HARBOR, [
      { day: '2026-02-28', orders: 1, revenue_cents: 4500, redeemed_cents: 1250 },
      { day: '2026-03-02', orders: 1, revenue_cents: 3000, redeemed_cents: 0 },
    ]);

    const report = await rebuildProjection(db(), runtime().bus as SqlEventBus);
    expect(report.partial).toBe(false);
    // In Tokyo, 03:00 and 03:30 UTC on March 1 are noon on March 1.
    expect(await daysOf(HARBOR)).toEqual([
      { day: '2026-03-01', orders: 1, revenue_cents: 4500, redeemed_cents: 1250 },
      { day: '2026-03-02', orders: 1, revenue_cents: 3000, redeemed_cents: 0 },
    ]);
    expect(await daysOf(PLAIN)).toEqual([{ day: '2026-03-01', orders: 1, revenue_cents: 2000, redeemed_cents: 0 }]);
  });
});
