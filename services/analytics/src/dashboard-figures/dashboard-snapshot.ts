import type { Db } from '@gv/platform';
import { countsAt, DASHBOARD_DAYS, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type AtLocation, type BusinessTotals, type DailyFiguresList } from '@gv/proto';
import { readDashboardFigures, type DailySums as Sums } from '../db/daily-repository.js';
import { dashboardDays } from '../domain/dashboard-days.js';
import { testDataShown } from '../domain/test-data-shown.js';
import { TransactionSnapshot } from '../snapshots/transaction-snapshot.js';
import type { ReadSnapshot } from '../snapshots/business-snapshots.js';

type Mode = 'live' | 'test';

/** Sums at a location ('': nowhere recorded). */
interface Located {
  locationId: string;
  sums: Sums;
}

/**
 * Everything a business's dashboard figures come from: its time zone, live switch and currency, all-time sums and the recent
 * days of the whole business and at each location, of its live and of its test activity. Which activity and location an admin sees and which
 * 30 days end today are worked out when asked, so one snapshot answers every admin of the business, with or without
 * "Show test data", for the whole business or one location, on any day.
 */
export interface DashboardSnapshot extends ReadSnapshot {
  timeZone: string;
  live: boolean;
  /** The ISO 4217 code its sums are minor units of. */
  currency: string;
  totals: Record<Mode, Sums>;
  days: Record<Mode, Map<string, Sums>>;
  locationTotals: Record<Mode, Located[]>;
  locationDays: Record<Mode, Map<string, Located[]>>;
}

const NOTHING: Sums = { cardsSold: 0, revenueCents: 0, loadedCents: 0, redeemedCents: 0, cashedOutCents: 0, refundedCents: 0, outsideCents: 0 };
const modeOf = (test: boolean): Mode => (test ? 'test' : 'live');
const sumsOf = ({ cardsSold, revenueCents, loadedCents, redeemedCents, cashedOutCents, refundedCents, outsideCents }: Sums): Sums => ({
  outsideCents: Number(outsideCents ?? 0),
  cashedOutCents: Number(cashedOutCents ?? 0),
  cardsSold: Number(cardsSold),
  revenueCents: Number(revenueCents),
  loadedCents: Number(loadedCents ?? 0),
  redeemedCents: Number(redeemedCents),
  refundedCents: Number(refundedCents),
});

/**
 * A business's snapshot in one statement. The days start 31 days before today in UTC: no zone's today is more than a
 * day behind UTC's, so they hold the 30 days ending today in any zone, for as long as a snapshot is kept.
 */
export async function readDashboardSnapshot(db: Db, businessSlug: string): Promise<DashboardSnapshot> {
  const firstDay = new Date(Date.now() - (DASHBOARD_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
  const row = await readDashboardFigures(db, businessSlug, firstDay);
  const totals: Record<Mode, Sums> = { live: NOTHING, test: NOTHING };
  for (const sums of row.totals) totals[modeOf(sums.test)] = sumsOf(sums);
  const days: Record<Mode, Map<string, Sums>> = { live: new Map(), test: new Map() };
  for (const sums of row.days) days[modeOf(sums.test)].set(sums.day, sumsOf(sums));
  const locationTotals: Record<Mode, Located[]> = { live: [], test: [] };
  for (const sums of row.locationTotals) locationTotals[modeOf(sums.test)].push({ locationId: sums.locationId, sums: sumsOf(sums) });
  const locationDays: Record<Mode, Map<string, Located[]>> = { live: new Map(), test: new Map() };
  for (const sums of row.locationDays) {
    const ofMode = locationDays[modeOf(sums.test)];
    ofMode.set(sums.day, [...(ofMode.get(sums.day) ?? []), { locationId: sums.locationId, sums: sumsOf(sums) }]);
  }
  const seen = TransactionSnapshot.parse(row.seen);
  return { timeZone: row.timeZone ?? DEFAULT_TIME_ZONE, live: row.live ?? false, currency: row.currency ?? DEFAULT_CURRENCY, totals, days, locationTotals, locationDays, seen };
}

/** All-time totals, of the business or at one location, in minor units of its currency; revenue net of refunds. */
export function totalsOf(snapshot: DashboardSnapshot, testDataAsked: boolean | undefined, at: AtLocation | undefined): BusinessTotals {
  const mode = modeOf(testDataShown(snapshot.live, testDataAsked));
  return { ...figuresOf(at ? sumAt(snapshot.locationTotals[mode], at) : snapshot.totals[mode]), testData: mode === 'test', currency: snapshot.currency };
}

/** Every one of the last 30 days in the business's time zone, oldest first; a day without sales, refunds or redemptions is zero. */
export function dailyOf(snapshot: DashboardSnapshot, testDataAsked: boolean | undefined, at: AtLocation | undefined): DailyFiguresList {
  const testData = testDataShown(snapshot.live, testDataAsked);
  const [byDay, byLocationDay] = [snapshot.days[modeOf(testData)], snapshot.locationDays[modeOf(testData)]];
  const sumsOn = (date: string) => (at ? sumAt(byLocationDay.get(date) ?? [], at) : (byDay.get(date) ?? NOTHING));
  return {
    days: dashboardDays(snapshot.timeZone).map((date) => ({ date, ...figuresOf(sumsOn(date)) })),
    testData,
    currency: snapshot.currency,
  };
}

/** The sums at `at`. */
function sumAt(located: readonly Located[], at: AtLocation): Sums {
  const total = { ...NOTHING };
  for (const { locationId, sums } of located) {
    if (!countsAt(at, locationId)) continue;
    for (const name of Object.keys(total) as (keyof Sums)[]) total[name] += sums[name];
  }
  return total;
}

/** The figures an admin reads from the sums kept: revenue, of cards sold and reloads, net of refunds. */
function figuresOf(sums: Sums) {
  return {
    cardsSold: sums.cardsSold,
    revenueCents: sums.revenueCents + sums.loadedCents - sums.refundedCents,
    refundedCents: sums.refundedCents,
    redeemedCents: sums.redeemedCents,
    cashedOutCents: sums.cashedOutCents,
    paidOutsideCents: sums.outsideCents,
  };
}
