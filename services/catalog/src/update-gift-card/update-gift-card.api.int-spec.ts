import { sql } from 'drizzle-orm';
import { VOUCHER_VAT_MESSAGES as vat } from '@gv/proto';
import { cardIssued } from '../../../../test/card-events';
import { catalogPlatform, form, harborAndSpa, png, validFields, type SignedInAdmin } from '../../../../test/catalog-api';
import { todayAnywhereOnEarth } from '../domain/calendar';
import { giftCardMessages as m } from '../domain/gift-card-rules';

/** Update, delete, and both refused on another business's cards. */
describe('catalog through the gateway (all-in-one)', () => {
  const { platform, visitor, smallPng, rows, createOk, stagedUploads } = catalogPlatform();
  let a: SignedInAdmin;
  let b: SignedInAdmin;

  beforeAll(async () => ({ a, b } = await harborAndSpa(platform())), 60_000);

  describe('update', () => {
    it('edits fields without a new image (multipart or JSON) and emits an update event', async () => {
      const card = await createOk(a.api);
      const res = await a.api.put(`/api/v1/admin/update/${card._id}`, form({ ...validFields, giftCardName: 'Brunch Deluxe', amount: '80', discount: '25' }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Gift Card Updated Successfully' });
      expect(res.body.giftCard).toMatchObject({
        _id: card._id,
        giftCardName: 'Brunch Deluxe',
        amount: 80,
        discount: 25,
        salePrice: 60,
        giftCardImg: card.giftCardImg,
        createdAt: card.createdAt,
      });
      const json = await a.api.put(`/api/v1/admin/update/${card._id}`, { description: 'Now with mimosas', giftCardTag: 'For You' });
      expect(json.status).toBe(200);
      expect(json.body.giftCard).toMatchObject({ giftCardName: 'Brunch Deluxe', description: 'Now with mimosas', giftCardTag: 'For You', icon: '🎁' });
      const events = await rows<{ type: string; payload: any }>(
        sql`select type, payload from catalog.outbox where payload->>'id' = ${card._id} order by seq`,
      );
      expect(events.map((event) => event.type)).toEqual(['gift-card.created', 'gift-card.updated', 'gift-card.updated']);
      expect(events[2].payload).toMatchObject({ giftCardName: 'Brunch Deluxe', amountCents: 8000, salePriceCents: 6000, description: 'Now with mimosas' });
    });

    it('replaces the image when one is sent', async () => {
      const card = await createOk(a.api);
      const res = await a.api.put(`/api/v1/admin/update/${card._id}`, form(validFields, { data: await png(500, 500, '#aa00aa') }));
      expect(res.status).toBe(200);
      expect(res.body.giftCard.giftCardImg).toMatch(/^\/media\/giftcards\/[0-9a-f]{64}\.webp$/);
      expect(res.body.giftCard.giftCardImg).not.toBe(card.giftCardImg);
      expect((await fetch(platform().url + res.body.giftCard.giftCardImg)).status).toBe(200);
      const bad = await a.api.put(`/api/v1/admin/update/${card._id}`, form(validFields, { data: 'not an image' }));
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ giftCardImg: m.imageType });
      expect(stagedUploads()).toEqual([]);
    });

    it('validates like create and changes nothing on failure', async () => {
      const card = await createOk(a.api);
      for (const [field, value, message] of [
        ['discount', '150', m.discountInvalid],
        ['amount', 'abc', m.amountInvalid],
        ['giftCardName', '  ', m.nameRequired],
        ['expirationDate', '2020-01-01', m.expirationPast],
      ]) {
        const res = await a.api.put(`/api/v1/admin/update/${card._id}`, form({ ...validFields, [field]: value }));
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({ [field]: message });
      }
      expect((await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard).toEqual(card);
    });

    it('changes the VAT treatment while no card of the type is sold, naming it among the changed fields', async () => {
      const card = await createOk(a.api);
      const res = await a.api.put(`/api/v1/admin/update/${card._id}`, { voucherType: 'single-purpose', vatRate: '20' });
      expect(res.status).toBe(200);
      expect(res.body.giftCard).toMatchObject({ voucherType: 'single-purpose', vatRate: 20 });
      // Left out: kept.
      expect((await a.api.put(`/api/v1/admin/update/${card._id}`, { giftCardName: 'Renamed' })).body.giftCard).toMatchObject({ voucherType: 'single-purpose', vatRate: 20 });
      const refused = await a.api.put(`/api/v1/admin/update/${card._id}`, { vatRate: '31' });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ vatRate: vat.vatRateInvalid });
      const events = await rows<{ payload: any }>(sql`select payload from catalog.outbox where payload->>'id' = ${card._id} and type = 'gift-card.updated' order by seq`);
      expect(events.map((event) => event.payload.changedFields)).toEqual([['voucherType', 'vatRate'], ['giftCardName']]);
      expect(events[0].payload).toMatchObject({ voucherType: 'single-purpose', vatRateBp: 2000 });
    });

    it('keeps the VAT treatment of a card type whose cards are sold, saving nothing of a change to it', async () => {
      const card = await createOk(a.api, { voucherType: 'single-purpose', vatRate: '5.5' });
      const catalog = platform().app.services.catalog;
      if (!(await catalog.consumer.handle('catalog', catalog.handlers, cardIssued(a.businessSlug, { giftCardId: card._id })))) throw new Error('the catalog ignored the sale');
      const sold = (await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard;
      expect(sold.buyers).toBe(1);

      for (const change of [{ vatRate: '20' }, { voucherType: 'multi-purpose' }, { ...validFields, voucherType: 'single-purpose', vatRate: '10', giftCardName: 'Renamed' }]) {
        const res = await a.api.put(`/api/v1/admin/update/${card._id}`, form(change));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: vat.vatLocked, fields: { voucherType: vat.vatLocked } });
      }
      expect((await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard).toEqual(sold);
      // The same treatment sent again is no change.
      const same = await a.api.put(`/api/v1/admin/update/${card._id}`, { voucherType: 'single-purpose', vatRate: 5.5, giftCardName: 'Renamed' });
      expect(same.status).toBe(200);
      expect(same.body.giftCard).toMatchObject({ giftCardName: 'Renamed', voucherType: 'single-purpose', vatRate: 5.5 });
    });

    it('allows today as the expiration date', async () => {
      const card = await createOk(a.api);
      const today = todayAnywhereOnEarth();
      const res = await a.api.put(`/api/v1/admin/update/${card._id}`, { expirationDate: today });
      expect(res.status).toBe(200);
      expect(res.body.giftCard).toMatchObject({ expirationDate: today, expired: false });
    });

    it('answers 404 for unknown ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%27%20or%201%3D1']) {
        const res = await a.api.put(`/api/v1/admin/update/${id}`, form(validFields));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Gift card not found.');
      }
    });
  });

  describe('delete', () => {
    it('hides the card everywhere but keeps its row', async () => {
      const card = await createOk(a.api, { giftCardName: 'Soon gone' });
      const res = await a.api.delete(`/api/v1/admin/remove/${card._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Gift Card Deleted Successfully' });

      const adminList = await a.api.get('/api/v1/admin/list?keyword=soon%20gone');
      expect(adminList.body.giftCards).toEqual([]);
      const publicList = await visitor().get(`/api/v1/public/giftcards?businessSlug=${a.businessSlug}&keyword=soon%20gone`);
      expect(publicList.body.giftCards).toEqual([]);
      const details = await visitor().get(`/api/v1/admin/details/${card._id}`);
      expect(details.status).toBe(404);
      expect(details.body.message).toBe('Gift card not found.');
      expect((await a.api.delete(`/api/v1/admin/remove/${card._id}`)).status).toBe(404);
      expect((await a.api.put(`/api/v1/admin/update/${card._id}`, { giftCardName: 'Back?' })).status).toBe(404);

      const [row] = await rows<{ status: string; name: string }>(sql`select status, name from catalog.gift_cards where id = ${card._id}`);
      expect(row).toEqual({ status: 'deleted', name: 'Soon gone' });
      const events = await rows<{ type: string; payload: any }>(
        sql`select type, payload from catalog.outbox where payload->>'id' = ${card._id} order by seq`,
      );
      expect(events.at(-1)).toEqual({
        type: 'gift-card.deleted',
        payload: { v: 1, id: card._id, businessSlug: a.businessSlug, adminId: expect.any(String), giftCardName: 'Soon gone' },
      });
    });

    it('answers 404 for unknown ids', async () => {
      expect((await a.api.delete('/api/v1/admin/remove/not-an-id')).status).toBe(404);
      expect((await a.api.delete('/api/v1/admin/remove/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('cross-tenant', () => {
    it('an admin of business A gets 404 on business B’s cards and changes nothing', async () => {
      const bCard = await createOk(b.api, { giftCardName: 'Hot Stone Massage', giftCardTag: 'Spa & Dine Combo' });
      const update = await a.api.put(`/api/v1/admin/update/${bCard._id}`, form({ ...validFields, giftCardName: 'Hijacked' }, { data: smallPng() }));
      expect(update.status).toBe(404);
      expect(update.body.message).toBe('Gift card not found.');
      const updateJson = await a.api.put(`/api/v1/admin/update/${bCard._id}`, { giftCardName: 'Hijacked' });
      expect(updateJson.status).toBe(404);
      const remove = await a.api.delete(`/api/v1/admin/remove/${bCard._id}`);
      expect(remove.status).toBe(404);
      expect(remove.body.message).toBe('Gift card not found.');
      const aList = await a.api.get(`/api/v1/admin/list?keyword=massage&businessSlug=${b.businessSlug}`);
      expect(aList.body.giftCards).toEqual([]);
      expect(stagedUploads()).toEqual([]);

      // B's card is untouched and still public
      const details = await visitor().get(`/api/v1/admin/details/${bCard._id}`);
      expect(details.body.giftCard).toEqual(bCard);
      const bList = await b.api.get('/api/v1/admin/list?keyword=massage');
      expect(bList.body.giftCards.map((card: { _id: string }) => card._id)).toEqual([bCard._id]);
    });
  });
});
