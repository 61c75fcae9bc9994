import { Inject } from '@nestjs/common';
import { DB, LOGGER, OUTBOX, type Db, type Logger, type Outbox } from '@gv/platform';
import type { PaymentCredentials } from '@gv/proto';
import { SquarePayments } from '../square/square-payments.js';

/** The object a notification's `data.object` carries, by the kind of notification. */
export type NotifiedObject = 'dispute' | 'refund';

/**
 * One kind of Square's signed notifications about a business's orders. A signed notification is no proof: it only
 * names what Square is then asked about, with the business's credentials, and Square's answer is what is recorded,
 * with its events. Square not answering throws, so that Square notifies again.
 */
export abstract class SquareNotificationSubscriber {
  /** The notification types this subscriber takes, and which object of theirs it reads. */
  abstract readonly types: ReadonlySet<string>;
  abstract readonly object: NotifiedObject;

  constructor(
    @Inject(DB) protected readonly db: Db,
    @Inject(OUTBOX) protected readonly outbox: Outbox,
    @Inject(LOGGER) protected readonly logger: Logger,
    protected readonly square: SquarePayments,
  ) {}

  /** A verified notification of one of `types`: its `data.object[object]`, for the business of `credentials`. */
  abstract notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void>;

  /** A notification that names nothing of this business's: acknowledged, and nothing recorded. */
  protected notOurs(credentials: PaymentCredentials, type: string, named: Record<string, string | undefined>): void {
    this.logger.info(
      { type, businessSlug: credentials.businessSlug, ...named },
      `square ${this.object} notification naming nothing of this business`,
    );
  }
}
