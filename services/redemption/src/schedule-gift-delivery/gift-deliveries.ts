import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOBS, newEvent, Store, type DbOrTx, type EventHandlers, type EventSubscriber, type JobQueue } from '@gv/platform';
import { parseDeliverAt, type ScheduledDelivery } from '@gv/proto';
import { markGiftDelivered } from '../db/gift-delivery-repository.js';
import { cardEmailFacts } from '../issue-gift-card/card-email.js';
import { CardSecrets, openCode } from '../redemption-keys.js';
import { DeliveryClock } from './delivery-clock.js';

export const GIFT_DELIVERY_QUEUE = 'redemption-gift-delivery';

/** A scheduled gift's job: the card, and which version of its delivery the job sends. */
interface DeliveryJob {
  cardId: string;
  version: number;
}

/**
 * Scheduled gifts (decision 0061). Each version of a card's delivery (its issue, then every change the buyer makes)
 * queues one delayed job, in the transaction that handles its event: the job queue holds it through restarts and
 * `kill -9`, and the job id (card and version) makes a redelivered event queue nothing more. When it runs, one
 * guarded update releases the gift only if that version is still current and the gift not yet sent, with
 * gift-card.delivered in the same transaction; so a gift goes out once, and a superseded job does nothing.
 */
@Injectable()
export class GiftDeliveries implements EventSubscriber, OnApplicationBootstrap {
  constructor(
    private readonly store: Store,
    @Inject(JOBS) private readonly jobs: JobQueue,
    private readonly secrets: CardSecrets,
    private readonly clock: DeliveryClock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<DeliveryJob>(GIFT_DELIVERY_QUEUE, (job) => this.deliver(job));
  }

  handlers(): EventHandlers {
    return {
      'gift-card.issued': (event, tx) => (event.payload.delivery ? this.schedule(tx, event.payload.cardId, event.payload.delivery) : Promise.resolve()),
      'gift-card.delivery-changed': (event, tx) => this.schedule(tx, event.payload.cardId, event.payload.delivery),
    };
  }

  /** The job that sends this version at its time (at once when the time has passed meanwhile). */
  private async schedule(tx: DbOrTx, cardId: string, delivery: ScheduledDelivery): Promise<void> {
    const at = parseDeliverAt(delivery.deliverAt)?.at ?? this.clock.now();
    const delayMs = Math.max(0, at.getTime() - this.clock.now().getTime());
    await this.jobs.enqueue<DeliveryJob>(GIFT_DELIVERY_QUEUE, { cardId, version: delivery.version }, { jobId: `${cardId}.${delivery.version}`, delayMs, tx });
  }

  /**
   * Releases the gift if this version is current and unsent: the card marked sent and gift-card.delivered, together.
   * The change link's token hash stays, so the link then answers that the gift was sent.
   */
  async deliver({ cardId, version }: DeliveryJob): Promise<void> {
    const deliveredAt = this.clock.now().toISOString();
    await this.store.transaction(async (tx, record) => {
      const card = await markGiftDelivered(tx, { cardId, version, deliveredAt });
      if (!card) return;
      const code = openCode(this.secrets.codes, card);
      await record(newEvent('gift-card.delivered', { ...cardEmailFacts(card, code, this.secrets.mail), deliveredAt }));
    });
  }
}
