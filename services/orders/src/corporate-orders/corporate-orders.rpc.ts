import { Controller, Inject } from '@nestjs/common';
import { DB, NotFoundError, RpcHandler, type Db } from '@gv/platform';
import {
  CORPORATE_MESSAGES,
  CorporateOrdersRpc,
  isUuid,
  text,
  type ApproveCorporateOrderRpcRequest,
  type ConfirmCorporateOrderRpcRequest,
  type CorporateOrderRecord,
  type CorporateOrderRequest,
  type CorporateOrdersForReview,
  type CreateCorporateOrderRpcRequest,
} from '@gv/proto';
import { CreateCorporateOrderHandler } from './create-corporate-order.handler.js';
import { HeldCorporateOrders } from './held-corporate-orders.js';
import { corporateOrderOf, corporateOrdersOf, corporateOrdersToReview } from '../db/corporate-order-repository.js';
import { corporateForReview, corporateRecordOf } from './corporate-order-record.js';

/** The admin's corporate orders (decision 0063), always within the business the gateway took from the session. */
@Controller()
export class CorporateOrdersRpcHandlers {
  constructor(@Inject(DB) private readonly db: Db, private readonly creator: CreateCorporateOrderHandler, private readonly held: HeldCorporateOrders) {}

  @RpcHandler(CorporateOrdersRpc.confirm)
  confirm(request: ConfirmCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    return this.held.confirm(request);
  }

  @RpcHandler(CorporateOrdersRpc.approve)
  approve(request: ApproveCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    return this.held.approve(request);
  }

  /** The super admin's operations view: batches waiting for approval and the latest issued, of every business. */
  @RpcHandler(CorporateOrdersRpc.review)
  async review(): Promise<CorporateOrdersForReview> {
    const { waiting, recent } = await corporateOrdersToReview(this.db);
    return { awaitingApproval: waiting.map(corporateForReview), recent: recent.map(corporateForReview) };
  }

  @RpcHandler(CorporateOrdersRpc.create)
  create(request: CreateCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    return this.creator.execute(request);
  }

  @RpcHandler(CorporateOrdersRpc.list)
  async list(request: { businessSlug: string }): Promise<{ orders: CorporateOrderRecord[] }> {
    return { orders: (await corporateOrdersOf(this.db, text(request.businessSlug))).map(corporateRecordOf) };
  }

  @RpcHandler(CorporateOrdersRpc.find)
  async find(request: CorporateOrderRequest): Promise<CorporateOrderRecord> {
    const id = text(request.id).toLowerCase();
    const order = isUuid(id) ? await corporateOrderOf(this.db, text(request.businessSlug), id) : undefined;
    if (!order) throw new NotFoundError(CORPORATE_MESSAGES.notFound, 'CORPORATE_ORDER.NOT_FOUND');
    return corporateRecordOf(order);
  }
}
