import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { newEvent } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { ApiClient, createSignedInAdmin, startTestPlatform, type ApiResponse, type TestPlatform } from '../../../test/api';
import { giftCardMessages as m } from './domain/gift-card-rules';
import { todayAnywhereOnEarth } from './domain/calendar';

type Fields = Record<string, string>;

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

const validFields: Fields = {
  giftCardName: 'Sunday Brunch for Two',
  giftCardTag: 'Weekend Brunch',
  description: 'Pancakes, eggs and bottomless coffee',
  amount: '50',
  discount: '15',
  expirationDate: NEXT_YEAR,
};

async function png(width = 400, height = 300, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

function form(fields: Fields, image?: { data: Buffer | string; type?: string; name?: string; field?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) {
    const data = typeof image.data === 'string' ? image.data : new Uint8Array(image.data);
    body.append(image.field ?? 'giftCardImg', new Blob([data], { type: image.type ?? 'image/png' }), image.name ?? 'card.png');
  }
  return body;
}

describe('catalog through the gateway (all-in-one)', () => {
  let platform: TestPlatform;
  let visitor: ApiClient;
  let a: { api: ApiClient; businessSlug: string };
  let b: { api: ApiClient; businessSlug: string };
  let smallPng: Buffer;

  beforeAll(async () => {
    platform = await startTestPlatform();
    visitor = new ApiClient(platform.url);
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    b = await createSignedInAdmin(platform, 'Mountain Spa');
    smallPng = await png();
  }, 60_000);
  afterAll(() => platform.stop());

  const db = () => platform.app.runtime.database.db;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  }

  async function create(api: ApiClient, fields: Fields = {}, image: Buffer | null = smallPng): Promise<ApiResponse> {
    return api.post('/api/v1/admin/create-giftcard', form({ ...validFields, ...fields }, image ? { data: image } : undefined));
  }

  async function createOk(api: ApiClient, fields: Fields = {}): Promise<Record<string, any>> {
    const res = await create(api, fields);
    expect(res.status).toBe(201);
    return res.body.giftCard;
  }

  function stagedUploads(): string[] {
    const dir = join(platform.dataDir, 'blobs', 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  }

  describe('create', () => {
    it('creates a card in the admin’s business with a resized WebP image and a created event', async () => {
      const big = await png(2000, 1000, '#ff8800');
      const res = await a.api.post(
        '/api/v1/admin/create-giftcard',
        form({ ...validFields, businessSlug: b.businessSlug }, { data: big }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Gift Card Created Successfully' });
      const card = res.body.giftCard;
      expect(card).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        giftCardName: 'Sunday Brunch for Two',
        giftCardTag: 'Weekend Brunch',
        icon: '🥞',
        description: 'Pancakes, eggs and bottomless coffee',
        amount: 50,
        discount: 15,
        salePrice: 42.5,
        expirationDate: NEXT_YEAR,
        expired: false,
        giftCardImg: expect.stringMatching(/^\/media\/giftcards\/[0-9a-f]{64}\.webp$/),
        // The picture in the smaller sizes a phone loads, beside the full 1200 px.
        giftCardImgSrcset: expect.stringMatching(/^\/media\/giftcards\/[0-9a-f]{64}-400w\.webp 400w, \S+-800w\.webp 800w, \S+ 1200w$/),
        businessSlug: a.businessSlug, // the client's businessSlug is ignored
        status: 'active',
        buyers: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });

      const image = await fetch(platform.url + card.giftCardImg);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
      expect(stagedUploads()).toEqual([]);

      const [event] = await rows<{ type: string; payload: any }>(
        sql`select type, payload from catalog.outbox where payload->>'id' = ${card._id} order by seq`,
      );
      expect(event).toEqual({
        type: 'gift-card.created',
        payload: expect.objectContaining({ v: 1, id: card._id, businessSlug: a.businessSlug, amountCents: 5000, discount: 15, salePriceCents: 4250 }),
      });

      const details = await visitor.get(`/api/v1/admin/details/${card._id}`);
      expect(details.status).toBe(200);
      expect(details.body.giftCard).toEqual(card);
    });

    it('accepts the image under the field name `image`, JPEG, WebP and GIF, and keeps small images at their width', async () => {
      for (const [format, type] of [
        ['jpeg', 'image/jpeg'],
        ['webp', 'image/webp'],
        ['gif', 'image/gif'],
      ] as const) {
        const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00aa00' } })[format]().toBuffer();
        const res = await a.api.post('/api/v1/admin/create-giftcard', form(validFields, { data, type, field: 'image', name: `x.${format}` }));
        expect(res.status).toBe(201);
        const image = await fetch(platform.url + res.body.giftCard.giftCardImg);
        expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300 });
      }
    });

    it('computes the sale price on the server, rounded to the cent', async () => {
      const card = await createOk(a.api, { amount: '19.99', discount: '10', salePrice: '0.01' });
      expect(card).toMatchObject({ amount: 19.99, discount: 10, salePrice: 17.99 });
      const free = await createOk(a.api, { amount: '25', discount: '100' });
      expect(free).toMatchObject({ amount: 25, discount: 100, salePrice: 0 });
    });

    it.each([
      ['giftCardName', '', m.nameRequired],
      ['giftCardName', 'n'.repeat(101), m.nameTooLong],
      ['giftCardTag', '', m.tagRequired],
      ['giftCardTag', 'Pizza Party', m.tagUnknown],
      ['description', '', m.descriptionRequired],
      ['description', 'd'.repeat(200_000), m.descriptionTooLong],
      ['amount', '', m.amountRequired],
      ['amount', 'fifty dollars', m.amountInvalid],
      ['amount', '0', m.amountRange],
      ['amount', '1e9', m.amountInvalid],
      ['discount', '', m.discountRequired],
      ['discount', '150', m.discountInvalid],
      ['discount', '-5', m.discountInvalid],
      ['expirationDate', '', m.expirationRequired],
      ['expirationDate', '31/12/2030', m.expirationInvalid],
      ['expirationDate', '2020-01-01', m.expirationPast],
    ])('refuses %s = %p with 400 “%s”', async (field, value, message) => {
      const res = await create(a.api, { [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION.FAILED', message, fields: { [field]: message } });
      expect(stagedUploads()).toEqual([]);
    });

    it('reports every bad field at once, the image too', async () => {
      const res = await a.api.post('/api/v1/admin/create-giftcard', form({ giftCardName: 'Only a name' }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        giftCardTag: m.tagRequired,
        description: m.descriptionRequired,
        amount: m.amountRequired,
        discount: m.discountRequired,
        expirationDate: m.expirationRequired,
        giftCardImg: m.imageRequired,
      });
      expect(res.body.message).toBe(m.tagRequired);
    });

    it('requires an image on create', async () => {
      const res = await create(a.api, {}, null);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: m.imageRequired, fields: { giftCardImg: m.imageRequired } });
      // JSON without an image is the same answer
      const json = await a.api.post('/api/v1/admin/create-giftcard', validFields);
      expect(json.status).toBe(400);
      expect(json.body.fields).toEqual({ giftCardImg: m.imageRequired });
    });

    it('decides the image type by decoding it', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
      const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).tiff().toBuffer();
      const truncated = smallPng.subarray(0, 60);
      for (const image of [
        { data: 'this is not a picture', type: 'image/png' },
        { data: svg, type: 'image/svg+xml', name: 'card.svg' },
        { data: tiff, type: 'image/png' },
        { data: truncated, type: 'image/png' },
        { data: Buffer.from('%PDF-1.4 fake'), type: 'application/pdf', name: 'card.pdf' },
      ]) {
        const res = await a.api.post('/api/v1/admin/create-giftcard', form(validFields, image));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: m.imageType, fields: { giftCardImg: m.imageType } });
      }
      expect(stagedUploads()).toEqual([]);
    });

    it('refuses decompression bombs (a small file of too many pixels)', async () => {
      const bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await a.api.post('/api/v1/admin/create-giftcard', form(validFields, { data: bomb }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ giftCardImg: m.imageTooBig });
    });

    it('refuses images over 5 MB', async () => {
      const huge = Buffer.concat([smallPng, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await a.api.post('/api/v1/admin/create-giftcard', form(validFields, { data: huge }));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The image must be 5 MB or smaller');
    });

    it('needs a signed-in admin and the CSRF header', async () => {
      const anonymous = await visitor.post('/api/v1/admin/create-giftcard', form(validFields, { data: smallPng }));
      expect(anonymous.status).toBe(401);
      const noCsrf = await a.api.request('POST', '/api/v1/admin/create-giftcard', form(validFields, { data: smallPng }), {
        'x-csrf-token': 'wrong',
      });
      expect(noCsrf.status).toBe(403);
      expect((await visitor.get('/api/v1/admin/list')).status).toBe(401);
    });

    it('never answers 500 to malformed input', async () => {
      const cookie = [...a.api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const csrf = a.api.cookies.get('gv_csrf')!;
      const raw = (contentType: string, body: string | Buffer) =>
        fetch(`${platform.url}/api/v1/admin/create-giftcard`, {
          method: 'POST',
          headers: { cookie, 'x-csrf-token': csrf, 'content-type': contentType },
          body,
        });
      const cases = [
        raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="giftCardName"\r\n\r\nhalf a fo'),
        raw('multipart/form-data; boundary=XYZ', 'garbage without any boundary'),
        raw('multipart/form-data', 'no boundary parameter'),
        raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n'),
        raw('application/json', '{"giftCardName": '),
        raw('application/json', '[1,2,3]'),
        raw('application/json', JSON.stringify({ ...validFields, amount: { $gt: 0 }, discount: [1], giftCardName: null })),
        raw('text/plain', 'hello'),
        raw('application/x-www-form-urlencoded', 'giftCardName=x'),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
      // a body cut off mid-file
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(`${platform.url}/api/v1/admin/create-giftcard`);
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'multipart/form-data; boundary=XYZ', 'content-length': 100_000 } },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        req.write('--XYZ\r\nContent-Disposition: form-data; name="giftCardImg"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
        req.write(smallPng);
        setTimeout(() => req.destroy(), 300);
        setTimeout(() => resolve(-1), 2000);
      }).catch(() => -1);
      expect(status === -1 || (status >= 400 && status < 500)).toBe(true);
      // the platform is still fine afterwards
      expect((await create(a.api)).status).toBe(201);
    });
  });

  describe('admin list', () => {
    let c: { api: ApiClient; businessSlug: string };
    beforeAll(async () => {
      c = await createSignedInAdmin(platform, 'Corner Bistro');
      for (let i = 1; i <= 12; i++) {
        await createOk(c.api, {
          giftCardName: `Bistro card ${String(i).padStart(2, '0')}`,
          giftCardTag: i % 3 === 0 ? 'Date Night' : 'Fine Dining',
          description: i === 7 ? 'Includes a bottle of CHAMPAGNE' : `Dinner number ${i}`,
        });
      }
      await createOk(c.api, { giftCardName: '100% Fun' });
    }, 60_000);

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
      expect((await fetch(platform.url + res.body.giftCard.giftCardImg)).status).toBe(200);
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
      expect((await visitor.get(`/api/v1/admin/details/${card._id}`)).body.giftCard).toEqual(card);
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
      const publicList = await visitor.get(`/api/v1/public/giftcards?businessSlug=${a.businessSlug}&keyword=soon%20gone`);
      expect(publicList.body.giftCards).toEqual([]);
      const details = await visitor.get(`/api/v1/admin/details/${card._id}`);
      expect(details.status).toBe(404);
      expect(details.body.message).toBe('Gift card not found.');
      expect((await a.api.delete(`/api/v1/admin/remove/${card._id}`)).status).toBe(404);
      expect((await a.api.put(`/api/v1/admin/update/${card._id}`, { giftCardName: 'Back?' })).status).toBe(404);

      const [row] = await rows<{ status: string; name: string }>(sql`select status, name from catalog.gift_cards where id = ${card._id}`);
      expect(row).toEqual({ status: 'deleted', name: 'Soon gone' });
      const events = await rows<{ type: string; payload: any }>(
        sql`select type, payload from catalog.outbox where payload->>'id' = ${card._id} order by seq`,
      );
      expect(events.at(-1)).toEqual({ type: 'gift-card.deleted', payload: { v: 1, id: card._id, businessSlug: a.businessSlug } });
    });

    it('answers 404 for unknown ids', async () => {
      expect((await a.api.delete('/api/v1/admin/remove/not-an-id')).status).toBe(404);
      expect((await a.api.delete('/api/v1/admin/remove/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('cross-tenant', () => {
    it('an admin of business A gets 404 on business B’s cards and changes nothing', async () => {
      const bCard = await createOk(b.api, { giftCardName: 'Hot Stone Massage', giftCardTag: 'Spa & Dine Combo' });
      const update = await a.api.put(`/api/v1/admin/update/${bCard._id}`, form({ ...validFields, giftCardName: 'Hijacked' }, { data: smallPng }));
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
      const details = await visitor.get(`/api/v1/admin/details/${bCard._id}`);
      expect(details.body.giftCard).toEqual(bCard);
      const bList = await b.api.get('/api/v1/admin/list?keyword=massage');
      expect(bList.body.giftCards.map((card: { _id: string }) => card._id)).toEqual([bCard._id]);
    });
  });

  describe('public storefront', () => {
    let d: { api: ApiClient; businessSlug: string };
    let e: { api: ApiClient; businessSlug: string };
    let expiredId: string;

    beforeAll(async () => {
      d = await createSignedInAdmin(platform, 'Dockside Diner');
      e = await createSignedInAdmin(platform, 'Elm Street Eatery');
      for (let i = 1; i <= 8; i++) await createOk(d.api, { giftCardName: `Diner deal ${i}` });
      await createOk(e.api, { giftCardName: 'Eatery special', description: 'Diner style breakfast' });
      const expired = await createOk(d.api, { giftCardName: 'Diner deal expired' });
      expiredId = expired._id;
      // Cards cannot be given a past date through the API; age this one directly.
      await db().execute(sql`update catalog.gift_cards set expiration_date = '2001-01-01' where id = ${expiredId}`);
    }, 60_000);

    it('lists a business’s active, unexpired cards 6 at a time', async () => {
      const first = await visitor.get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, hasMore: true, total: 8 });
      expect(first.body.giftCards).toHaveLength(6);
      expect(first.body.giftCards.every((card: { businessSlug: string; status: string }) => card.businessSlug === d.businessSlug && card.status === 'active')).toBe(true);
      const second = await visitor.get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}&page=2`);
      expect(second.body).toMatchObject({ page: 2, hasMore: false, total: 8 });
      expect(second.body.giftCards).toHaveLength(2);
      const names = [...first.body.giftCards, ...second.body.giftCards].map((card: { giftCardName: string }) => card.giftCardName);
      expect(names).not.toContain('Diner deal expired');
    });

    it('hides expired cards from the storefront but not from their admin', async () => {
      const adminList = await d.api.get('/api/v1/admin/list?keyword=expired');
      expect(adminList.body.giftCards).toMatchObject([{ _id: expiredId, expired: true, expirationDate: '2001-01-01' }]);
      const details = await visitor.get(`/api/v1/admin/details/${expiredId}`);
      expect(details.status).toBe(200);
      expect(details.body.giftCard.expired).toBe(true);
      const all = await visitor.get('/api/v1/public/giftcards?keyword=expired&limit=50');
      expect(all.body.giftCards).toEqual([]);
      // an edit that keeps the old date is allowed; a new past date is not
      expect((await d.api.put(`/api/v1/admin/update/${expiredId}`, { expirationDate: '2001-01-01', discount: '5' })).status).toBe(200);
      expect((await d.api.put(`/api/v1/admin/update/${expiredId}`, { expirationDate: '2001-01-02' })).status).toBe(400);
    });

    it('searches, limits and spans businesses when no slug is given', async () => {
      const search = await visitor.get('/api/v1/public/giftcards?keyword=diner&limit=50');
      const slugs = new Set(search.body.giftCards.map((card: { businessSlug: string }) => card.businessSlug));
      expect(slugs).toEqual(new Set([d.businessSlug, e.businessSlug]));
      expect(search.body.total).toBe(9);
      // Each card names its business (mirrored from business.updated), so a list of all businesses says whose card is whose.
      const namesBySlug = new Map(search.body.giftCards.map((card: { businessSlug: string; businessName: string }) => [card.businessSlug, card.businessName]));
      expect(namesBySlug).toEqual(new Map([[d.businessSlug, 'Dockside Diner'], [e.businessSlug, 'Elm Street Eatery']]));
      const scoped = await visitor.get(`/api/v1/public/giftcards?businessSlug=${e.businessSlug}&keyword=DINER`);
      expect(scoped.body).toMatchObject({ total: 1, hasMore: false, giftCards: [{ giftCardName: 'Eatery special' }] });
      const limited = await visitor.get(`/api/v1/public/giftcards?businessSlug=${d.businessSlug}&limit=3&page=2`);
      expect(limited.body).toMatchObject({ page: 2, hasMore: true, total: 8 });
      expect(limited.body.giftCards).toHaveLength(3);
      const capped = await visitor.get('/api/v1/public/giftcards?limit=5000');
      expect(capped.body.giftCards.length).toBeLessThanOrEqual(50);
      const unknown = await visitor.get('/api/v1/public/giftcards?businessSlug=no-such-business');
      expect(unknown.body).toEqual({ giftCards: [], page: 1, hasMore: false, total: 0 });
      for (const query of ['limit=-3', 'limit=abc', 'page=0', 'businessSlug[x]=1', `keyword=${'%25'.repeat(300)}`]) {
        expect((await visitor.get(`/api/v1/public/giftcards?${query}`)).status).toBe(200);
      }
    });

    it('details answer 404 for unknown or malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%27%20or%20%271%27%3D%271']) {
        const res = await visitor.get(`/api/v1/admin/details/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Gift card not found.');
      }
    });
  });

  it('counts one buyer per issued card, for events handled together or alone, a redelivered one once', async () => {
    const x = await createOk(a.api, { giftCardName: 'Counted card X' });
    const y = await createOk(a.api, { giftCardName: 'Counted card Y' });
    const catalog = platform.app.services.catalog;
    const handle = (event: AnyEventEnvelope) => catalog.consumer.handle('catalog', catalog.handlers, event);
    // Only what counting reads; the rest of the payload is not needed here.
    const issued = (card: { _id: string }, businessSlug = a.businessSlug) => newEvent('gift-card.issued', { giftCardId: card._id, businessSlug } as never);
    const buyers = async (card: { _id: string }) => (await visitor.get(`/api/v1/admin/details/${card._id}`)).body.giftCard.buyers;

    const together = [issued(x), issued(y), issued(x), issued(x), issued(y), issued(x, b.businessSlug)];
    expect(await Promise.all([...together, together[0]].map(handle))).toEqual([true, true, true, true, true, true, false]);
    expect(await handle(issued(y))).toBe(true);
    expect(await handle(together[1])).toBe(false);
    expect([await buyers(x), await buyers(y)]).toEqual([3, 3]);
  });

  it('documents the routes in the OpenAPI doc', async () => {
    const res = await visitor.get('/api/docs-json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/create-giftcard',
        '/api/v1/admin/list',
        '/api/v1/admin/update/{id}',
        '/api/v1/admin/remove/{id}',
        '/api/v1/admin/details/{id}',
        '/api/v1/public/giftcards',
      ]),
    );
    const listParams = res.body.paths['/api/v1/public/giftcards'].get.parameters.map((p: { name: string }) => p.name);
    expect(listParams).toEqual(expect.arrayContaining(['businessSlug', 'keyword', 'page', 'limit']));
  });
});
