import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { DeferredIssues } from '../issue-gift-card/deferred-issues.js';
import { DisputeHolds } from '../hold-disputed-card/dispute-holds.js';
import { RefundPutBack } from '../refund-gift-card/refund-put-back.js';

/**
 * A completed payment issues its card even when the buyer's browser never asks for it (a few seconds later); a
 * refund Square refused puts its value back on the card; a disputed payment holds its card until the dispute is decided.
 */
@Injectable()
export class PaymentEvents implements EventSubscriber {
  constructor(private readonly deferred: DeferredIssues, private readonly refunds: RefundPutBack, private readonly disputes: DisputeHolds) {}

  handlers(): EventHandlers {
    return {
      'payment.completed': (event, _tx, batch) => this.deferred.record(batch, event.payload),
      'refund.failed': (event, tx) => this.refunds.putBack(tx, event.payload),
      'payment.disputed': (event, tx) => this.disputes.opened(tx, event.payload),
      'payment.dispute-resolved': (event, tx) => this.disputes.resolved(tx, event.payload),
    };
  }
}
