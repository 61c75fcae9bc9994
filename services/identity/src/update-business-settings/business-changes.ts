import { Inject, Injectable } from '@nestjs/common';
import { RPC, Store, type RpcClient, type Tx } from '@gv/platform';
import { IdentityNotice, type AnyEventEnvelope } from '@gv/proto';

/**
 * Every change of a business (its settings, logo, mode or status) goes through here: once its transaction commits,
 * identity notices the change, so the processes keeping the business's payment credentials ask for them again.
 */
@Injectable()
export class BusinessChanges {
  constructor(private readonly store: Store, @Inject(RPC) private readonly rpc: RpcClient) {}

  async change<T>(businessSlug: string, write: (tx: Tx, record: (...events: AnyEventEnvelope[]) => Promise<void>) => Promise<T>): Promise<T> {
    const changed = await this.store.transaction(write);
    this.rpc.notify(IdentityNotice.businessChanged, { businessSlug });
    return changed;
  }
}
