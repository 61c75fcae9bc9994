import { Inject, Injectable } from '@nestjs/common';
import { DB, newEvent, now, type Db } from '@gv/platform';
import { CORPORATE_MESSAGES, externalPaymentId, isUuid, paidRealMoney, text, type ApproveCorporateOrderRpcRequest, type CorporateOrderRecord, type EventMap } from '@gv/proto';
import { CorporateOrderIssuer } from './corporate-order-issuer.js';
import { anyCorporateOrder, moveHeldCorporateOrder } from '../db/corporate-order-repository.js';
import { corporateRecordOf, corporateStatusOf } from './corporate-order-record.js';
import { corporateOrderNotFound, notAwaiting } from './confirm-corporate-order.handler.js';

/**
 * POST /api/superadmin/corporate-orders/{id}/approve: the super admin lets a confirmed batch past its business's daily
 * cap (decision 0071). Its cards are issued as a confirmed batch's are, with an audit entry naming the super admin.
 */
@Injectable()
export class ApproveCorporateOrderHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly issuer: CorporateOrderIssuer,
  ) {}

  async execute(request: ApproveCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const id = text(request.id).toLowerCase();
    const found = isUuid(id) ? await anyCorporateOrder(this.db, id) : undefined;
    if (!found) throw corporateOrderNotFound();
    // Approving again answers the batch; one the owner has not confirmed cannot be approved for them.
    if (corporateStatusOf(found) === 'confirmed' && found.corporate?.approvedBy) return corporateRecordOf(found);
    if (corporateStatusOf(found) !== 'awaiting-approval') throw notAwaiting(CORPORATE_MESSAGES.notAwaitingApproval);
    const at = now().toISOString();
    const approvedBy = request.superAdmin.email;
    const approved = await this.db.transaction(async (tx) => {
      const order = await moveHeldCorporateOrder(tx, { id, from: 'awaiting-approval', facts: { status: 'confirmed', approvedBy }, paidAt: at, paymentId: externalPaymentId(id), at });
      if (!order) return undefined;
      return { order, completed: await this.issuer.record(tx, order, newEvent('corporate-order.approved', approvedEvent(order, approvedBy, at))) };
    });
    if (!approved) return corporateRecordOf((await anyCorporateOrder(this.db, id))!);
    await this.issuer.issueNow(approved.completed);
    return corporateRecordOf(approved.order);
  }
}

function approvedEvent(order: CorporateOrderRow, approvedBy: string, at: string): EventMap['corporate-order.approved'] {
  return {
    v: 1,
    orderId: order.id,
    businessSlug: order.businessSlug,
    company: order.corporate!.company,
    paymentReference: order.corporate!.paymentReference,
    cardCount: order.gifts.length,
    amountCents: order.priceCents,
    testMode: !paidRealMoney(order.paymentMode),
    approvedBy,
    approvedAt: at,
  };
}

type CorporateOrderRow = NonNullable<Awaited<ReturnType<typeof anyCorporateOrder>>>;
