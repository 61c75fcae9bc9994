import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type EventHandlers, type EventSubscriber, type Logger } from '@gv/platform';
import { DomainError } from '@gv/platform/errors';
import { RefundPaymentHandler } from './refund-payment.handler.js';
import { RefundSender } from './refund-sender.js';

/**
 * `gift-card.refunded` (redemption took the value off the card): the refund is stored in the event's transaction and
 * sent to Square by the sender right after the commit, so a crash of redemption after its commit, or a lost call,
 * still ends in one refund. Square is not called from the handler: its transaction would stay open during the call
 * (on PGlite, every other statement of the process, and the identity call for the credentials, would wait for it).
 */
@Injectable()
export class RefundEvents implements EventSubscriber {
  constructor(@Inject(LOGGER) private readonly logger: Logger, private readonly refunds: RefundPaymentHandler, private readonly sender: RefundSender) {}

  handlers(): EventHandlers {
    return {
      'gift-card.refunded': async ({ id, payload }, tx) => {
        try {
          const { v: _v, ...request } = payload;
          if (await this.refunds.accept(tx, request)) this.sender.wake();
        } catch (error) {
          // A refund that can never be made (no such paid order, a mismatch, a reused or malformed id) is final: delivering it again changes nothing.
          if (!(error instanceof DomainError)) throw error;
          this.logger.error({ eventId: id, refundId: payload.refundId, orderId: payload.orderId, code: error.code, err: error.message }, 'a refunded gift card names no payment orders can refund');
        }
      },
    };
  }
}
