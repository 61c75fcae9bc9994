import { IdentityNotice, IdentityRpc, type PaymentCredentials } from '@gv/proto';
import { Kept } from '../kept.js';
import type { RpcClient } from './rpc-client.js';

/** How long credentials are kept should identity's notice of a change not arrive. */
const KEEP_MS = 60_000;

/**
 * A business's payment credentials as identity answers them (its Square secrets still sealed), kept for the Square
 * calls made on every counter redemption of a registered card and every Square notification. They are dropped as soon
 * as identity notices that the business changed (its settings, mode or status). A checkout asks identity itself: it is
 * charged in the mode the business has just switched to.
 */
export class KeptPaymentCredentials {
  private readonly kept: Kept<PaymentCredentials>;
  private readonly stopListening: () => void;

  /** `keeper`: the process's name for this cache in the metrics. */
  constructor(private readonly rpc: RpcClient, keeper: string) {
    this.kept = new Kept({ name: `${keeper}-payment-credentials`, keepMs: KEEP_MS, max: 10_000 });
    this.stopListening = rpc.onNotice(IdentityNotice.businessChanged, ({ businessSlug }) => this.kept.forget((slug) => slug === businessSlug));
  }

  of(businessSlug: string): Promise<PaymentCredentials> {
    return this.kept.get(businessSlug, () => this.rpc.call(IdentityRpc.paymentCredentials, { businessSlug }));
  }

  close(): void {
    this.stopListening();
  }
}
