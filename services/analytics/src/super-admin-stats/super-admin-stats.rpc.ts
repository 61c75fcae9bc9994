import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type SuperAdminStats } from '@gv/proto';
import { registrationCounts } from '../db/registration-repository.js';

@Controller()
export class SuperAdminStatsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.superAdminStats)
  stats(): Promise<SuperAdminStats> {
    return registrationCounts(this.db);
  }
}
