import { TEST_LOCATIONS } from '@gv/square-emulator';
import { createGiftCard, createSignedInAdmin } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { checkoutPlatform } from '../../../../test/orders-api';
import { BuyerClient, buyGiftCard } from '../../../../test/purchases';

describe.each(databaseEnvs)('payment settings for the browser (all-in-one on %s)', (_engine, openDatabase) => {
  // A staging platform: sandbox credentials may go live (ALLOW_SANDBOX_LIVE).
  const world = checkoutPlatform(openDatabase, { ALLOW_SANDBOX_LIVE: '1' });

  it('puts a business in test mode with the stand-in script until it is live with verified credentials, then in sandbox or production', async () => {
    const visitor = new BuyerClient(world.platform.url);
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${world.a.businessSlug}`)).body).toEqual({
      mode: 'test',
      applicationId: expect.stringMatching(/^sandbox-/),
      locationId: expect.any(String),
      scriptUrl: '/square-test-sdk.js',
      // The business's zone, from its address's state at registration (Texas).
      timeZone: 'America/Chicago',
    });

    const c = await createSignedInAdmin(world.platform, 'Corner Cafe');
    const saved = await c.api.put('/api/v1/admin/settings', {
      squareApplicationId: 'sandbox-sq0idb-corner',
      squareLocationId: TEST_LOCATIONS.active,
      squareAccessToken: 'EAAAl-corner-secret-token',
      squareWebhookSignatureKey: 'corner-webhook-signature-key',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ squareAccessToken: '••••••••oken', squareWebhookSignatureKey: '••••••••-key' });
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`)).body.mode).toBe('test');
    expect((await c.api.post('/api/v1/admin/go-live')).status).toBe(200);
    const sandbox = await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`);
    expect(sandbox.body).toEqual({
      mode: 'sandbox',
      applicationId: 'sandbox-sq0idb-corner',
      locationId: TEST_LOCATIONS.active,
      scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
      timeZone: 'America/Chicago',
    });
    expect(JSON.stringify(sandbox.body)).not.toMatch(/secret|EAAA/);
    // No money is behind a sandbox payment: its card is a test card.
    const sandboxCard = (await createGiftCard(c.api, { giftCardName: 'Sandbox Brunch', amount: '20', discount: '0', expirationDate: `${new Date().getUTCFullYear() + 1}-06-30` })).body.giftCard;
    const bought = await buyGiftCard(world.platform.url, { businessSlug: c.businessSlug, id: sandboxCard._id }, { purchaseType: 'self', selfInfo: { name: 'Sandy Box', email: 'sandy@example.com', phone: '(555) 123-4567' } });
    expect((await visitor.get(`/api/v1/cards/${bought.uniqueCode}`)).body.giftCard.testCard).toBe(true);

    expect((await c.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-corner' })).status).toBe(200);
    expect((await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`)).body).toMatchObject({
      mode: 'production',
      scriptUrl: 'https://web.squarecdn.com/v1/square.js',
    });
  });

  it('answers 404 for an unknown business and 400 without one', async () => {
    const visitor = new BuyerClient(world.platform.url);
    expect((await visitor.get('/api/v1/payments/config?businessSlug=no-such-business')).status).toBe(404);
    const missing = await visitor.get('/api/v1/payments/config');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'This field is mandatory', fields: { businessSlug: 'This field is mandatory' } });
  });
});
