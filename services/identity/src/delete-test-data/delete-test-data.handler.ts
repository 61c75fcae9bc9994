import { Inject, Injectable } from '@nestjs/common';
import { DB, OUTBOX, newEvent, type Db, type Outbox } from '@gv/platform';
import type { Acknowledged, AdminRequest } from '@gv/proto';

export const TEST_DATA_DELETED = 'Test data deleted: test orders and test cards no longer appear in your figures.';

/** DELETE /api/v1/admin/test-data: the business's test activity leaves its figures and orders views (analytics acts on the event). */
@Injectable()
export class DeleteTestDataHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute(request: AdminRequest): Promise<Acknowledged> {
    const event = newEvent('business.test-data-deleted', {
      v: 1,
      businessSlug: request.admin.businessSlug,
      deletedAt: new Date().toISOString(),
      adminId: request.admin.adminId,
    });
    await this.db.transaction((tx) => this.outbox.add(tx, [event]));
    this.outbox.flushSoon();
    return { success: true, message: TEST_DATA_DELETED };
  }
}
