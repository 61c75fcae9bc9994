import { createSignedInAdmin, type ApiClient } from '../../../../test/api';
import { catalogPlatform } from '../../../../test/catalog-api';

describe('catalog through the gateway (all-in-one)', () => {
  const { platform, createOk } = catalogPlatform();
  let a: { api: ApiClient; businessSlug: string };

  beforeAll(async () => {
    // Another business with a card of its own, for the list to leave out.
    a = await createSignedInAdmin(platform(), 'Harbor Grill');
    await createOk(a.api);
  }, 120_000);

  describe('admin list', () => {
    let c: { api: ApiClient; businessSlug: string };
    beforeAll(async () => {
      c = await createSignedInAdmin(platform(), 'Corner Bistro');
      for (let i = 1; i <= 12; i++) {
        await createOk(c.api, {
          giftCardName: `Bistro card ${String(i).padStart(2, '0')}`,
          giftCardTag: i % 3 === 0 ? 'Date Night' : 'Fine Dining',
          description: i === 7 ? 'Includes a bottle of CHAMPAGNE' : `Dinner number ${i}`,
        });
      }
      await createOk(c.api, { giftCardName: '100% Fun' });
    }, 120_000);

    it('pages 10 at a time, newest first, with the card count', async () => {
      const first = await c.api.get('/api/v1/admin/list');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ giftCardCount: 13, total: 13, page: 1, hasMore: true });
      expect(first.body.giftCards).toHaveLength(10);
      expect(first.body.giftCards[0].giftCardName).toBe('100% Fun');
      expect(first.body.giftCards[1].giftCardName).toBe('Bistro card 12');
      const second = await c.api.get('/api/v1/admin/list?page=2');
      expect(second.body).toMatchObject({ giftCardCount: 13, page: 2, hasMore: false });
      expect(second.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual([
        'Bistro card 03',
        'Bistro card 02',
        'Bistro card 01',
      ]);
      const ids = new Set([...first.body.giftCards, ...second.body.giftCards].map((card: { _id: string }) => card._id));
      expect(ids.size).toBe(13);
      expect((await c.api.get('/api/v1/admin/list?page=3')).body).toMatchObject({ giftCards: [], hasMore: false });
    });

    it('searches name, description and tag, case-insensitively, without the count', async () => {
      const byName = await c.api.get('/api/v1/admin/list?keyword=card%2011');
      expect(byName.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Bistro card 11']);
      expect(byName.body).not.toHaveProperty('giftCardCount');
      expect(byName.body).toMatchObject({ total: 1, hasMore: false });
      const byDescription = await c.api.get('/api/v1/admin/list?keyword=champagne');
      expect(byDescription.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Bistro card 07']);
      const byTag = await c.api.get('/api/v1/admin/list?keyword=date%20night');
      expect(byTag.body.total).toBe(4);
      const wildcard = await c.api.get('/api/v1/admin/list?keyword=%25');
      expect(wildcard.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['100% Fun']);
      expect((await c.api.get('/api/v1/admin/list?keyword=nothing-like-this')).body).toMatchObject({ giftCards: [], total: 0 });
    });

    it('shrugs off odd query values', async () => {
      for (const query of ['page=-1', 'page=abc', 'page=1.5', 'page=99999999999', `keyword=${'k'.repeat(5000)}`, 'keyword=%27%3B%20drop%20table', 'page=1&page=2', 'keyword[a]=b']) {
        const res = await c.api.get(`/api/v1/admin/list?${query}`);
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body.giftCards)).toBe(true);
      }
    });

    it('never shows another business’s cards, whatever businessSlug the client sends', async () => {
      const res = await c.api.get(`/api/v1/admin/list?businessSlug=${a.businessSlug}`);
      expect(res.body.giftCardCount).toBe(13);
      expect(res.body.giftCards.every((card: { businessSlug: string }) => card.businessSlug === c.businessSlug)).toBe(true);
    });
  });
});
