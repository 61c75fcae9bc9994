import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { newEvent } from '@gv/platform';
import { VOUCHER_VAT_MESSAGES as vat } from '@gv/proto';
import { createSignedInAdmin } from '../../../../test/api';
import { catalogPlatform, form, harborAndSpa, NEXT_YEAR, png, validFields, type SignedInAdmin } from '../../../../test/catalog-api';
import { giftCardMessages as m } from '../domain/gift-card-rules';

describe('catalog through the gateway (all-in-one)', () => {
  const { platform, visitor, smallPng, rows, create, createOk, stagedUploads } = catalogPlatform();
  let a: SignedInAdmin;
  let b: SignedInAdmin;

  beforeAll(async () => ({ a, b } = await harborAndSpa(platform())), 60_000);

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
        amountMode: 'fixed',
        minAmount: null,
        maxAmount: null,
        discount: 15,
        reloadable: false,
        salePrice: 42.5,
        currency: 'USD',
        expirationDate: NEXT_YEAR,
        expired: false,
        redemptionWindow: null,
        // Spent at every location; its online sales belong to the first (decision 0078).
        locationIds: [],
        homeLocationId: null,
        // Where the EU voucher VAT rules apply, VAT is due when it is redeemed unless the owner says otherwise (decision 0099).
        voucherType: 'multi-purpose',
        vatRate: null,
        giftCardImg: expect.stringMatching(/^\/media\/giftcards\/[0-9a-f]{64}\.webp$/),
        // The picture in the smaller sizes a phone loads, beside the full 1200 px.
        giftCardImgSrcset: expect.stringMatching(/^\/media\/giftcards\/[0-9a-f]{64}-400w\.webp 400w, \S+-800w\.webp 800w, \S+ 1200w$/),
        businessSlug: a.businessSlug, // the client's businessSlug is ignored
        status: 'active',
        buyers: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });

      const image = await fetch(platform().url + card.giftCardImg);
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
        payload: expect.objectContaining({ v: 1, id: card._id, businessSlug: a.businessSlug, amountCents: 5000, discount: 15, salePriceCents: 4250, voucherType: 'multi-purpose', vatRateBp: null }),
      });

      const details = await visitor().get(`/api/v1/admin/details/${card._id}`);
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
        const image = await fetch(platform().url + res.body.giftCard.giftCardImg);
        expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300 });
      }
    });

    it('creates a single-purpose voucher at its VAT rate, which its view gives in percent and its event in basis points', async () => {
      const card = await createOk(a.api, { voucherType: 'single-purpose', vatRate: '5.5' });
      expect(card).toMatchObject({ voucherType: 'single-purpose', vatRate: 5.5 });
      const [event] = await rows<{ payload: any }>(sql`select payload from catalog.outbox where payload->>'id' = ${card._id} and type = 'gift-card.created'`);
      expect(event.payload).toMatchObject({ voucherType: 'single-purpose', vatRateBp: 550 });
      expect((await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard).toMatchObject({ voucherType: 'single-purpose', vatRate: 5.5 });
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
      ['voucherType', 'gift', vat.voucherTypeInvalid],
      ['vatRate', '', vat.vatRateInvalid],
      ['vatRate', '31', vat.vatRateInvalid],
      ['vatRate', '1.234', vat.vatRateInvalid],
    ])('refuses %s = %p with 400 “%s”', async (field, value, message) => {
      // A rate is only read for a single-purpose voucher.
      const res = await create(a.api, { ...(field === 'vatRate' && { voucherType: 'single-purpose' }), [field]: value });
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
      const truncated = smallPng().subarray(0, 60);
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
      const huge = Buffer.concat([smallPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await a.api.post('/api/v1/admin/create-giftcard', form(validFields, { data: huge }));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The image must be 5 MB or smaller');
    });

    it('needs a signed-in admin and the CSRF header', async () => {
      const anonymous = await visitor().post('/api/v1/admin/create-giftcard', form(validFields, { data: smallPng() }));
      expect(anonymous.status).toBe(401);
      const noCsrf = await a.api.request('POST', '/api/v1/admin/create-giftcard', form(validFields, { data: smallPng() }), {
        'x-csrf-token': 'wrong',
      });
      expect(noCsrf.status).toBe(403);
      expect((await visitor().get('/api/v1/admin/list')).status).toBe(401);
    });

    it('never answers 500 to malformed input', async () => {
      const cookie = [...a.api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const csrf = a.api.cookies.get('gv_csrf')!;
      const raw = (contentType: string, body: string | Buffer) =>
        fetch(`${platform().url}/api/v1/admin/create-giftcard`, {
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
        const url = new URL(`${platform().url}/api/v1/admin/create-giftcard`);
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'multipart/form-data; boundary=XYZ', 'content-length': 100_000 } },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        req.write('--XYZ\r\nContent-Disposition: form-data; name="giftCardImg"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
        req.write(smallPng());
        setTimeout(() => req.destroy(), 300);
        setTimeout(() => resolve(-1), 2000);
      }).catch(() => -1);
      expect(status === -1 || (status >= 400 && status < 500)).toBe(true);
      // the platform is still fine afterwards
      expect((await create(a.api)).status).toBe(201);
    });
  });

  describe("in the business's currency", () => {
    let sushi: SignedInAdmin;

    beforeAll(async () => {
      sushi = await createSignedInAdmin(platform(), 'Sakura Sushi');
      // As identity tells the catalog a business prices its cards in yen.
      const catalog = platform().app.services.catalog;
      const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
      const profile = newEvent('business.updated', { v: 4, businessSlug: sushi.businessSlug, name: 'Sakura Sushi', logoUrl: null, address, timeZone: 'Asia/Tokyo', currency: 'JPY' });
      if (!(await catalog.consumer.handle('catalog', catalog.handlers, profile))) throw new Error('the catalog ignored the yen profile');
    }, 60_000);

    it('creates a ¥5,000 card at 10% off in whole yen, and every answer about it says JPY', async () => {
      const card = await createOk(sushi.api, { amount: '5000', discount: '10' });
      expect(card).toMatchObject({ amount: 5000, salePrice: 4500, currency: 'JPY', amountMode: 'fixed' });
      const [stored] = await rows<{ amount_cents: number }>(sql`select amount_cents from catalog.gift_cards where id = ${card._id}`);
      expect(stored.amount_cents).toBe(5000);

      expect((await visitor().get(`/api/v1/admin/details/${card._id}`)).body.giftCard).toMatchObject({ amount: 5000, salePrice: 4500, currency: 'JPY' });
      const listed = (await sushi.api.get('/api/v1/admin/list')).body.giftCards.find((listedCard: { _id: string }) => listedCard._id === card._id);
      expect(listed).toMatchObject({ amount: 5000, salePrice: 4500, currency: 'JPY' });
    });

    it('refuses a fraction of a yen and a card above ¥10,000,000, naming yen', async () => {
      const fraction = await create(sushi.api, { amount: '50.5' });
      expect(fraction.status).toBe(400);
      expect(fraction.body.fields).toEqual({ amount: 'Amount must be a whole number of yen, like 5000' });
      const tooMuch = await create(sushi.api, { amount: '10000001' });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.fields).toEqual({ amount: 'Amount must be more than ¥0 and at most ¥10,000,000' });
    });

    it('takes an "Any amount" range of ¥500-¥300,000 and refuses ¥100', async () => {
      const card = await createOk(sushi.api, { amount: '', amountMode: 'custom', minAmount: '500', maxAmount: '300000' });
      expect(card).toMatchObject({ amountMode: 'custom', amount: 500, minAmount: 500, maxAmount: 300000, currency: 'JPY' });
      const tooLow = await create(sushi.api, { amount: '', amountMode: 'custom', minAmount: '100', maxAmount: '300000' });
      expect(tooLow.status).toBe(400);
      expect(tooLow.body.fields).toEqual({ minAmount: 'Amounts a buyer chooses must be multiples of ¥100 between ¥500 and ¥300,000' });
    });

    it('keeps a USD business in dollars: ¥300,000 read as dollars is out of its range', async () => {
      const res = await create(a.api, { amount: '', amountMode: 'custom', minAmount: '500', maxAmount: '300000' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ maxAmount: m.customRangeInvalid });
    });
  });
});
