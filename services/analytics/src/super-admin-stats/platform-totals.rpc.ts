import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type PlatformTotals } from '@gv/proto';
import { platformTotals } from '../db/business-repository.js';

/**
 * The super admin's platform figures, each the glossary's: businesses, cards sold, paid value sold, refunded, revenue
 * (paid value sold less refunded), paid outside the platform (corporate orders, apart from sales), and outstanding (what
 * the books owe at the end of each business's today); test activity never counts.
 */
@Controller()
export class PlatformTotalsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.platformTotals)
  totals(): Promise<PlatformTotals> {
    return platformTotals(this.db);
  }
}
