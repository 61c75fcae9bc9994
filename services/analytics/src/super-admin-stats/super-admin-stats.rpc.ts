import { Controller, Inject } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type SuperAdminStats } from '@gv/proto';
import { registrationStatuses } from '../db/schema.js';

@Controller()
export class SuperAdminStatsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.superAdminStats)
  async stats(): Promise<SuperAdminStats> {
    const rows = await this.db
      .select({ status: registrationStatuses.status, count: sql<number>`count(*)::int` })
      .from(registrationStatuses)
      .groupBy(registrationStatuses.status);
    const stats = { total: 0, pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) {
      stats[row.status] = Number(row.count);
      stats.total += Number(row.count);
    }
    return stats;
  }
}
