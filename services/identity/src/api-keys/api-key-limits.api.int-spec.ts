import { INTEGRATION_MESSAGES } from '@gv/proto';
import { createSignedInAdmin } from '../../../../test/api';
import { useIdentityApi } from '../test-support';

describe('identity through the gateway (all-in-one)', () => {
  const identity = useIdentityApi();

  describe("an API key's daily limit, in the business's currency", () => {
    const key = (dailyLimit?: unknown) => ({ name: 'Online shop', scopes: ['cards:read'], ...(dailyLimit !== undefined && { dailyLimit }) });

    it('takes and shows a yen business’s limit in whole yen, bounded in yen', async () => {
      const { api } = await createSignedInAdmin(identity.platform, 'Yen Noodles', { currency: 'JPY' });
      const chosen = await api.post('/api/v1/admin/api-keys', key(5000));
      const byDefault = await api.post('/api/v1/admin/api-keys', key());
      expect([chosen.status, byDefault.status]).toEqual([201, 201]);
      const limits = Object.fromEntries((await api.get('/api/v1/admin/api-keys')).body.keys.map((k: { id: string; dailyLimit: number }) => [k.id, k.dailyLimit]));
      expect(limits).toEqual({ [chosen.body.id]: 5000, [byDefault.body.id]: 50000 });

      for (const dailyLimit of [0.5, 10_000_001, 0]) {
        const refused = await api.post('/api/v1/admin/api-keys', key(dailyLimit));
        expect({ dailyLimit, status: refused.status, fields: refused.body.fields }).toEqual({
          dailyLimit,
          status: 400,
          fields: { dailyLimit: 'The daily limit is in JPY, at least 1 and at most 10000000.' },
        });
      }
    });

    it('keeps a dollar business’s limit and message as they were', async () => {
      const { api } = await createSignedInAdmin(identity.platform, 'Dollar Diner');
      expect((await api.post('/api/v1/admin/api-keys', key(12.5))).status).toBe(201);
      expect((await api.get('/api/v1/admin/api-keys')).body.keys.map((k: { dailyLimit: number }) => k.dailyLimit)).toEqual([12.5]);
      expect((await api.post('/api/v1/admin/api-keys', key(0.001))).body.fields).toEqual({ dailyLimit: INTEGRATION_MESSAGES.badDailyLimit });
    });
  });
});
