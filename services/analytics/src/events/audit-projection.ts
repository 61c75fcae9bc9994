import { Injectable } from '@nestjs/common';
import { BatchRows, type Batch, type EventHandlers, type EventSubscriber, type Tx } from '@gv/platform';
import {
  escheatedNotice,
  type AnyEventEnvelope,
  type ApiKeyActor,
  type AuditAction,
  type BusinessSettingField,
  type BusinessStatusAction,
  type EventEnvelope,
  type EventMap,
  type RegistrationStatus,
} from '@gv/proto';
import { insertAuditEntries, saveAuditPerson, type AuditEntryWrite } from '../db/audit-repository.js';
import { cardHolder } from '../db/buyer-repository.js';
import type { StoredAuditDetails } from '../db/schema.js';

/** What an event says of an entry; the rest defaults to an entry about no card. */
type Entry = Pick<AuditEntryWrite, 'businessSlug' | 'at' | 'actor' | 'action'> & {
  adminId?: string;
  subject?: string;
  details?: StoredAuditDetails;
  card?: CardFacts;
  /** An entry about no card that is test activity all the same (a test-mode corporate order). */
  test?: boolean;
};

/** An issued card as an entry names it: its gift card's name, its holder (the customer), whether it is a test card. */
interface CardFacts {
  cardId: string;
  giftCardName: string;
  holder: { name: string; email: string } | null;
  test: boolean;
}

type CorporateOrder = Pick<
  EventMap['corporate-order.approved'],
  'businessSlug' | 'company' | 'paymentReference' | 'cardCount' | 'amountCents' | 'testMode'
>;

/** A corporate order's entry: about its company, detailing its payment reference, count and value; test activity when taken in test mode. */
const corporateEntry = (
  order: CorporateOrder,
  at: string,
  who: Pick<Entry, 'actor' | 'adminId'>,
  action: AuditAction,
  details: StoredAuditDetails = {},
): Entry => ({
  businessSlug: order.businessSlug,
  at,
  ...who,
  action,
  subject: order.company,
  details: {
    company: order.company,
    paymentReference: order.paymentReference,
    cardCount: order.cardCount,
    amountCents: order.amountCents,
    ...details,
  },
  test: order.testMode,
});

/** An event that names the card it is about in full: its gift card, its holder, whether it is a test card. */
interface NamedCard {
  cardId: string;
  giftCardName: string;
  holder: { name: string; email: string };
  testCard?: boolean;
}

const namedCard = (payload: NamedCard): CardFacts => ({
  cardId: payload.cardId,
  giftCardName: payload.giftCardName,
  holder: payload.holder,
  test: payload.testCard === true,
});

/**
 * An admin's action on a card, or an integrator's API key's (decision 0091, by the key's name): the card as its event
 * names it, or as the buyers projection holds it.
 */
const adminCardEntry = (
  payload: { businessSlug: string; adminId?: string; apiKey?: ApiKeyActor },
  at: string,
  action: AuditAction,
  details: StoredAuditDetails,
  card: CardFacts | undefined,
): Entry => ({
  businessSlug: payload.businessSlug,
  at,
  actor: payload.apiKey ? 'api-key' : 'admin',
  adminId: payload.adminId,
  action,
  details: payload.apiKey ? { ...details, apiKey: payload.apiKey.name } : details,
  card,
});

/** What happened to a card with no one acting: a refund Square failed, a dispute opened or settled. */
const systemCardEntry = (
  businessSlug: string,
  at: string,
  action: AuditAction,
  card: CardFacts | undefined,
  details: StoredAuditDetails = {},
): Entry => ({
  businessSlug,
  at,
  actor: 'system',
  action,
  details,
  card,
});

/** An admin's change of the catalog: about the gift card, by name. */
const catalogEntry = (
  event: { occurredAt: string; payload: { businessSlug: string; adminId?: string } },
  action: AuditAction,
  subject: string,
  details?: StoredAuditDetails,
): Entry => ({
  businessSlug: event.payload.businessSlug,
  at: event.occurredAt,
  actor: 'admin',
  adminId: event.payload.adminId,
  action,
  subject,
  details,
});

