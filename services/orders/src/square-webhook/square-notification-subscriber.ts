import { Inject } from '@nestjs/common';
import { LOGGER, Store, type Logger } from '@gv/platform';
import type { PaymentCredentials } from '@gv/proto';
import { SquarePayments } from '../square/square-payments.js';

/** A kind of Square notification: its types, and the object its `data.object` carries. */
export interface SquareNotifications {
  types: ReadonlySet<string>;
  object: 'dispute' | 'refund' | 'gift_card_activity';
}

/**
 * One kind of Square's signed notifications about a business's orders. A signed notification is no proof: it only
 * names what Square is then asked about, with the business's credentials, and Square's answer is what is recorded,
 * with its events. Square not answering throws, so that Square notifies again.
 */
export abstract class SquareNotificationSubscriber {
  /** The notifications this subscriber takes. */
  abstract readonly notifications: SquareNotifications;

  constructor(protected readonly store: Store, @Inject(LOGGER) protected readonly logger: Logger, protected readonly square: SquarePayments) {}

  /** A verified notification of one of its types: its object, for the business of `credentials`. */
  abstract notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void>;

  /** A notification that names nothing of this business's: acknowledged, and nothing recorded. */
  protected notOurs(credentials: PaymentCredentials, type: string, named: Record<string, string | undefined>): void {
    const { object } = this.notifications;
    this.logger.info({ type, businessSlug: credentials.businessSlug, ...named }, `square ${object} notification naming nothing of this business`);
  }
}
