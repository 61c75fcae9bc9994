import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { RedemptionRpc, type AuditCardsPage, type AuditCardsRequest, type OrderIdList, type SquareCardsPage, type SquareCardsRequest } from '@gv/proto';
import { ordersAwaitingIssue } from '../db/deferred-issue-repository.js';
import { auditCardsPage } from '../db/ledger-audit-repository.js';
import { registeredCardsPage } from '../db/pos-repository.js';

/** Redemption's facts for the ledger audit, which orders runs: cards with their ledger sums, issues still due, cards registered at Square. */
@Controller()
export class AuditLedgerRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(RedemptionRpc.auditCards)
  async cards({ afterOrderId, limit }: AuditCardsRequest): Promise<AuditCardsPage> {
    return { cards: await auditCardsPage(this.db, afterOrderId, Math.min(limit, 5_000)) };
  }

  @RpcHandler(RedemptionRpc.auditSquareCards)
  async squareCards({ afterCardId, limit }: SquareCardsRequest): Promise<SquareCardsPage> {
    return { cards: await registeredCardsPage(this.db, afterCardId, Math.min(limit, 5_000)) };
  }

  @RpcHandler(RedemptionRpc.ordersAwaitingIssue)
  async awaitingIssue({ orderIds }: OrderIdList): Promise<OrderIdList> {
    return { orderIds: await ordersAwaitingIssue(this.db, orderIds) };
  }
}
