import { sql } from 'drizzle-orm';
import { newEvent } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { createSignedInAdmin, type ApiClient } from '../../../../test/api';
import { announceLive, catalogPlatform, harborAndSpa, type SignedInAdmin } from '../../../../test/catalog-api';

/** The storefront's list and a card's details, and the buyer counts the details show (events/issued-gift-cards). */
describe('catalog through the gateway (all-in-one)', () => {
  const { platform, visitor, db, createOk } = catalogPlatform();
  let a: SignedInAdmin;
  let b: SignedInAdmin;

  beforeAll(async () => ({ a, b } = await harborAndSpa(platform())), 120_000);

  describe('public storefront', () => {
    let d: { api: ApiClient; businessSlug: string };
    let e: { api: ApiClient; businessSlug: string };
    let expiredId: string;

    beforeAll(async () => {
      d = await createSignedInAdmin(platform(), 'Dockside Diner');
      e = await createSignedInAdmin(platform(), 'Elm Street Eatery');
      for (let i = 1; i <= 8; i++) await createOk(d.api, { giftCardName: `Diner deal ${i}` });
      await createOk(e.api, { giftCardName: 'Eatery special', description: 'Diner style breakfast' });
      const expired = await createOk(d.api, { giftCardName: 'Diner deal expired' });
      expiredId = expired._id;
      // Cards cannot be given a past date through the API; age this one directly.
      await db().execute(sql`update catalog.gift_cards set expiration_date = '2001-01-01' where id = ${expiredId}`);
      // Dockside Diner switches to live; Elm Street stays in test mode.
      await announceLive(platform(), d.businessSlug, 'Dockside Diner');
    }, 120_000);

    it('lists a business’s active, unexpired cards 6 at a time', async () => {
      const first = await visitor().get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, hasMore: true, total: 8 });
      expect(first.body.giftCards).toHaveLength(6);
      expect(first.body.giftCards.every((card: { businessSlug: string; status: string }) => card.businessSlug === d.businessSlug && card.status === 'active')).toBe(true);
      const second = await visitor().get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}&page=2`);
      expect(second.body).toMatchObject({ page: 2, hasMore: false, total: 8 });
      expect(second.body.giftCards).toHaveLength(2);
      const names = [...first.body.giftCards, ...second.body.giftCards].map((card: { giftCardName: string }) => card.giftCardName);
      expect(names).not.toContain('Diner deal expired');
    });

    it('hides expired cards from the storefront but not from their admin', async () => {
      const adminList = await d.api.get('/api/v1/admin/list?keyword=expired');
      expect(adminList.body.giftCards).toMatchObject([{ _id: expiredId, expired: true, expirationDate: '2001-01-01' }]);
      const details = await visitor().get(`/api/v1/admin/details/${expiredId}`);
      expect(details.status).toBe(200);
      expect(details.body.giftCard.expired).toBe(true);
      const all = await visitor().get('/api/v1/public/giftcards?keyword=expired&limit=50');
      expect(all.body.giftCards).toEqual([]);
      // an edit that keeps the old date is allowed; a new past date is not
      expect((await d.api.put(`/api/v1/admin/update/${expiredId}`, { expirationDate: '2001-01-01', discount: '5' })).status).toBe(200);
      expect((await d.api.put(`/api/v1/admin/update/${expiredId}`, { expirationDate: '2001-01-02' })).status).toBe(400);
    });

    it('searches, limits and spans the live businesses when no slug is given; one in test mode keeps its own storefront', async () => {
      const search = await visitor().get('/api/v1/public/giftcards?keyword=diner&limit=50');
      const slugs = new Set(search.body.giftCards.map((card: { businessSlug: string }) => card.businessSlug));
      expect(slugs).toEqual(new Set([d.businessSlug]));
      expect(search.body.total).toBe(8);
      // Each card names its business (mirrored from business.updated), so a list of all businesses says whose card is whose.
      const namesBySlug = new Map(search.body.giftCards.map((card: { businessSlug: string; businessName: string }) => [card.businessSlug, card.businessName]));
      expect(namesBySlug).toEqual(new Map([[d.businessSlug, 'Dockside Diner']]));
      const all = await visitor().get('/api/v1/public/giftcards?limit=50');
      expect(all.body.giftCards.some((card: { businessSlug: string }) => [e.businessSlug, a.businessSlug, b.businessSlug].includes(card.businessSlug))).toBe(false);
      const scoped = await visitor().get(`/api/v1/public/giftcards?businessSlug=${e.businessSlug}&keyword=DINER`);
      expect(scoped.body).toMatchObject({ total: 1, hasMore: false, giftCards: [{ giftCardName: 'Eatery special' }] });
      const limited = await visitor().get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}&limit=3&page=2`);
      expect(limited.body).toMatchObject({ page: 2, hasMore: true, total: 8 });
      expect(limited.body.giftCards).toHaveLength(3);
      const capped = await visitor().get('/api/v1/public/giftcards?limit=5000');
      expect(capped.body.giftCards.length).toBeLessThanOrEqual(50);
      const unknown = await visitor().get('/api/v1/public/giftcards?businessSlug=no-such-business');
      expect(unknown.body).toEqual({ giftCards: [], page: 1, hasMore: false, total: 0 });
      for (const query of ['limit=-3', 'limit=abc', 'page=0', 'businessSlug[x]=1', `keyword=${'%25'.repeat(300)}`]) {
        expect((await visitor().get(`/api/v1/public/giftcards?${query}`)).status).toBe(200);
      }
    });

    it('details answer 404 for unknown or malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%27%20or%20%271%27%3D%271']) {
        const res = await visitor().get(`/api/v1/admin/details/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Gift card not found.');
      }
    });
  });

  it('counts one buyer per issued card, for events handled together or alone, a redelivered one once', async () => {
    const x = await createOk(a.api, { giftCardName: 'Counted card X' });
    const y = await createOk(a.api, { giftCardName: 'Counted card Y' });
    const catalog = platform().app.services.catalog;
    const handle = (event: AnyEventEnvelope) => catalog.consumer.handle('catalog', catalog.handlers, event);
    // Only what counting reads; the rest of the payload is not needed here.
    const issued = (card: { _id: string }, businessSlug = a.businessSlug) => newEvent('gift-card.issued', { giftCardId: card._id, businessSlug } as never);
    const buyers = async (card: { _id: string }) => (await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard.buyers;

    const together = [issued(x), issued(y), issued(x), issued(x), issued(y), issued(x, b.businessSlug)];
    expect(await Promise.all([...together, together[0]].map(handle))).toEqual([true, true, true, true, true, true, false]);
    expect(await handle(issued(y))).toBe(true);
    expect(await handle(together[1])).toBe(false);
    expect([await buyers(x), await buyers(y)]).toEqual([3, 3]);
  });
});
