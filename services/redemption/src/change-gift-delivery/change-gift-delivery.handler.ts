import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DomainError, KV, newEvent, NotFoundError, spendAttempt, spendCall, Store, ValidationError, type Budget, type KeyValueStore } from '@gv/platform';
import { DELIVERY_MESSAGES, isScheduled, refuseAfterExpiry, describeDeliveryTime, type ChangeGiftDeliveryRequest, type GiftDeliveryChanged, type GiftDeliveryRequest, type ScheduledGift } from '@gv/proto';
import { moveToNewCode } from '../db/card-holder-repository.js';
import { changeWaitingGift, findGiftByToken, findScheduledGiftByToken, lockWaitingGift } from '../db/gift-delivery-repository.js';
import type { IssuedCardRow } from '../db/schema.js';
import { isNewRecipient, parseDeliveryChange } from '../domain/delivery-change.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { CardSecrets, codeLookupHash, sealCode } from '../redemption-keys.js';
import { DeliveryClock } from '../schedule-gift-delivery/delivery-clock.js';
import { changeTokenHashes, deliveryFacts, deliveryZone, newChangeToken } from '../schedule-gift-delivery/scheduled-delivery.js';

/** Tokens that name no gift, per client: 10 per 15 minutes (links are followed, not typed; guessing 192 bits is hopeless anyway). */
const unknownTokenBudget = (ip: string | undefined): Budget => ({ key: `gift-delivery-unknown:client:${clientKey(ip)}`, max: 10, windowSeconds: 900 });
/** Changes per client: 20 an hour. */
const changeBudget = (ip: string | undefined): Budget => ({ key: `gift-delivery-change:client:${clientKey(ip)}`, max: 20, windowSeconds: 3600 });

const linkNotFound = () => new NotFoundError(DELIVERY_MESSAGES.linkUsed, 'GIFT_DELIVERY.NOT_FOUND');

/**
 * GET and PUT /api/v1/gift-delivery/{token} (decision 0061): the buyer's change link of a scheduled gift. Reading shows
 * what waits (or that it went out); a change is one guarded update of the unsent card holding that token: it sets the
 * new time and recipient, bumps the delivery version and replaces the token, with gift-card.delivery-changed in the
 * same transaction (which queues the new version's job and emails the buyer a new link). The old version's job then
 * finds its version stale and sends nothing; a change that loses the race to the sending answers 409. A new recipient
 * gets the gift under a new code, as at an admin's recipient change (decision 0050).
 */
@Injectable()
export class ChangeGiftDeliveryHandler {
  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly secrets: CardSecrets,
    private readonly clock: DeliveryClock,
  ) {}

  async find(request: GiftDeliveryRequest): Promise<ScheduledGift> {
    const card = await spendAttempt(this.kv, [unknownTokenBudget(request.ip)], () => this.byToken(request.token));
    if (!card) throw linkNotFound();
    return scheduledGift(card);
  }

  async change(request: ChangeGiftDeliveryRequest): Promise<GiftDeliveryChanged> {
    await spendCall(this.kv, [changeBudget(request.ip)]);
    const change = parseDeliveryChange(request, this.clock.now());
    const hashes = typeof request.token === 'string' && request.token ? changeTokenHashes(this.secrets.codes, request.token) : [];
    const next = newChangeToken(this.secrets.codes);
    const changedAt = this.clock.now().toISOString();
    const card = await this.store.transaction(async (tx, record) => {
      const waiting = await lockWaitingGift(tx, hashes);
      if (!waiting) return undefined;
      const late = refuseAfterExpiry(change.deliverAt, waiting.expirationDate);
      if (late) throw new ValidationError({ deliverAt: late });
      // Whoever learned the code before (the buyer, an earlier recipient) cannot spend the gift of its new recipient.
      if (isNewRecipient(waiting, change)) {
        const code = newGiftCardCode();
        await moveToNewCode(tx, waiting, {
          recipientName: change.recipientName ?? waiting.holderName,
          recipientEmail: change.recipientEmail ?? waiting.holderEmail,
          codeHash: codeLookupHash(this.secrets.codes, code),
          codeSealed: sealCode(this.secrets.codes, waiting.id, code),
        });
      }
      const changed = await changeWaitingGift(tx, hashes, change, next.hash);
      if (!changed) return undefined;
      const delivery = deliveryFacts(this.secrets.mail, next.token, {
        deliverAt: changed.deliverAt!,
        timeZone: changed.deliverTimeZone,
        version: changed.deliveryVersion,
        buyerEmail: changed.buyerEmail,
      });
      await record(
        newEvent('gift-card.delivery-changed', {
          v: 1,
          cardId: changed.id,
          businessSlug: changed.businessSlug,
          ...(changed.businessName ? { businessName: changed.businessName } : {}),
          giftCardName: changed.giftCardName,
          buyer: { name: changed.buyerName, email: changed.buyerEmail },
          recipient: { name: changed.recipientName ?? changed.holderName, email: changed.recipientEmail ?? changed.holderEmail },
          delivery,
          changedAt,
        }),
      );
      return changed;
    });
    if (!card) throw await this.refusal(hashes);
    const gift = scheduledGift(card);
    const when = isScheduled(gift.deliverAt, this.clock.now()) ? `It will be sent on ${describeDeliveryTime(gift.deliverAt, gift.deliverTimeZone)}.` : 'It is being sent now.';
    return { success: true, message: `Saved. ${when} ${DELIVERY_MESSAGES.changed}`, gift };
  }

  /** Why no card changed: no such link (or it was used), the gift went out, or it never waited. */
  private async refusal(hashes: string[]): Promise<DomainError> {
    const card = hashes.length ? await findGiftByToken(this.store.db, hashes) : undefined;
    if (!card) return linkNotFound();
    return card.deliveredAt ? new DomainError('GIFT_DELIVERY.ALREADY_SENT', DELIVERY_MESSAGES.alreadySent) : new DomainError('GIFT_DELIVERY.NOT_SCHEDULED', DELIVERY_MESSAGES.notScheduled);
  }

  private async byToken(token: unknown): Promise<IssuedCardRow | undefined> {
    if (typeof token !== 'string' || !token) return undefined;
    return findScheduledGiftByToken(this.store.db, changeTokenHashes(this.secrets.codes, token));
  }
}

/** The card's delivery as its change link shows it to the buyer. */
function scheduledGift(card: IssuedCardRow): ScheduledGift {
  return {
    businessName: card.businessName ?? card.businessSlug,
    giftCardName: card.giftCardName,
    recipientName: card.recipientName ?? card.holderName,
    recipientEmail: card.recipientEmail ?? card.holderEmail,
    message: card.message,
    deliverAt: card.deliverAt!,
    deliverTimeZone: deliveryZone(card.deliverAt!, card.deliverTimeZone),
    ...(card.deliveredAt ? { sentAt: new Date(card.deliveredAt).toISOString() } : {}),
    validThrough: card.expirationDate,
    testCard: card.testCard,
  };
}
