import { sql } from 'drizzle-orm';
import { applyEvents, newEvent, selectRows, type SqlEventBus } from '@gv/platform';
import { calendarDayIn, type AnyEventEnvelope, type AuditEntry, type AuditTrailPage } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { TEST_LOCATIONS } from '../../../../test/square-test-values';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { AuditProjection } from '../events/audit-projection';
import { NEXT_YEAR, startAnalyticsPlatform } from '../test-support';

const ZONE = 'America/Denver';
const ACCESS_TOKEN = 'EAAA-bistro-secret-token';
const SQUARE = { squareApplicationId: 'sq0idp-bistro', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: ACCESS_TOKEN };

type Admin = Awaited<ReturnType<typeof createSignedInAdmin>> & { adminId: string };

/**
 * The audit trail of a business whose admin signed in, changed its settings and Square credentials, went live, added
 * and edited a card, and redeemed, refunded, voided and adjusted cards (first in test mode, then live): each appears once,
 * with who did it, what and the details, to that business's admins only.
 */
describe.each(databaseEnvs)('the audit trail (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  const codes: Record<'redeemed' | 'refunded' | 'voided' | 'testRedeemed', string> = { redeemed: '', refunded: '', voided: '', testRedeemed: '' };
  const db = () => platform.app.runtime.database.db;
  const bus = () => platform.app.runtime.bus as SqlEventBus;
  const settled = () => eventually(() => embeddedPlatformIdle(db()), 20_000);
  const buyer = (name: string) => ({ purchaseType: 'self', selfInfo: { name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`, phone: '(555) 123-4567' } }) as const;

  async function signedIn(restaurantName: string): Promise<Admin> {
    const admin = await createSignedInAdmin(platform, restaurantName);
    return { ...admin, adminId: (await admin.api.get('/api/v1/admin/me')).body.user._id };
  }

  const trail = async (admin: Admin, query = ''): Promise<AuditTrailPage> => {
    const answer = await admin.api.get<AuditTrailPage>(`/api/v1/admin/reports/audit${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const only = (page: AuditTrailPage, action: string): AuditEntry[] => page.entries.filter((entry) => entry.action === action);

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    [a, b] = await Promise.all([signedIn('Audit Bistro'), signedIn('Rival Bakery')]);

    // In test mode: a test card redeemed.
    const brunch = (await createGiftCard(a.api, { giftCardName: 'Brunch', amount: '40', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    codes.testRedeemed = (await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: brunch._id }, buyer('Tess Tester'))).uniqueCode;
    await redeemGiftCard(a.api, platform.dataDir, codes.testRedeemed, 5);

    expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email: a.email, password: a.password })).status).toBe(200);
    expect((await a.api.put('/api/v1/admin/settings', { restaurantName: 'Audit Bistro & Bar', timeZone: ZONE })).status).toBe(200);
    expect((await a.api.put('/api/v1/admin/settings', SQUARE)).status).toBe(200);
    expect((await a.api.post('/api/v1/admin/go-live')).status).toBe(200);

    // Live: $50 at 10% off.
    const dinner = (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    expect((await a.api.put(`/api/v1/admin/update/${dinner._id}`, { description: 'Three courses for two.' })).status).toBe(200);
    for (const [key, name] of [['redeemed', 'Rita Redeemer'], ['refunded', 'Ray Refund'], ['voided', 'Vic Void']] as const) {
      codes[key] = (await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: dinner._id }, buyer(name))).uniqueCode;
    }
    await redeemGiftCard(a.api, platform.dataDir, codes.redeemed, 12);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${codes.redeemed}/adjust`, { amount: 5, reason: 'Birthday bonus' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${codes.refunded}/refund`, { amount: 20, reason: 'Part back' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${codes.voided}/void`, { reason: 'Lost at the bar' })).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${codes.redeemed}/resend`)).status).toBe(200);

    expect((await new ApiClient(platform.url).post('/api/v1/admin/login', { email: b.email, password: b.password })).status).toBe(200);
    await settled();
  }, 180_000);

  afterAll(() => stopThenDrop(platform, database));

  it('records each action once with the admin who did it, what and the details, newest first', async () => {
    const page = await trail(a);
    const person = { id: a.adminId, name: 'Test Admin', email: a.email };
    expect(page.people).toEqual([person]);
    expect(page.testData).toBe(false);
    expect(page.entries.map((entry) => entry.at)).toEqual([...page.entries.map((entry) => entry.at)].sort().reverse());
    expect(page.entries.every((entry) => entry.actor === 'admin' && entry.person?.id === a.adminId)).toBe(true);

    expect(only(page, 'signed-in')).toEqual([{ id: expect.any(String), at: expect.any(String), person, actor: 'admin', action: 'signed-in', subject: '', customer: null, details: {} }]);
    expect(only(page, 'settings-changed').map((entry) => [entry.subject, entry.details])).toEqual([['Settings', { changedFields: ['restaurantName', 'timeZone'] }]]);
    expect(only(page, 'payment-settings-changed').map((entry) => entry.details.changedFields)).toEqual([['live'], ['squareApplicationId', 'squareLocationId', 'squareAccessToken']]);
    // Which settings changed, never their values.
    expect(JSON.stringify(page)).not.toContain(ACCESS_TOKEN);

    expect(only(page, 'gift-card-created').map((entry) => [entry.subject, entry.details])).toEqual([['Dinner for two', { amount: 50 }], ['Brunch', { amount: 40 }]]);
    expect(only(page, 'gift-card-updated').map((entry) => [entry.subject, entry.details])).toEqual([['Dinner for two', { changedFields: ['description'] }]]);

    const card = { subject: 'Dinner for two', details: { cardId: expect.any(String) } };
    expect(only(page, 'redeemed')).toEqual([
      expect.objectContaining({ ...card, customer: { name: 'Rita Redeemer', email: 'rita.redeemer@example.com' }, details: { ...card.details, amount: 12, balanceAfter: 38 } }),
    ]);
    expect(only(page, 'adjusted')).toEqual([expect.objectContaining({ ...card, details: { ...card.details, amount: 5, balanceAfter: 43, reason: 'Birthday bonus' } })]);
    expect(only(page, 'refunded')).toEqual([
      expect.objectContaining({ ...card, customer: { name: 'Ray Refund', email: 'ray.refund@example.com' }, details: { ...card.details, amount: 20, reason: 'Part back' } }),
    ]);
    expect(only(page, 'voided')).toEqual([expect.objectContaining({ ...card, customer: { name: 'Vic Void', email: 'vic.void@example.com' }, details: { ...card.details, reason: 'Lost at the bar' } })]);
    expect(only(page, 'email-resent')).toEqual([
      expect.objectContaining({ ...card, person, customer: { name: 'Rita Redeemer', email: 'rita.redeemer@example.com' }, details: { ...card.details, requestedBy: 'admin' } }),
    ]);
  });

  it('keeps entries about test cards apart, as the other reports keep test activity; sign-ins and settings show either way', async () => {
    const live = await trail(a);
    expect(only(live, 'redeemed').map((entry) => entry.details.amount)).toEqual([12]);
    const test = await trail(a, '?testData=true');
    expect(test.testData).toBe(true);
    expect(only(test, 'redeemed')).toEqual([expect.objectContaining({ subject: 'Brunch', customer: { name: 'Tess Tester', email: 'tess.tester@example.com' }, details: expect.objectContaining({ amount: 5 }) })]);
    expect(only(test, 'refunded')).toEqual([]);
    for (const action of ['signed-in', 'settings-changed', 'payment-settings-changed', 'gift-card-created']) expect(only(test, action)).toEqual(only(live, action));
  });

  it('filters by person, action and days in the business’s time zone, and refuses filters that name nothing', async () => {
    const all = await trail(a);
    expect((await trail(a, `?person=${a.adminId}`)).entries).toEqual(all.entries);
    expect((await trail(a, `?person=${b.adminId}`)).entries).toEqual([]);
    const refunds = await trail(a, '?action=refunded');
    expect(refunds.entries.map((entry) => entry.action)).toEqual(['refunded']);
    expect((await trail(a, `?action=signed-in&person=${a.adminId}`)).entries).toHaveLength(1);

    const today = calendarDayIn(new Date(), ZONE);
    const tomorrow = calendarDayIn(new Date(Date.now() + 86_400_000), ZONE);
    expect((await trail(a, `?from=${today}&to=${today}`)).entries).toEqual(all.entries);
    expect((await trail(a, `?to=${today}`)).entries).toEqual(all.entries);
    expect((await trail(a, `?from=${tomorrow}`)).entries).toEqual([]);
    expect((await trail(a, '?from=2020-01-01&to=2020-12-31')).entries).toEqual([]);

    const refused: [string, string][] = [
      ['?action=deleted-everything', 'Choose an action from the list.'],
      ['?person=everyone', 'Choose a person from the list.'],
      ['?from=2026-02-30', 'Enter a day as YYYY-MM-DD.'],
      [`?from=${tomorrow}&to=${today}`, 'The first day must be on or before the last.'],
      ['?cursor=not-a-cursor', 'This page link is no longer valid: start again from the first page.'],
    ];
    for (const [query, message] of refused) expect(await a.api.get(`/api/v1/admin/reports/audit${query}`)).toMatchObject({ status: 400, body: { message } });
  });

  it('pages 50 entries at a time, newest first, each entry once', async () => {
    const at = (i: number) => new Date(Date.now() - (i + 1) * 60_000).toISOString();
    await bus().publish(
      Array.from({ length: 60 }, (_, i) => newEvent('admin.signed-in', { v: 1, adminId: b.adminId, businessSlug: b.businessSlug, name: 'Test Admin', email: b.email, at: at(i) })),
    );
    await settled();
    const first = await trail(b);
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toBe(first.entries[49].id);
    const second = await trail(b, `?cursor=${first.nextCursor}`);
    // 60 sign-ins published, one through the login page.
    expect(second.entries).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    const ats = [...first.entries, ...second.entries].map((entry) => entry.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(61);
    expect((await trail(b, `?action=signed-in&cursor=${first.nextCursor}`)).entries).toEqual(second.entries);
  });

  it("shows a business's trail to its own admins only, whatever the query says", async () => {
    const mine = await trail(a);
    const theirs = await trail(b, `?businessSlug=${a.businessSlug}&person=${a.adminId}`);
    expect(theirs.entries).toEqual([]);
    expect(theirs.people).toEqual([{ id: b.adminId, name: 'Test Admin', email: b.email }]);
    const ids = new Set(mine.entries.map((entry) => entry.id));
    expect((await trail(b, `?businessSlug=${a.businessSlug}`)).entries.filter((entry) => ids.has(entry.id))).toEqual([]);
    // A page link of another business's trail names nothing here.
    expect(await b.api.get(`/api/v1/admin/reports/audit?cursor=${mine.entries[0].id}`)).toMatchObject({ status: 400 });
    expect((await new ApiClient(platform.url).get('/api/v1/admin/reports/audit')).status).toBe(401);
  });

  it('adds nothing when the events are delivered again, through the inbox or straight to the projection', async () => {
    const count = async () => Number((await selectRows<{ n: string }>(db(), sql`select count(*) as n from analytics.audit_entries`))[0].n);
    const before = { count: await count(), a: await trail(a), test: await trail(a, '?testData=true') };
    const events: AnyEventEnvelope[] = [];
    for await (const batch of bus().replay(0)) events.push(...batch.map((held) => held.event));
    const analytics = platform.app.services.analytics;
    const redelivered = await Promise.all(events.map((event) => analytics.consumer.handle('analytics', analytics.handlers, event)));
    expect(redelivered.every((handled) => handled === false)).toBe(true);
    await db().transaction((tx) => applyEvents(tx, new AuditProjection().handlers(), events));
    expect(await count()).toBe(before.count);
    expect(await trail(a)).toEqual(before.a);
    expect(await trail(a, '?testData=true')).toEqual(before.test);
  });
});
