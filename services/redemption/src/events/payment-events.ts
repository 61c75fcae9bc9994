import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { DeferredIssues } from '../issue-gift-card/deferred-issues.js';

/** A completed payment issues its card even when the buyer's browser never asks for it (a few seconds later). */
@Injectable()
export class PaymentEvents implements EventSubscriber {
  constructor(private readonly deferred: DeferredIssues) {}

  handlers(): EventHandlers {
    return {
      'payment.completed': (event, _tx, batch) => this.deferred.record(batch, event.payload),
    };
  }
}
