import { Controller, Inject } from '@nestjs/common';
import { DB, OUTBOX, RpcHandler, newEvent, type Db, type Outbox } from '@gv/platform';
import { Rpc, type Acknowledged, type AdminRequest } from '@gv/proto';

export const TEST_DATA_DELETED = 'Test data deleted: test orders and test cards no longer appear in your figures.';

/** DELETE /api/v1/admin/test-data: the business's test activity leaves its figures and orders views (analytics acts on the event). */
@Controller()
export class DeleteTestDataRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  @RpcHandler(Rpc.identity.deleteTestData)
  async delete(body: AdminRequest): Promise<Acknowledged> {
    const event = newEvent('business.test-data-deleted', { v: 1, businessSlug: body.admin.businessSlug, deletedAt: new Date().toISOString() });
    await this.db.transaction((tx) => this.outbox.add(tx, [event]));
    this.outbox.flushSoon();
    return { success: true, message: TEST_DATA_DELETED };
  }
}