const PAYMENT_SETTINGS: readonly BusinessSettingField[] = [
  'squareApplicationId',
  'squareLocationId',
  'squareAccessToken',
  'squareWebhookSignatureKey',
  'squareGiftCardSync',
  'live',
];

/** The super admin's actions on a business, as its trail names them. */
const STATUS_ACTIONS: Record<BusinessStatusAction, AuditAction> = {
  suspended: 'business-suspended',
  reactivated: 'business-reactivated',
  'redemptions-paused': 'redemptions-paused',
  'redemptions-resumed': 'redemptions-resumed',
};
const REGISTRATION_ACTIONS: Record<RegistrationStatus, AuditAction> = {
  approved: 'registration-approved',
  rejected: 'registration-rejected',
  pending: 'registration-reopened',
};

/**
 * The audit trail: one entry per event that records who did what in a business (see auditEntries), inserted once per
 * event id by one statement per batch, so a replayed or redelivered event adds nothing. Events that do not name the
 * card's holder or gift card take them from the buyers projection, as it stands when the event is heard.
 */
@Injectable()
export class AuditProjection implements EventSubscriber {
  private readonly entries = new BatchRows<AuditEntryWrite>(({ tx }, rows) => insertAuditEntries(tx, rows));

  handlers(): EventHandlers {
    return {
      // A business the super admin approved (or created) starts its trail with the approval.
      'business-admin.provisioned': async (event, tx, batch) => {
        const { payload } = event;
        await saveAuditPerson(tx, payload);
        if (!payload.approvedBy) return;
        this.record(batch, event, {
          businessSlug: payload.businessSlug,
          at: event.occurredAt,
          actor: 'super-admin',
          action: 'registration-approved',
          subject: payload.restaurantName,
        });
      },
      // A review of a request by someone who has a business already (an approval that provisions one: above).
      'registration.status-changed': async (event, _tx, batch) => {
        const { businessSlug, to, restaurantName, notes } = event.payload;
        if (!businessSlug) return;
        this.record(batch, event, {
          businessSlug,
          at: event.occurredAt,
          actor: 'super-admin',
          action: REGISTRATION_ACTIONS[to],
          subject: restaurantName,
          details: notes ? { reason: notes } : {},
        });
      },
      // Also names the admins provisioned before the trail was kept.
      'admin.signed-in': async (event, tx, batch) => {
        const { adminId, businessSlug, at } = event.payload;
        await saveAuditPerson(tx, event.payload);
        this.record(batch, event, { businessSlug, at, actor: 'admin', adminId, action: 'signed-in' });
      },
      // An admin's change of the settings, or the super admin's of the business's status: provisioning and the
      // platform's own updates are no one's action here.
      'business.updated': async (event, _tx, batch) => {
        const { businessSlug, changedBy, changedFields = [], statusChange } = event.payload;
        if (statusChange) {
          const details = statusChange.notes ? { reason: statusChange.notes } : {};
          this.record(batch, event, {
            businessSlug,
            at: event.occurredAt,
            actor: 'super-admin',
            action: STATUS_ACTIONS[statusChange.action],
            subject: 'Business',
            details,
          });
        }
        if (!changedBy || changedFields.length === 0) return;
        const payment = changedFields.some((field) => PAYMENT_SETTINGS.includes(field));
        this.record(batch, event, {
          businessSlug,
          at: event.occurredAt,
          actor: 'admin',
          adminId: changedBy,
          action: payment ? 'payment-settings-changed' : 'settings-changed',
          subject: payment ? 'Payment settings' : 'Settings',
          details: { changedFields },
        });
      },
      // A customer's data downloaded or erased (decision 0054): the entry never names the person.
      'customer.exported': async (event, _tx, batch) => {
        const { businessSlug, exportedAt, adminId } = event.payload;
        this.record(batch, event, { businessSlug, at: exportedAt, actor: 'admin', adminId, action: 'customer-exported', subject: 'Customer data' });
      },
      'customer.erased': async (event, _tx, batch) => {
        const { businessSlug, erasedAt, adminId, pseudonym } = event.payload;
        this.record(batch, event, { businessSlug, at: erasedAt, actor: 'admin', adminId, action: 'customer-erased', subject: pseudonym });
      },
      'business.test-data-deleted': async (event, _tx, batch) => {
        const { businessSlug, deletedAt, adminId } = event.payload;
        this.record(batch, event, { businessSlug, at: deletedAt, actor: 'admin', adminId, action: 'test-data-deleted', subject: 'Test data' });
      },
      'gift-card.created': async (event, _tx, batch) => {
        const { giftCardName, amountCents } = event.payload;
        this.record(batch, event, catalogEntry(event, 'gift-card-created', giftCardName, { amountCents }));
      },
      'gift-card.updated': async (event, _tx, batch) => {
        const { giftCardName, changedFields } = event.payload;
        this.record(batch, event, catalogEntry(event, 'gift-card-updated', giftCardName, { changedFields }));
      },
      'gift-card.deleted': async (event, _tx, batch) => {
        this.record(batch, event, catalogEntry(event, 'gift-card-deleted', event.payload.giftCardName ?? 'Gift card'));
      },
      // A promotion's bonus on a card as it was issued (decision 0084), naming the promotion.
      'gift-card.issued': async (event, _tx, batch) => {
        const { payload } = event;
        if (!payload.promotion || payload.promotion.bonusCents === 0) return;
        const details = { amountCents: payload.promotion.bonusCents, promotion: payload.promotion.name };
        this.record(batch, event, systemCardEntry(payload.businessSlug, payload.issuedAt, 'promotion-bonus', namedCard(payload), details));
      },
      'gift-card.redeemed': async (event, _tx, batch) => {
        const { payload } = event;
        const details = { amountCents: payload.amountCents, balanceAfterCents: payload.balanceAfterCents };
        this.record(batch, event, adminCardEntry(payload, payload.redeemedAt, 'redeemed', details, namedCard(payload)));
      },
      'gift-card.cashed-out': async (event, _tx, batch) => {
        const { payload } = event;
        this.record(
          batch,
          event,
          adminCardEntry(
            payload,
            payload.at,
            'cashed-out',
            { amountCents: -payload.amountCents, balanceAfterCents: payload.balanceAfterCents },
            namedCard(payload),
          ),
        );
      },
      // Reported to a state as unclaimed property by the owner (decision 0095).
      'gift-card.escheated': async (event, _tx, batch) => {
        const { payload } = event;
        const details = { amountCents: -payload.amountCents, balanceAfterCents: payload.balanceAfterCents, reason: escheatedNotice(payload.state, payload.asOf).message };
        this.record(batch, event, adminCardEntry(payload, payload.at, 'escheated', details, namedCard(payload)));
      },
      'gift-card.adjusted': async (event, _tx, batch) => {
        const { payload } = event;
        const action = payload.reversedLedgerId === undefined ? 'adjusted' : 'redemption-reversed';
        const details = { amountCents: payload.amountCents, balanceAfterCents: payload.balanceAfterCents, reason: payload.reason };
        this.record(batch, event, adminCardEntry(payload, payload.adjustedAt, action, details, namedCard(payload)));
      },
      'gift-card.refunded': async (event, tx, batch) => {
        const { payload } = event;
        const card = await this.cardOf(tx, batch, payload.businessSlug, { cardId: payload.cardId, test: payload.testCard });
        const details = { amountCents: payload.amountCents, reason: payload.reason };
        this.record(
          batch,
          event,
          payload.adminId === undefined
            ? systemCardEntry(payload.businessSlug, payload.refundedAt, 'refunded', card, details)
            : adminCardEntry(payload, payload.refundedAt, 'refunded', details, card),
        );
      },
      'refund.failed': async (event, tx, batch) => {
        const { payload } = event;
        const card = await this.cardOf(tx, batch, payload.businessSlug, { cardId: payload.cardId, test: false });
        this.record(
          batch,
          event,
          systemCardEntry(payload.businessSlug, event.occurredAt, 'refund-failed', card, {
            amountCents: payload.amountCents,
            reason: payload.message,
          }),
        );
      },
      'gift-card.voided': (event, tx, batch) => this.statusChange(event, tx, batch, 'voided'),
      'gift-card.reactivated': (event, tx, batch) => this.statusChange(event, tx, batch, 'reactivated'),
      'gift-card.code-replaced': async (event, _tx, batch) => {
        const { payload } = event;
        this.record(batch, event, adminCardEntry(payload, payload.replacedAt, 'recipient-changed', { reason: payload.reason }, namedCard(payload)));
      },
      'gift-card.resent': async (event, _tx, batch) => {
        const { payload } = event;
        this.record(batch, event, {
          businessSlug: payload.businessSlug,
          at: event.occurredAt,
          actor: payload.requestedBy === 'admin' ? 'admin' : 'holder',
          adminId: payload.adminId,
          action: 'email-resent',
          details: { requestedBy: payload.requestedBy },
          card: namedCard(payload),
        });
      },
      'gift-card.disputed': async (event, tx, batch) => {
        const { payload } = event;
        const card = await this.cardOf(tx, batch, payload.businessSlug, { cardId: payload.cardId, test: payload.testCard });
        this.record(batch, event, systemCardEntry(payload.businessSlug, payload.at, payload.onHold ? 'dispute-opened' : 'dispute-won', card));
      },
      // Value entering without a payment through the platform (decision 0071): who confirmed which company's batch, and who approved one past the cap.
      'corporate-order.confirmed': async (event, _tx, batch) => {
        const { payload } = event;
        const who = { actor: 'admin' as const, adminId: payload.adminId };
        this.record(batch, event, corporateEntry(payload, payload.confirmedAt, who, 'corporate-order-confirmed', { outcome: payload.outcome }));
      },
      'corporate-order.approved': async (event, _tx, batch) => {
        const { payload } = event;
        this.record(batch, event, corporateEntry(payload, payload.approvedAt, { actor: 'super-admin' }, 'corporate-order-approved'));
      },
      'payment.dispute-resolved': async (event, tx, batch) => {
        const { payload } = event;
        if (payload.outcome !== 'lost') return; // a won one releases the card: gift-card.disputed
        const card = await this.cardOf(tx, batch, payload.businessSlug, { orderId: payload.orderId });
        this.record(batch, event, systemCardEntry(payload.businessSlug, payload.at, 'dispute-lost', card));
      },
    };
  }

