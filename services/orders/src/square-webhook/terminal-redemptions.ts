import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, RPC, type Logger, type RpcClient } from '@gv/platform';
import { RedemptionRpc, type PaymentCredentials, type TerminalRedemption } from '@gv/proto';
import type { SquareNotifications } from './square-notification-subscriber.js';

interface ActivityWire {
  id?: unknown;
  type?: unknown;
  gift_card_gan?: unknown;
  location_id?: unknown;
  redeem_activity_details?: { amount_money?: { amount?: unknown; currency?: unknown }; status?: unknown };
}

/** A completed REDEEM activity of a notification in the business's currency, as the ledger takes it; undefined: anything else. */
function terminalRedemptionOf({ businessSlug, currency }: PaymentCredentials, wire: unknown): TerminalRedemption | undefined {
  const activity = (wire ?? {}) as ActivityWire;
  const money = activity.redeem_activity_details?.amount_money;
  const completed = activity.redeem_activity_details?.status === undefined || activity.redeem_activity_details.status === 'COMPLETED';
  if (activity.type !== 'REDEEM' || !completed || money?.currency !== currency) return undefined;
  if (typeof activity.id !== 'string' || typeof activity.gift_card_gan !== 'string' || typeof activity.location_id !== 'string') return undefined;
  if (!Number.isSafeInteger(money.amount) || (money.amount as number) <= 0) return undefined;
  return { businessSlug, squareActivityId: activity.id, gan: activity.gift_card_gan, amountCents: money.amount as number, squareLocationId: activity.location_id };
}

/**
 * Redemptions at the business's Square Point of Sale, from the signed gift_card.activity.created notifications of the
 * platform's own subscription (the owner's switch): each completed REDEEM goes to the ledger, once per activity id.
 * The counter's own redemptions come back the same way and are recognised by that id.
 */
@Injectable()
export class TerminalRedemptions {
  readonly notifications: SquareNotifications = { types: new Set(['gift_card.activity.created']), object: 'gift_card_activity' };

  constructor(@Inject(RPC) private readonly rpc: RpcClient, @Inject(LOGGER) private readonly logger: Logger) {}

  async notified(credentials: PaymentCredentials, type: string, wire: unknown): Promise<void> {
    const redemption = terminalRedemptionOf(credentials, wire);
    if (!redemption) return;
    const { recorded } = await this.rpc.call(RedemptionRpc.terminalRedemption, redemption);
    this.logger.info({ type, businessSlug: credentials.businessSlug, squareActivityId: redemption.squareActivityId, recorded }, 'terminal redemption notified');
  }
}
