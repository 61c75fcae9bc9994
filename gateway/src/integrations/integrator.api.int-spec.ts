import { sql } from 'drizzle-orm';
import type { AuditTrailPage } from '@gv/proto';
import { buyGiftCard, ApiClient } from '../../../test/api';
import { databaseEnvs } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { counterPlatform } from '../../../test/redemption-api';
import { TEST_LOCATIONS } from '../../../test/square-test-values';
import { businessToday } from '../../../test/business-today';

const ALL_SCOPES = ['cards:read', 'cards:redeem', 'orders:read', 'reports:read'];

/** API keys and the integrator API through the gateway: scopes, revocation, tenants, test keys, idempotency and limits. */
describe.each(databaseEnvs)('the integrator API (all-in-one on %s)', (engine, openDatabase) => {
  // Saved Square credentials are checked, and live payments made, at the bundled emulator: a business can go live.
  const world = counterPlatform(engine, openDatabase, () => ({ SQUARE_API_URL: 'emulator' }));
  const { hashOf, rows, boughtForSelf, redeemWithOtp } = world;

  /** A key of business A made by its owner, and a client that sends it as the integrator would. */
  async function keyOfA(fields: Record<string, unknown> = {}) {
    const made = await world.a.api.post('/api/v1/admin/api-keys', { name: 'Online shop', scopes: ALL_SCOPES, ...fields });
    expect(made.status).toBe(201);
    const integrator = new ApiClient(world.platform.url);
    integrator.bearer = made.body.key;
    return { id: made.body.id as string, key: made.body.key as string, integrator };
  }

  const redeem = (integrator: ApiClient, code: string, amount: number, idempotencyKey: string, reference?: string) =>
    integrator.post(`/api/v1/integrations/cards/${code}/redemptions`, { amount, idempotencyKey, reference });

  it('answers a new key once with its prefix, lists it without the key and with its last use, and never lets it call an admin route', async () => {
    const { id, key, integrator } = await keyOfA();
    expect(key).toMatch(/^gv_test_[A-Za-z0-9_-]{43}$/);
    const [stored] = await rows(sql`select key_hash, prefix from identity.api_keys where id = ${id}`);
    expect(stored.key_hash).not.toContain(key.slice(8));
    expect(stored.prefix).toBe(key.slice(0, 14));

    const listed = await world.a.api.get('/api/v1/admin/api-keys');
    expect(listed.body.keys).toContainEqual({
      id,
      name: 'Online shop',
      prefix: key.slice(0, 14),
      mode: 'test',
      scopes: ALL_SCOPES,
      dailyLimit: 500,
      requestsPerSecond: 10,
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const { code } = await boughtForSelf();
    const card = await integrator.get(`/api/v1/integrations/cards/${code}`);
    expect(card).toMatchObject({ status: 200, body: { status: 'active', balance: 50, paid: 45, bonus: 5, expiresOn: expect.any(String), paidExpiresOn: expect.any(String) } });
    const used = (await world.a.api.get('/api/v1/admin/api-keys')).body.keys.find((k: { id: string }) => k.id === id);
    expect(used.lastUsedAt).toEqual(expect.any(String));

    expect((await integrator.get('/api/v1/admin/me')).status).toBe(401);
    expect((await integrator.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(401);
  });

  it('refuses a call without a key or with an unknown one (401), and one the key has no scope for (403)', async () => {
    const { code } = await boughtForSelf();
    const anonymous = new ApiClient(world.platform.url);
    expect(await anonymous.get(`/api/v1/integrations/cards/${code}`)).toMatchObject({ status: 401, body: { message: 'Send an API key: Authorization: Bearer gv_…' } });
    anonymous.bearer = `gv_test_${'A'.repeat(43)}`;
    expect(await anonymous.get(`/api/v1/integrations/cards/${code}`)).toMatchObject({ status: 401, body: { message: 'This API key is not valid or was revoked.' } });

    const { integrator } = await keyOfA({ scopes: ['cards:read'] });
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
    expect(await redeem(integrator, code, 1, 'one')).toMatchObject({ status: 403, body: { message: 'This API key does not have the cards:redeem scope.' } });
    expect((await integrator.get('/api/v1/integrations/orders')).status).toBe(403);
    expect((await integrator.get('/api/v1/integrations/reports/liability?from=2026-01-01&to=2026-01-31')).status).toBe(403);
  });

  it('refuses new keys with no known scope and bad limits with 400', async () => {
    for (const body of [
      { name: 'Shop', scopes: [] },
      { name: 'Shop', scopes: ['cards:write'] },
      { name: '', scopes: ['cards:read'] },
      { name: 'Shop', scopes: ['cards:read'], dailyLimit: -5 },
      { name: 'Shop', scopes: ['cards:read'], requestsPerSecond: 1000 },
    ]) {
      expect((await world.a.api.post('/api/v1/admin/api-keys', body)).status).toBe(400);
    }
  });

  it('refuses a revoked key from its next call on', async () => {
    const { id, integrator } = await keyOfA();
    const { code } = await boughtForSelf();
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
    expect(await world.a.api.delete(`/api/v1/admin/api-keys/${id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(401);
    expect((await world.a.api.get('/api/v1/admin/api-keys')).body.keys.map((k: { id: string }) => k.id)).not.toContain(id);
    // Another business cannot revoke it, nor find it.
    expect((await world.b.api.delete(`/api/v1/admin/api-keys/${id}`)).status).toBe(404);
  });

  it("lets a suspended business's key read its cards but move no money", async () => {
    const { integrator } = await keyOfA();
    const { code } = await boughtForSelf();
    await rows(sql`update identity.businesses set status = 'suspended' where slug = ${world.a.businessSlug}`);
    try {
      expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
      expect(await redeem(integrator, code, 1, 'while-suspended')).toMatchObject({ status: 409, body: { message: 'Harbor Grill is suspended: contact support.' } });
    } finally {
      await rows(sql`update identity.businesses set status = 'active' where slug = ${world.a.businessSlug}`);
    }
  });

  it("answers 404 for another business's card, and a test key sees only test cards", async () => {
    const { integrator } = await keyOfA();
    const bCard = await buyGiftCard(world.platform.url, { businessSlug: world.b.businessSlug, giftCardId: world.cardB._id });
    expect((await integrator.get(`/api/v1/integrations/cards/${bCard.uniqueCode}`)).status).toBe(404);
    expect((await redeem(integrator, bCard.uniqueCode, 1, 'b-card')).status).toBe(404);

    const { code } = await boughtForSelf();
    await rows(sql`update redemption.issued_cards set test_card = false where code_hash = ${hashOf(code)}`);
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(404);
    expect((await redeem(integrator, code, 1, 'live-card')).status).toBe(404);
  });

  it('redeems once for 20 concurrent calls with one idempotency key, reverses it once, and records both under the key’s name', async () => {
    const { integrator } = await keyOfA({ name: 'Kiosk 4', requestsPerSecond: 50 });
    const { code } = await boughtForSelf();
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(integrator, code, 12.5, 'order-1001', 'POS-1001')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const redemptionIds = new Set(answers.map((answer) => answer.body.redemptionId));
    expect(redemptionIds.size).toBe(1);
    expect(answers[0].body).toEqual({ redemptionId: expect.any(Number), amount: 12.5, reference: 'POS-1001', card: expect.objectContaining({ balance: 37.5, bonus: 0, paid: 37.5 }) });
    const ledger = await rows(sql`select kind, amount_cents, actor from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.code_hash = ${hashOf(code)} and l.kind = 'REDEEM'`);
    expect(ledger).toEqual([{ kind: 'REDEEM', amount_cents: -1250, actor: expect.stringMatching(/^api-key:/) }]);
    // The same key for another amount is another redemption's: refused.
    expect((await redeem(integrator, code, 3, 'order-1001')).status).toBe(409);

    const reverse = () => integrator.post(`/api/v1/integrations/cards/${code}/redemptions/${answers[0].body.redemptionId}/reverse`);
    expect(await reverse()).toMatchObject({ status: 200, body: { balance: 50, status: 'active' } });
    expect((await reverse()).status).toBe(409);

    const audit = await eventually(async () => {
      const page = (await world.a.api.get<AuditTrailPage>('/api/v1/admin/reports/audit?testData=true')).body;
      const mine = page.entries.filter((entry) => entry.details.apiKey === 'Kiosk 4');
      return mine.length === 2 ? mine : undefined;
    });
    expect(audit.map((entry) => [entry.actor, entry.action, entry.person])).toEqual([
      ['api-key', 'redemption-reversed', null],
      ['api-key', 'redeemed', null],
    ]);
  });

  it("reverses only the key's own redemptions: the counter's and another key's are not found for it", async () => {
    const { integrator } = await keyOfA({ name: 'Kiosk 5' });
    const { integrator: other } = await keyOfA({ name: 'Kiosk 6' });
    const { code, email } = await boughtForSelf();
    expect((await redeemWithOtp(world.a.api, code, email, 20)).status).toBe(200);
    const [counter] = await rows(sql`select l.id from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.code_hash = ${hashOf(code)} and l.kind = 'REDEEM'`);
    const byKey = await redeem(integrator, code, 5, 'kiosk-5-order');
    expect(byKey.status).toBe(200);

    const reverse = (client: ApiClient, id: number) => client.post(`/api/v1/integrations/cards/${code}/redemptions/${id}/reverse`);
    expect((await reverse(integrator, counter.id)).status).toBe(404);
    expect((await reverse(other, byKey.body.redemptionId)).status).toBe(404);
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).body.balance).toBe(25);
    expect(await reverse(integrator, byKey.body.redemptionId)).toMatchObject({ status: 200, body: { balance: 30 } });
  });

  it('redeems one card when one idempotency key is sent at once for two cards, and refuses the other with 409', async () => {
    const { integrator } = await keyOfA({ requestsPerSecond: 50 });
    const cards = await Promise.all([boughtForSelf(), boughtForSelf()]);
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(cards.map(({ code }) => redeem(integrator, code, 1, `shared-${round}`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });

  it("holds a key's daily limit under a burst of redemptions on several cards", async () => {
    const { integrator } = await keyOfA({ dailyLimit: 10, requestsPerSecond: 50 });
    const codes = await Promise.all(Array.from({ length: 4 }, () => boughtForSelf()));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => redeem(integrator, codes[i % 4].code, 2, `burst-${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe('This API key has reached its daily redemption limit of $10.00.');

    // A reversal gives its amount back to the day: one more $2 passes, the next does not.
    const done = answers.map((answer, i) => ({ answer, code: codes[i % 4].code })).find(({ answer }) => answer.status === 200)!;
    expect((await integrator.post(`/api/v1/integrations/cards/${done.code}/redemptions/${done.answer.body.redemptionId}/reverse`)).status).toBe(200);
    expect((await redeem(integrator, codes[0].code, 2, 'after-reversal')).status).toBe(200);
    expect((await redeem(integrator, codes[1].code, 2, 'past-the-limit')).status).toBe(429);
  });

  it('records a key’s last use at most once a minute, and refuses it from the call after its revocation', async () => {
    const { id, integrator } = await keyOfA();
    const { code } = await boughtForSelf();
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
    const [first] = await rows(sql`select last_used_at::text as at from identity.api_keys where id = ${id}`);
    expect(first.at).toEqual(expect.any(String));
    for (let i = 0; i < 3; i++) expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
    expect((await rows(sql`select last_used_at::text as at from identity.api_keys where id = ${id}`))[0].at).toBe(first.at);
    // A use a minute later is recorded, once the gateway asks identity about the key again (it keeps the answer a second).
    await rows(sql`update identity.api_keys set last_used_at = last_used_at - interval '61 seconds' where id = ${id}`);
    await eventually(async () => {
      expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(200);
      return (await rows(sql`select (last_used_at > now() - interval '1 minute') as fresh from identity.api_keys where id = ${id}`))[0].fresh;
    }, 5_000, 200);

    expect((await world.a.api.delete(`/api/v1/admin/api-keys/${id}`)).status).toBe(200);
    expect((await integrator.get(`/api/v1/integrations/cards/${code}`)).status).toBe(401);
  });

  it('tells the rate limit in RateLimit headers and answers 429 past it', async () => {
    const { integrator } = await keyOfA();
    const { code } = await boughtForSelf();
    const answers = await Promise.all(Array.from({ length: 25 }, () => integrator.request('GET', `/api/v1/integrations/cards/${code}`)));
    const ok = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    // A burst may straddle a second: at most two seconds' worth pass.
    expect(ok.length).toBeGreaterThanOrEqual(10);
    expect(ok.length).toBeLessThanOrEqual(20);
    expect(limited.length).toBe(25 - ok.length);
    expect(ok[0].headers.get('ratelimit-limit')).toBe('10');
    expect(Number(ok[0].headers.get('ratelimit-remaining'))).toBeLessThan(10);
    expect(ok[0].headers.get('ratelimit-reset')).toBe('1');
    expect(limited[0].headers.get('retry-after')).toBe('1');
    expect(limited[0].headers.get('ratelimit-remaining')).toBe('0');
  });

  it('lists the orders a page at a time and answers the liability report', async () => {
    const { integrator } = await keyOfA({ requestsPerSecond: 50 });
    const { code } = await boughtForSelf();
    // The orders are the analytics projection's, which hears of the sale a moment later.
    const first = await eventually(async () => {
      const page = await integrator.get('/api/v1/integrations/orders');
      return page.body.orders?.[0]?.qrCode.uniqueCode === code ? page : undefined;
    });
    expect(first.body.orders[0]).toMatchObject({ testCard: true, remainingBalance: 50 });
    if (first.body.nextCursor) expect((await integrator.get(`/api/v1/integrations/orders?cursor=${first.body.nextCursor}`)).status).toBe(200);
    expect((await integrator.get('/api/v1/integrations/orders?cursor=abc')).status).toBe(400);

    const today = new Date().toISOString().slice(0, 10);
    const report = await integrator.get(`/api/v1/integrations/reports/liability?from=${today}&to=${today}`);
    expect(report.status).toBe(200);
    expect((await integrator.get('/api/v1/integrations/reports/liability')).status).toBe(400);
  });

  it("shows a live key live activity alone, even once its business is back in test mode", async () => {
    const saved = await world.a.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' });
    expect(saved.status).toBe(200);
    expect((await world.a.api.post('/api/v1/admin/go-live')).status).toBe(200);
    const { key, integrator } = await keyOfA({ requestsPerSecond: 50 });
    expect(key).toMatch(/^gv_live_/);
    const live = await boughtForSelf();
    expect((await world.a.api.post('/api/v1/admin/go-test')).status).toBe(200);
    const test = await boughtForSelf();

    const orders = await eventually(async () => {
      const page = await integrator.get('/api/v1/integrations/orders');
      return page.body.orders?.[0]?.qrCode.uniqueCode === live.code ? page.body.orders : undefined;
    });
    expect(orders.every((order: { testCard: boolean }) => !order.testCard)).toBe(true);
    expect(orders.map((order: { qrCode: { uniqueCode: string } }) => order.qrCode.uniqueCode)).not.toContain(test.code);
    const today = await businessToday(world.a.api);
    const report = await integrator.get(`/api/v1/integrations/reports/liability?from=${today}&to=${today}`);
    expect(report.body.movement.sold).toBe(50);
  });
});