  private async statusChange(
    event: EventEnvelope<'gift-card.voided' | 'gift-card.reactivated'>,
    tx: Tx,
    batch: Batch,
    action: 'voided' | 'reactivated',
  ): Promise<void> {
    const { payload } = event;
    const card = await this.cardOf(tx, batch, payload.businessSlug, { cardId: payload.cardId, test: payload.testCard });
    this.record(batch, event as AnyEventEnvelope, adminCardEntry(payload, payload.at, action, { reason: payload.reason }, card));
  }

  private record(batch: Batch, event: AnyEventEnvelope, entry: Entry): void {
    const { card } = entry;
    this.entries.add(batch, {
      eventId: event.id,
      businessSlug: entry.businessSlug,
      test: card?.test ?? entry.test ?? false,
      at: entry.at,
      actor: entry.actor,
      adminId: entry.adminId ?? null,
      action: entry.action,
      subject: entry.subject ?? (card ? card.giftCardName || 'Gift card' : ''),
      cardId: card?.cardId ?? null,
      details: entry.details ?? {},
      customerName: card?.holder?.name ?? null,
      customerEmail: card?.holder?.email ?? null,
    });
  }

  /**
   * The card from the buyers projection, by its id or its order's; one it does not hold (its test data deleted, say) is
   * named by its id alone, as the event tells whether it is a test card.
   */
  private async cardOf(
    tx: Tx,
    batch: Batch,
    businessSlug: string,
    card: { cardId: string; test: boolean } | { orderId: string },
  ): Promise<CardFacts | undefined> {
    await batch.end(); // a card issued earlier in this batch is written first
    const found = await cardHolder(tx, businessSlug, card);
    if (found)
      return {
        cardId: found.cardId,
        giftCardName: found.giftCardName,
        holder: { name: found.holderName, email: found.holderEmail },
        test: found.test,
      };
    return 'cardId' in card ? { ...card, giftCardName: '', holder: null } : undefined;
  }
}
