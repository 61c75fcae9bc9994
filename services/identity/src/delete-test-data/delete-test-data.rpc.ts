import { newEvent, type Store } from '@gv/platform';
import type { Acknowledged, AdminRequest } from '@gv/proto';
import { ACCOUNT_MESSAGES } from '@gv/proto';

export const TEST_DATA_DELETED = ACCOUNT_MESSAGES.testDataDeleted;

/** DELETE /api/v1/admin/test-data: the business's test activity leaves its figures and orders views (analytics acts on the event). */
export async function deleteTestData(store: Store, request: AdminRequest): Promise<Acknowledged> {
  const event = newEvent('business.test-data-deleted', {
    v: 1,
    businessSlug: request.admin.businessSlug,
    deletedAt: new Date().toISOString(),
    adminId: request.admin.adminId,
  });
  await store.transaction((_tx, record) => record(event));
  return { success: true, message: TEST_DATA_DELETED };
}
