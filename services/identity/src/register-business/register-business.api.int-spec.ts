import { CURRENCY_MESSAGE } from '@gv/proto';
import { ApiClient, createSignedInAdmin } from '../../../../test/api';
import { superAdmin } from '../../../../test/identity-api';
import { useIdentityApi } from '../test-support';
import { waitForOtp } from '../../../../test/mail';

/** A registration form of a business in California: its owner, their password and email code, and the business's name. */
const registrationForm = (owner: { name: string; password: string; email: string; otp: string; restaurantName: string }) => ({
  ...owner,
  phone: '5551234567',
  restaurantAddress: { street: '1 A St', city: 'X', state: 'CA', zipCode: '90001' },
});

describe('identity through the gateway (all-in-one)', () => {
  const identity = useIdentityApi();

  describe('self-registration with email OTP', () => {
    it('registers, signs in with a session cookie and derives the slug, numbering a taken one', async () => {
      const first = await createSignedInAdmin(identity.platform, "Luigi's Trattoria & Bar");
      expect(first.businessSlug).toBe('luigi-s-trattoria-bar');
      const me = await first.api.get('/api/v1/admin/me');
      expect(me.status).toBe(200);
      // Registered without a currency: its cards are priced in US dollars.
      expect(me.body.user).toMatchObject({ role: 'Admin', restaurantName: "Luigi's Trattoria & Bar", businessSlug: 'luigi-s-trattoria-bar', currency: 'USD' });
      expect((await identity.publicApi.get('/api/v1/admin/business/luigi-s-trattoria-bar')).body.business.currency).toBe('USD');
      expect(first.api.cookies.get('gv_session')).toBeTruthy();
      const second = await createSignedInAdmin(identity.platform, "Luigi's Trattoria & Bar");
      expect(second.businessSlug).toBe('luigi-s-trattoria-bar-2');
    });

    it('never gives a business a slug that is one of the server’s or the app’s own paths', async () => {
      // Made by the super admin: self-registration's emailed codes are limited per client address.
      const root = await superAdmin(identity.platform);
      for (const [restaurantName, slug] of [['API', 'api-2'], ['Media', 'media-2'], ['Explore', 'explore-2']]) {
        const email = `${slug}@reserved.test`;
        expect((await root.post('/api/superadmin/business-admin', { name: 'Rey', email, restaurantName, phone: '5551112222', password: 'reserved-1' })).status).toBe(201);
        const signedIn = await new ApiClient(identity.platform.url).post('/api/v1/admin/login', { email, password: 'reserved-1' });
        expect(signedIn.body.user.businessSlug).toBe(slug);
      }
    });

    it('sends a code only to a valid email and limits sends per email', async () => {
      const api = new ApiClient(identity.platform.url);
      expect((await api.post('/api/v1/admin/send-otp', { email: 'bad email' })).body.message).toBe('Please enter a valid email address');
      const email = 'limit@example.com';
      for (let i = 0; i < 3; i++) {
        const res = await api.post('/api/v1/admin/send-otp', { email });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('OTP sent to your email.');
      }
      expect((await api.post('/api/v1/admin/send-otp', { email })).status).toBe(429);
    });

    it('refuses a wrong code, a reused code, and every code after five wrong tries', async () => {
      const api = new ApiClient(identity.platform.url);
      const email = 'otp-rules@example.com';
      await api.post('/api/v1/admin/send-otp', { email });
      const otp = await waitForOtp(identity.platform.dataDir, email);
      const wrong = otp === '000000' ? '111111' : '000000';
      const bad = await api.post('/api/v1/admin/verify-otp', { email, otp: wrong });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid OTP. Please try again.');
      // Sent as a JSON number, as a client that reads the code as one would (leading zeros and all).
      const good = await api.post('/api/v1/admin/verify-otp', { email, otp: Number(otp) });
      expect(good.body.message).toBe('OTP verified successfully.');
      expect((await api.post('/api/v1/admin/verify-otp', { email, otp })).status).toBe(400);

      const locked = 'otp-locked@example.com';
      await api.post('/api/v1/admin/send-otp', { email: locked });
      const code = await waitForOtp(identity.platform.dataDir, locked);
      const other = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await api.post('/api/v1/admin/verify-otp', { email: locked, otp: other });
      expect((await api.post('/api/v1/admin/verify-otp', { email: locked, otp: code })).status).toBe(400);
    });

    it('refuses to register without a verified code and creates nothing', async () => {
      const form = registrationForm({ name: 'Eve', password: 'secret-pass-1', email: 'eve@example.com', otp: '123456', restaurantName: 'Eve Eats' });
      const res = await identity.publicApi.put('/api/v1/admin/register', form);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Error during registration. Check OTP or details.');
      expect((await identity.publicApi.get('/api/v1/admin/business/eve-eats')).status).toBe(404);
    });

    it('prices a business in the currency it registers with, and refuses one Square does not take without using up the code', async () => {
      const api = new ApiClient(identity.platform.url);
      const email = 'yen@example.com';
      await api.post('/api/v1/admin/send-otp', { email });
      const otp = await waitForOtp(identity.platform.dataDir, email);
      expect((await api.post('/api/v1/admin/verify-otp', { email, otp })).status).toBe(200);
      const form = registrationForm({ name: 'Yuki', password: 'yen-pass-12345', email, otp, restaurantName: 'Yen Sushi' });

      for (const currency of ['CHF', 'US$', 42]) {
        const refused = await api.put('/api/v1/admin/register', { ...form, currency });
        expect({ currency, status: refused.status, body: refused.body }).toMatchObject({
          currency,
          status: 400,
          body: { message: CURRENCY_MESSAGE, fields: { currency: CURRENCY_MESSAGE } },
        });
      }
      expect((await identity.publicApi.get('/api/v1/admin/business/yen-sushi')).status).toBe(404);

      // The code is still good: any case names the currency; a yen business starts under Japan's gift card law.
      const registered = await api.put('/api/v1/admin/register', { ...form, currency: ' jpy ' });
      expect(registered.status).toBe(200);
      expect(registered.body.user).toMatchObject({ businessSlug: 'yen-sushi', currency: 'JPY', jurisdiction: 'JP' });
      expect((await api.get('/api/v1/admin/me')).body.user.currency).toBe('JPY');
      const page = await identity.publicApi.get('/api/v1/admin/business/yen-sushi');
      expect(page.body.business).toMatchObject({ businessSlug: 'yen-sushi', currency: 'JPY' });
    });

    it('validates the registration fields with their messages', async () => {
      const res = await identity.publicApi.put('/api/v1/admin/register', { email: 'x@example.com', otp: '123456', phone: '12', password: '123' });
      // A refused password says why, never "Error during registration".
      expect(res).toMatchObject({
        status: 400,
        body: {
          message: 'Password must be at least 6 characters',
          fields: {
            phone: 'Please enter a valid US phone number like (555) 123-4567',
            password: 'Password must be at least 6 characters',
            name: 'This field is mandatory',
            restaurantName: 'This field is mandatory',
          },
        },
      });
    });
  });
});
