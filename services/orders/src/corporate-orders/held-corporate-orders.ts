import { Injectable } from '@nestjs/common';
import { DomainError, NotFoundError, Store, newEvent, now } from '@gv/platform';
import {
  CORPORATE_MESSAGES,
  externalPaymentId,
  isUuid,
  paidRealMoney,
  text,
  type ApproveCorporateOrderRpcRequest,
  type ConfirmCorporateOrderRpcRequest,
  type CorporateOrderRecord,
  type EventMap,
} from '@gv/proto';
import { anyCorporateOrder, corporateOrderOf, moveHeldCorporateOrder } from '../db/corporate-order-repository.js';
import { outsideCapOf, reserveOutsideValue } from '../db/outside-payment-repository.js';
import type { OrderRow } from '../db/schema.js';
import { outsidePaymentDay } from '../domain/outside-payment-cap.js';
import { CorporateOrderIssuer } from './corporate-order-issuer.js';
import { corporateRecordOf, corporateStatusOf } from './corporate-order-record.js';

const corporateOrderNotFound = () => new NotFoundError(CORPORATE_MESSAGES.notFound, 'CORPORATE_ORDER.NOT_FOUND');
const notAwaiting = (message: string) => new DomainError('CORPORATE_ORDER.NOT_AWAITING', message);
/** Another confirmation (or approval) moved the batch first: this one changes nothing. */
class MovedFirst extends Error {}

/**
 * A held corporate batch moving on (decision 0071): the owner's confirmation, then, for a batch past its business's
 * daily cap, the super admin's approval. Each move is one guarded update, so a batch moves once; asking again answers
 * where it is.
 */
@Injectable()
export class HeldCorporateOrders {
  constructor(private readonly store: Store, private readonly issuer: CorporateOrderIssuer) {}

  /**
   * POST /api/v1/admin/corporate-orders/{id}/confirm: in one transaction the batch's card value is taken from the
   * business's cap for the day by one guarded upsert; within it, the batch is paid and its cards issued; past it, it
   * waits for the super admin's approval (and they are emailed). Either way the confirmation is an audit entry
   * (corporate-order.confirmed).
   */
  async confirm(request: ConfirmCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const { businessSlug, adminId, email } = request.admin;
    const id = text(request.id).toLowerCase();
    const held = isUuid(id) ? await corporateOrderOf(this.store.db, businessSlug, id) : undefined;
    if (!held) throw corporateOrderNotFound();
    if (corporateStatusOf(held) !== 'awaiting-confirmation') return corporateRecordOf(held);

    const at = now().toISOString();
    const day = outsidePaymentDay(at);
    let issued: EventMap['payment.completed'] | undefined;
    try {
      const order = await this.store.transaction(async (tx, record) => {
        // The cards' value counts, not their price: a discount is value with no money behind it.
        const withinCap = await reserveOutsideValue(tx, businessSlug, held.currency, day, held.faceValueCents * held.gifts.length);
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
        const { dailyCapCents } = await outsideCapOf(tx, businessSlug, held.currency, day);
        const confirmed = newEvent('corporate-order.confirmed', {
          ...batchFacts(moved),
          businessName: moved.businessName ?? moved.businessSlug,
          adminId,
          confirmedBy: email,
          confirmedAt: at,
          outcome: withinCap ? 'issued' : 'awaiting-approval',
          dailyCapCents,
        });
        if (!withinCap) {
          await record(confirmed);
          return moved;
        }
        const paid = await this.issuer.pay(tx, moved);
        await record(confirmed, ...paid.events);
        issued = paid.completed;
        return moved;
      });
      if (issued) await this.issuer.issueNow(issued);
      return corporateRecordOf(order);
    } catch (error) {
      if (!(error instanceof MovedFirst)) throw error;
      return corporateRecordOf((await corporateOrderOf(this.store.db, businessSlug, id))!);
    }
  }

  /**
   * POST /api/superadmin/corporate-orders/{id}/approve: the super admin lets a confirmed batch past its business's
   * daily cap. Its cards are issued as a confirmed batch's are, with an audit entry naming the super admin.
   */
  async approve(request: ApproveCorporateOrderRpcRequest): Promise<CorporateOrderRecord> {
    const id = text(request.id).toLowerCase();
    const found = isUuid(id) ? await anyCorporateOrder(this.store.db, id) : undefined;
    if (!found) throw corporateOrderNotFound();
    // Approving again answers the batch; one the owner has not confirmed cannot be approved for them.
    if (corporateStatusOf(found) === 'confirmed' && found.corporate?.approvedBy) return corporateRecordOf(found);
    if (corporateStatusOf(found) !== 'awaiting-approval') throw notAwaiting(CORPORATE_MESSAGES.notAwaitingApproval);
    const at = now().toISOString();
    const approvedBy = request.superAdmin.email;
    const approved = await this.store.transaction(async (tx, record) => {
      const order = await moveHeldCorporateOrder(tx, {
        id,
        from: 'awaiting-approval',
        facts: { status: 'confirmed', approvedBy },
        paidAt: at,
        paymentId: externalPaymentId(id),
        at,
      });
      if (!order) return undefined;
      const paid = await this.issuer.pay(tx, order);
      await record(newEvent('corporate-order.approved', { ...batchFacts(order), approvedBy, approvedAt: at }), ...paid.events);
      return { order, completed: paid.completed };
    });
    if (!approved) return corporateRecordOf((await anyCorporateOrder(this.store.db, id))!);
    await this.issuer.issueNow(approved.completed);
    return corporateRecordOf(approved.order);
  }
}

/** The batch as its confirmation and approval events describe it. */
function batchFacts(order: OrderRow) {
  return {
    v: 1 as const,
    orderId: order.id,
    businessSlug: order.businessSlug,
    company: order.corporate!.company,
    paymentReference: order.corporate!.paymentReference,
    cardCount: order.gifts.length,
    amountCents: order.priceCents,
    currency: order.currency,
    testMode: !paidRealMoney(order.paymentMode),
  };
}
