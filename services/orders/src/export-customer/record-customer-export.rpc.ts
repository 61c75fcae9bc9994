import { Controller, Inject } from '@nestjs/common';
import { DB, newEvent, now, OUTBOX, RpcHandler, sha256, type Db, type Outbox } from '@gv/platform';
import { customerEmailKey, CustomerPrivacyRpc, type Acknowledged, type CustomerExportedRequest } from '@gv/proto';

/**
 * An admin downloaded a customer's data (GET /api/v1/admin/customers/export): orders, which owns the customer's privacy
 * commands, records `customer.exported` for the business's audit trail, naming the person by the hash of their address
 * as `customer.erased` does.
 */
@Controller()
export class RecordCustomerExportRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  @RpcHandler(CustomerPrivacyRpc.exported)
  async record(request: CustomerExportedRequest): Promise<Acknowledged> {
    const exported = newEvent('customer.exported', {
      v: 1,
      businessSlug: request.businessSlug,
      emailHash: sha256(customerEmailKey(request.email)),
      exportedAt: now().toISOString(),
      adminId: request.adminId,
    });
    await this.db.transaction((tx) => this.outbox.add(tx, [exported]));
    this.outbox.flushSoon();
    return { success: true, message: 'Export recorded' };
  }
}
