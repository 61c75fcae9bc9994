import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { IssueGiftCardHandler } from '../issue-gift-card/issue-gift-card.handler.js';

/** A completed payment issues its card even when the buyer's browser never asks for it. */
@Injectable()
export class PaymentEvents implements EventSubscriber {
  constructor(private readonly issue: IssueGiftCardHandler) {}

  handlers(): EventHandlers {
    return {
      'payment.completed': (event, tx) => this.issue.issueIn(tx, event.payload),
    };
  }
}
