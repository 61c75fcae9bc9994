import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import { SNAPSHOT_TTL_MS } from '@gv/proto';
import { readDashboardSnapshot, type DashboardSnapshot } from '../dashboard-figures/dashboard-snapshot.js';
import { readGiftCardOrdersSnapshot, type GiftCardOrdersSnapshot } from '../gift-card-orders/gift-card-orders-snapshot.js';
import { BusinessSnapshots } from './business-snapshots.js';
import type { TransactionSnapshot } from './transaction-snapshot.js';

/**
 * The per-business snapshots this process answers from, the dashboard's figures and the orders page's summary, told
 * of every change its event consumer makes.
 */
@Injectable()
export class ProjectionSnapshots {
  readonly dashboards: BusinessSnapshots<DashboardSnapshot>;
  readonly giftCardOrders: BusinessSnapshots<GiftCardOrdersSnapshot>;

  constructor(@Inject(DB) db: Db) {
    this.dashboards = new BusinessSnapshots((businessSlug) => readDashboardSnapshot(db, businessSlug), SNAPSHOT_TTL_MS);
    this.giftCardOrders = new BusinessSnapshots((businessSlug) => readGiftCardOrdersSnapshot(db, businessSlug), SNAPSHOT_TTL_MS);
  }

  /** See BusinessSnapshots.changing. */
  changing(businessSlugs: Iterable<string>, xid: bigint, seen: TransactionSnapshot): void {
    this.dashboards.changing(businessSlugs, xid, seen);
    this.giftCardOrders.changing(businessSlugs, xid, seen);
  }
}
