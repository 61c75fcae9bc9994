import { Controller } from '@nestjs/common';
import { newEvent, now, RpcHandler, sha256, Store } from '@gv/platform';
import { customerEmailKey, CustomerPrivacyRpc, type Acknowledged, type CustomerExportedRequest } from '@gv/proto';

/**
 * An admin downloaded a customer's data (GET /api/v1/admin/customers/export): orders, which owns the customer's privacy
 * commands, records `customer.exported` for the business's audit trail, naming the person by the hash of their address
 * as `customer.erased` does.
 */
@Controller()
export class RecordCustomerExportRpc {
  constructor(private readonly store: Store) {}

  @RpcHandler(CustomerPrivacyRpc.exported)
  async record(request: CustomerExportedRequest): Promise<Acknowledged> {
    const exported = newEvent('customer.exported', {
      v: 1,
      businessSlug: request.businessSlug,
      emailHash: sha256(customerEmailKey(request.email)),
      exportedAt: now().toISOString(),
      adminId: request.adminId,
    });
    await this.store.transaction((_tx, record) => record(exported));
    return { success: true, message: 'Export recorded' };
  }
}
