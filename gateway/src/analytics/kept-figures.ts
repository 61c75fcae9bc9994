import { Kept } from '@gv/platform';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AnalyticsNotice, AnalyticsRpc, SNAPSHOT_TTL_MS, type AtLocation, type BusinessesChanged, type BusinessTotals, type DailyFiguresList } from '@gv/proto';
import { Services } from '../http/rpc.js';

/**
 * How long a gateway keeps a business's figures when no change of it is announced: what analytics commits without
 * announcing it (a rebuild), or an announcement this gateway missed while it reconnected, shows within this time on
 * top of analytics' own SNAPSHOT_TTL_MS.
 */
export const FIGURES_KEEP_MS = 1_000;

/** Asked again in the background in the second half of that time. */
const KEEPING = { keepMs: FIGURES_KEEP_MS, refreshAheadMs: FIGURES_KEEP_MS / 2, max: 10_000 };

interface Heard {
  xid: string;
  heardAt: number;
}

/**
 * The dashboard's figures of each business (totals, and the last 30 days), kept by the gateway until analytics
 * announces, after its commit, that the business changed (decision 0070), and for FIGURES_KEEP_MS at most; asked
 * again in the background in the second half of that time, so twenty admins opening the dashboard wait for no call.
 * After an announcement the calls for the business carry the changed transaction for SNAPSHOT_TTL_MS, so that no
 * analytics replica answers them from a snapshot read before it committed.
 */
@Injectable()
export class KeptFigures implements OnModuleDestroy {
  private readonly kept = {
    totals: new Kept<BusinessTotals>({ name: 'figures-totals', ...KEEPING }),
    daily: new Kept<DailyFiguresList>({ name: 'figures-daily', ...KEEPING }),
  };
  private readonly heard = new Map<string, Heard[]>();
  private readonly stopListening: () => void;

  constructor(private readonly services: Services) {
    this.stopListening = services.onNotice(AnalyticsNotice.businessesChanged, (notice) => this.changed(notice));
  }

  totals(businessSlug: string, testData: boolean, at: AtLocation | undefined): Promise<BusinessTotals> {
    return this.kept.totals.get(keyOf(businessSlug, testData, at), () =>
      this.services.call(AnalyticsRpc.totals, { businessSlug, testData, at, mustSee: this.mustSee(businessSlug) }),
    );
  }

  daily(businessSlug: string, testData: boolean, at: AtLocation | undefined): Promise<DailyFiguresList> {
    return this.kept.daily.get(keyOf(businessSlug, testData, at), () =>
      this.services.call(AnalyticsRpc.daily, { businessSlug, testData, at, mustSee: this.mustSee(businessSlug) }),
    );
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  private changed({ businessSlugs, xid }: BusinessesChanged): void {
    for (const [businessSlug, heard] of this.heard) {
      const recent = heard.filter(isRecent);
      if (recent.length > 0) this.heard.set(businessSlug, recent);
      else this.heard.delete(businessSlug);
    }
    for (const businessSlug of businessSlugs) {
      const ofTheBusiness = (key: string) => key.startsWith(`${businessSlug}:`);
      this.kept.totals.forget(ofTheBusiness);
      this.kept.daily.forget(ofTheBusiness);
      this.heard.set(businessSlug, [...(this.heard.get(businessSlug) ?? []), { xid, heardAt: Date.now() }]);
    }
  }

  /** The changes of the business heard within SNAPSHOT_TTL_MS, if any. */
  private mustSee(businessSlug: string): string[] | undefined {
    const xids = (this.heard.get(businessSlug) ?? []).filter(isRecent).map(({ xid }) => xid);
    return xids.length > 0 ? xids : undefined;
  }
}

const isRecent = ({ heardAt }: Heard) => Date.now() - heardAt < SNAPSHOT_TTL_MS;

/** The figures of a business, with or without its test data, everywhere or at one location. */
const keyOf = (businessSlug: string, testData: boolean, at: AtLocation | undefined) => `${businessSlug}:${testData}:${at?.locationId ?? ''}`;
