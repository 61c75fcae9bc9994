import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, NotFoundError, newEvent, now, type Db } from '@gv/platform';
import { CORPORATE_MESSAGES, externalPaymentId, isUuid, paidRealMoney, text, type CorporateOrderRecord, type ConfirmCorporateOrderRpcRequest, type EventMap } from '@gv/proto';
import { outsideCapOf, reserveOutsideValue } from '../db/outside-payment-repository.js';
import type { OrderRow } from '../db/schema.js';
import { outsidePaymentDay } from '../domain/outside-payment-cap.js';
import { CorporateOrderIssuer } from './corporate-order-issuer.js';
import { corporateOrderOf, moveHeldCorporateOrder } from '../db/corporate-order-repository.js';
import { corporateRecordOf, corporateStatusOf } from './corporate-order-record.js';

export const corporateOrderNotFound = () => new NotFoundError(CORPORATE_MESSAGES.notFound, 'CORPORATE_ORDER.NOT_FOUND');
/** Another confirmation (or approval) moved the batch first: this one changes nothing. */
class MovedFirst extends Error {}

/**
 * POST /api/v1/admin/corporate-orders/{id}/confirm: the owner confirms a held batch (decision 0071). In one
 * transaction its value is taken from the business's cap for the day by one guarded upsert; within it, the batch is
 * paid and its cards issued; past it, it waits for the super admin's approval (and they are emailed). Either way the
 * confirmation is an audit entry (corporate-order.confirmed). Confirming again answers where the batch is.
 */
@Injectable()
export class ConfirmCorporateOrderHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly issuer: CorporateOrderIssuer,
  ) {}

  async execute(request: ConfirmCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const { businessSlug, adminId, email } = request.admin;
    const id = text(request.id).toLowerCase();
    const held = isUuid(id) ? await corporateOrderOf(this.db, businessSlug, id) : undefined;
    if (!held) throw corporateOrderNotFound();
    if (corporateStatusOf(held) !== 'awaiting-confirmation') return corporateRecordOf(held);

    const at = now().toISOString();
    const day = outsidePaymentDay(at);
    let issued: EventMap['payment.completed'] | undefined;
    try {
      const order = await this.db.transaction(async (tx) => {
        const withinCap = await reserveOutsideValue(tx, businessSlug, day, held.priceCents);
        const moved = await moveHeldCorporateOrder(tx, {
          id,
          businessSlug,
          from: 'awaiting-confirmation',
          facts: { status: withinCap ? 'confirmed' : 'awaiting-approval', confirmedBy: email, confirmedAt: at },
          paidAt: withinCap ? at : null,
          paymentId: withinCap ? externalPaymentId(id) : null,
          at,
        });
        if (!moved) throw new MovedFirst(); // rolls the reservation back
        const { dailyCapCents } = await outsideCapOf(tx, businessSlug, day);
        const confirmed = newEvent('corporate-order.confirmed', confirmedEvent(moved, { adminId, email, at, withinCap, dailyCapCents }));
        if (withinCap) issued = await this.issuer.record(tx, moved, confirmed);
        else await this.issuer.outboxOnly(tx, [confirmed]);
        return moved;
      });
      if (issued) await this.issuer.issueNow(issued);
      else this.issuer.flushSoon();
      return corporateRecordOf(order);
    } catch (error) {
      if (!(error instanceof MovedFirst)) throw error;
      return corporateRecordOf((await corporateOrderOf(this.db, businessSlug, id))!);
    }
  }
}

function confirmedEvent(
  order: OrderRow,
  confirmation: { adminId: string; email: string; at: string; withinCap: boolean; dailyCapCents: number },
): EventMap['corporate-order.confirmed'] {
  return {
    v: 1,
    orderId: order.id,
    businessSlug: order.businessSlug,
    businessName: order.businessName ?? order.businessSlug,
    company: order.corporate!.company,
    paymentReference: order.corporate!.paymentReference,
    cardCount: order.gifts.length,
    amountCents: order.priceCents,
    testMode: !paidRealMoney(order.paymentMode),
    adminId: confirmation.adminId,
    confirmedBy: confirmation.email,
    confirmedAt: confirmation.at,
    outcome: confirmation.withinCap ? 'issued' : 'awaiting-approval',
    dailyCapCents: confirmation.dailyCapCents,
  };
}

export const notAwaiting = (message: string) => new DomainError('CORPORATE_ORDER.NOT_AWAITING', message);
