import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { OrdersRpc, type LedgerAuditResult } from '@gv/proto';
import { LedgerAuditJob } from './ledger-audit.job.js';

/** GET /api/superadmin/ledger-audit: the latest daily ledger audit. */
@Controller()
export class LedgerAuditRpc {
  constructor(private readonly audits: LedgerAuditJob) {}

  @RpcHandler(OrdersRpc.ledgerAudit)
  latest(): Promise<LedgerAuditResult> {
    return this.audits.latest();
  }
}
