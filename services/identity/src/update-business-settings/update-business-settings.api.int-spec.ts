import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { merchantFor, TEST_LOCATIONS } from '../../../../test/square-test-values';
import { ApiClient, createSignedInAdmin } from '../../../../test/api';
import { superAdmin } from '../../../../test/identity-api';
import { useIdentityApi } from '../test-support';

describe('identity through the gateway (all-in-one)', () => {
  const identity = useIdentityApi();

  /** The payloads of the business's business.updated events, oldest first. */
  async function businessUpdates(businessSlug: string): Promise<EventMap['business.updated'][]> {
    const rows = await selectRows<{ payload: EventMap['business.updated'] }>(
      identity.platform.app.runtime.database.db,
      sql`select payload from identity.outbox where type = 'business.updated' and payload->>'businessSlug' = ${businessSlug} order by seq`,
    );
    return rows.map(({ payload }) => payload);
  }

  /** Per business.updated event of the business: its `field`, and whether the event names that field as changed. */
  async function fieldUpdates(businessSlug: string, field: 'currency' | 'locale'): Promise<[string | undefined, boolean][]> {
    return (await businessUpdates(businessSlug)).map((payload) => [payload[field], payload.changedFields?.includes(field) ?? false]);
  }

  describe('business settings', () => {
    it('saves the profile and Square settings, keeps the token encrypted and only shows it masked', async () => {
      const { api, businessSlug } = await createSignedInAdmin(identity.platform, 'Square Deal Diner');
      const res = await api.put('/api/v1/admin/settings', {
        restaurantName: 'Square Deal Diner & Co',
        businessSlug: 'someone-else',
        squareApplicationId: 'sq0idp-abc',
        squareLocationId: TEST_LOCATIONS.active,
        squareAccessToken: 'EAAAl-very-secret-token-9876',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Settings saved successfully!');
      const user = (await api.get('/api/v1/admin/me')).body.user;
      expect(user).toMatchObject({ restaurantName: 'Square Deal Diner & Co', businessSlug, squareLocationId: TEST_LOCATIONS.active, squareAccessToken: '••••••••9876' });
      expect(JSON.stringify(user)).not.toContain('very-secret');
      const rows = await identity.platform.app.runtime.database.db.execute(
        sql`select square_access_token_encrypted as t from identity.businesses where slug = ${businessSlug}`,
      );
      expect(JSON.stringify((rows as unknown as { rows: unknown[] }).rows)).not.toContain('very-secret');

      // The same call as a form: its fields count as the JSON's would.
      const form = new FormData();
      form.append('restaurantName', 'Square Deal Diner & Sons');
      // Another location of the same Square account (the emulator's main location of the token): verified again.
      const mainLocation = merchantFor('EAAAl-very-secret-token-9876').locationId;
      form.append('squareLocationId', mainLocation);
      const asForm = await api.put('/api/v1/admin/settings', form);
      expect(asForm.status).toBe(200);
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Square Deal Diner & Sons', squareLocationId: mainLocation, squareAccessToken: '••••••••9876' });
    });

    it('prices the business in its Square location’s currency once Square confirms the credentials, while it has sold no live card', async () => {
      const { api, businessSlug } = await createSignedInAdmin(identity.platform, 'Pound Pantry');
      expect((await api.put('/api/v1/admin/settings', { jurisdiction: 'US-CA' })).body.user).toMatchObject({ currency: 'USD', jurisdiction: 'US-CA' });
      const credentials = { squareApplicationId: 'sq0idp-pound', squareAccessToken: 'EAAAl-pound-token-1234' };

      // California's law is for dollars: with the pounds of a British location, it is not taken along.
      const withCalifornia = await api.put('/api/v1/admin/settings', { ...credentials, squareLocationId: TEST_LOCATIONS.inCountry.GB, jurisdiction: 'US-CA' });
      expect([withCalifornia.status, withCalifornia.body.fields]).toEqual([
        400,
        { jurisdiction: 'Failed to save settings: the gift card law of California is for cards in USD; your cards are in GBP.' },
      ]);
      const inBritain = await api.put('/api/v1/admin/settings', { ...credentials, squareLocationId: TEST_LOCATIONS.inCountry.GB });
      expect(inBritain.status).toBe(200);
      // The law a British business starts under comes with it (a law of the dollar would read its cash-out rule in pounds).
      expect(inBritain.body.user).toMatchObject({ squareLocationId: TEST_LOCATIONS.inCountry.GB, currency: 'GBP', jurisdiction: 'GB' });
      expect((await identity.publicApi.get(`/api/v1/admin/business/${businessSlug}`)).body.business.currency).toBe('GBP');
      // Another US location of the same account: back to dollars, under US federal law until the owner chooses again.
      expect((await api.put('/api/v1/admin/settings', { squareLocationId: TEST_LOCATIONS.active })).body.user).toMatchObject({ currency: 'USD', jurisdiction: 'US' });
      // Other settings leave the currency as it is.
      expect((await api.put('/api/v1/admin/settings', { restaurantName: 'Pound Pantry & Co' })).body.user.currency).toBe('USD');

      // catalog, analytics and redemption learn it from business.updated, and the audit trail names it as changed.
      expect(await fieldUpdates(businessSlug, 'currency')).toEqual([
        ['USD', false],
        ['USD', false],
        ['GBP', true],
        ['USD', true],
        ['USD', false],
      ]);
    });

    it('sets the time zone the dashboard counts days in, keeps it when a spec client leaves it out and refuses an unknown one', async () => {
      // Made by the super admin: self-registration's emailed codes are limited per client address.
      const email = 'zone@direct.test';
      expect((await (await superAdmin(identity.platform)).post('/api/superadmin/business-admin', { name: 'Zoe', email, restaurantName: 'Zone Zero Cafe', phone: '5551112222', password: 'zone-pass-1' })).status).toBe(201);
      const api = new ApiClient(identity.platform.url);
      const signedIn = await api.post('/api/v1/admin/login', { email, password: 'zone-pass-1' });
      const { businessSlug, timeZone } = signedIn.body.user;
      expect(timeZone).toBe('UTC');

      const saved = await api.put('/api/v1/admin/settings', { timeZone: 'America/New_York' });
      expect(saved.status).toBe(200);
      expect(saved.body.user.timeZone).toBe('America/New_York');
      expect((await api.put('/api/v1/admin/settings', { restaurantName: 'Zone Zero Cafe & Bar', businessSlug })).status).toBe(200);
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Zone Zero Cafe & Bar', timeZone: 'America/New_York' });
      // An alias is stored under its canonical name.
      expect((await api.put('/api/v1/admin/settings', { timeZone: 'US/Pacific' })).body.user.timeZone).toBe('America/Los_Angeles');

      for (const timeZone of ['Mars/Olympus_Mons', '+05:00', '', null]) {
        const refused = await api.put('/api/v1/admin/settings', { restaurantName: 'Not Saved', timeZone });
        expect({ timeZone, status: refused.status, body: refused.body }).toMatchObject({
          timeZone,
          status: 400,
          body: { message: 'Please choose a valid time zone', fields: { timeZone: 'Please choose a valid time zone' } },
        });
      }
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Zone Zero Cafe & Bar', timeZone: 'America/Los_Angeles' });

      // Each profile also says where replies to the business's emails go: its admin's email until it sets another.
      expect((await businessUpdates(businessSlug)).map((payload) => [payload.v, payload.timeZone, payload.contactEmail])).toEqual([
        [4, 'UTC', email],
        [4, 'America/New_York', email],
        [4, 'America/New_York', email],
        [4, 'America/Los_Angeles', email],
      ]);
    });

    it('sets the business’s language, shows it to the admin app and the public pages, and refuses one it does not speak', async () => {
      const { api, businessSlug } = await createSignedInAdmin(identity.platform, 'Tapas Tomas');
      expect((await api.get('/api/v1/admin/me')).body.user.locale).toBe('en');

      const saved = await api.put('/api/v1/admin/settings', { locale: 'es' });
      expect(saved.status).toBe(200);
      expect(saved.body.user.locale).toBe('es');
      expect((await identity.publicApi.get(`/api/v1/admin/business/${businessSlug}`)).body.business.locale).toBe('es');
      // Other settings leave it as it is.
      expect((await api.put('/api/v1/admin/settings', { restaurantName: 'Tapas Tomás' })).body.user.locale).toBe('es');

      for (const locale of ['de', 'ES', '', 7, null]) {
        const refused = await api.put('/api/v1/admin/settings', { restaurantName: 'Not Saved', locale });
        expect({ locale, status: refused.status, fields: refused.body.fields }).toEqual({ locale, status: 400, fields: { locale: 'Choose a language: en, es or fr.' } });
      }
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Tapas Tomás', locale: 'es' });

      expect(await fieldUpdates(businessSlug, 'locale')).toEqual([
        ['en', false],
        ['es', true],
        ['es', false],
      ]);
    });


    it('lets a business sell under the laws of the countries that take its currency, and refuses another country’s', async () => {
      const { api } = await createSignedInAdmin(identity.platform, 'Corner Diner');
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ currency: 'USD', jurisdiction: 'US' });

      for (const jurisdiction of ['US-CA', 'OTHER', 'US']) {
        expect((await api.put('/api/v1/admin/settings', { jurisdiction })).body.user.jurisdiction).toBe(jurisdiction);
      }
      const refused = await api.put('/api/v1/admin/settings', { restaurantName: 'Not Saved', jurisdiction: 'FR' });
      const message = 'Failed to save settings: the gift card law of France is for cards in EUR; your cards are in USD.';
      expect([refused.status, refused.body.message, refused.body.fields]).toEqual([400, message, { jurisdiction: message }]);
      expect((await api.get('/api/v1/admin/me')).body.user).toMatchObject({ restaurantName: 'Corner Diner', jurisdiction: 'US' });
    });
    it('uploads a logo into blob storage and serves it with caching headers', async () => {
      const { api, businessSlug } = await createSignedInAdmin(identity.platform, 'Logo Lounge');
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } }).png().toBuffer();
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await api.post('/api/v1/admin/settings/logo', form);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Logo uploaded successfully!');
      const image = await fetch(identity.platform.url + res.body.logoUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(512);
      expect((await identity.publicApi.get(`/api/v1/admin/business/${businessSlug}`)).body.business.logoUrl).toBe(res.body.logoUrl);
    });

    it('refuses a file that is not an image', async () => {
      const { api } = await createSignedInAdmin(identity.platform, 'Not Image Inn');
      const form = new FormData();
      form.append('logo', new Blob(['hello'], { type: 'image/png' }), 'logo.png');
      const res = await api.post('/api/v1/admin/settings/logo', form);
      expect(res.status).toBe(415);
      expect((await api.post('/api/v1/admin/settings/logo', new FormData())).status).toBeGreaterThanOrEqual(400);
    });

    it('makes a 1200x1600 poster with a QR code to the business page', async () => {
      const { api, businessSlug } = await createSignedInAdmin(identity.platform, 'Poster Pub');
      const res = await api.get('/api/v1/admin/settings/qr-poster');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.body).toContain('width="1200" height="1600"');
      expect(res.body).toContain(`/${businessSlug}/giftcards`);
      const png = await sharp(Buffer.from(res.body)).png().toBuffer();
      expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 1600 });
    });

    it('shows public business info and a clear 404 for an unknown slug', async () => {
      const { businessSlug } = await createSignedInAdmin(identity.platform, 'Public Pantry');
      const res = await identity.publicApi.get(`/api/v1/admin/business/${businessSlug}`);
      expect(res.body.business).toEqual({
        businessSlug,
        name: 'Public Pantry',
        logoUrl: null,
        address: { street: '1 Main St', city: 'Springfield', state: 'IL' },
        testMode: true,
        status: 'active',
        // Its zone, from its address: its holder pages state times in it.
        timeZone: 'America/Chicago',
        // Registered without a currency: US dollars.
        currency: 'USD',
        // Its default language until the owner chooses another.
        locale: 'en',
      });
      const missing = await identity.publicApi.get('/api/v1/admin/business/no-such-place');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBeTruthy();
    });

    it('keeps every admin call on the admin’s own business, whatever slug the client sends', async () => {
      const a = await createSignedInAdmin(identity.platform, 'Tenant A Tacos');
      const b = await createSignedInAdmin(identity.platform, 'Tenant B Burgers');
      await a.api.put('/api/v1/admin/settings', { restaurantName: 'Hijacked', businessSlug: b.businessSlug, timeZone: 'Asia/Tokyo' });
      expect((await identity.publicApi.get(`/api/v1/admin/business/${b.businessSlug}`)).body.business.name).toBe('Tenant B Burgers');
      expect((await a.api.get('/api/v1/admin/me')).body.user).toMatchObject({ businessSlug: a.businessSlug, timeZone: 'Asia/Tokyo' });
      // b keeps the zone of its address (Springfield, IL).
      expect((await b.api.get('/api/v1/admin/me')).body.user.timeZone).toBe('America/Chicago');
      const poster = await a.api.get(`/api/v1/admin/settings/qr-poster?businessSlug=${b.businessSlug}`);
      expect(poster.body).toContain(`/${a.businessSlug}/giftcards`);
    });
  });
});
