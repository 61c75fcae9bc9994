import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type PlatformTotals, type SuperAdminStats } from '@gv/proto';
import { platformTotals } from '../db/business-repository.js';
import { registrationCounts } from '../db/registration-repository.js';

/** The super admin's figures of the whole platform. */
@Controller()
export class SuperAdminStatsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Registration requests counted by status, and in all. */
  @RpcHandler(AnalyticsRpc.superAdminStats)
  stats(): Promise<SuperAdminStats> {
    return registrationCounts(this.db);
  }

  @RpcHandler(AnalyticsRpc.platformTotals)
  totals(): Promise<PlatformTotals> {
    return platformTotals(this.db);
  }
}
