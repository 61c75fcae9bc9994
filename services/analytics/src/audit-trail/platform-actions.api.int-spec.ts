import type { AuditEntry, AuditTrailPage } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { SUPER } from '../../../../test/identity-api';
import { waitForMail } from '../../../../test/mail';
import { buyGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

/**
 * The audit trail beyond the cards: an admin exports a customer's data and erases the customer; the super admin
 * suspends the business, pauses and resumes its redemptions and reinstates it, approves one registration and rejects
 * it later, and creates a business directly. Each appears once in the business's trail, the super admin's as the
 * platform's (no person), and no entry names the customer.
 */
describe.each(databaseEnvs)('the audit trail of privacy and platform actions (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let root: ApiClient;
  let a: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let adminId: string;
  let erasedAs: string;
  const customer = `cora.${engine.toLowerCase()}@example.com`;
  const db = () => platform.app.runtime.database.db;
  const settled = () => eventually(() => embeddedPlatformIdle(db()), 20_000);

  const trail = async (api: ApiClient): Promise<AuditTrailPage> => {
    const answer = await api.get<AuditTrailPage>('/api/v1/admin/reports/audit');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const signIn = async (email: string, password: string): Promise<ApiClient> => {
    const api = new ApiClient(platform.url);
    expect((await api.post('/api/v1/admin/login', { email, password })).status).toBe(200);
    return api;
  };
  const platformEntry = (action: string, subject: string, details = {}): AuditEntry => ({
    id: expect.any(String),
    at: expect.any(String),
    person: null,
    actor: 'super-admin',
    action: action as AuditEntry['action'],
    subject,
    customer: null,
    details,
  });

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, SQUARE_API_URL: 'emulator' });
    root = new ApiClient(platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER)).body.token;
    a = await createSignedInAdmin(platform, 'Privacy Diner');
    adminId = (await a.api.get('/api/v1/admin/me')).body.user._id;
    const brunch = (await createGiftCard(a.api, { giftCardName: 'Brunch', amount: '30', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
    await buyGiftCard(platform.url, { businessSlug: a.businessSlug, id: brunch._id }, { purchaseType: 'self', selfInfo: { name: 'Cora Customer', email: customer, phone: '(555) 123-4567' } });
    await settled();

    expect((await a.api.get(`/api/v1/admin/customers/export?email=${encodeURIComponent(customer)}`)).status).toBe(200);
    const erased = await a.api.post('/api/v1/admin/customers/erase', { email: customer, confirm: customer });
    expect(erased.status).toBe(200);
    erasedAs = erased.body.erasedAs;

    const status = (body: object) => root.put(`/api/superadmin/businesses/${a.businessSlug}/status`, body);
    expect((await status({ status: 'suspended', notes: 'Unpaid invoice' })).status).toBe(200);
    expect((await status({ status: 'suspended', notes: 'Unpaid invoice', allowRedemptions: false })).status).toBe(200);
    expect((await status({ status: 'suspended', notes: 'Unpaid invoice' })).status).toBe(200);
    expect((await status({ status: 'active', notes: 'Paid' })).status).toBe(200);
    await settled();
  }, 180_000);

  afterAll(() => stopThenDrop(platform, database));

  it("records an admin's export and erasure of a customer's data without naming the customer", async () => {
    const page = await trail(await signIn(a.email, a.password));
    const person = { id: adminId, name: 'Test Admin', email: a.email };
    const privacy = page.entries.filter((entry) => entry.action === 'customer-exported' || entry.action === 'customer-erased');
    expect(privacy).toEqual([
      { id: expect.any(String), at: expect.any(String), person, actor: 'admin', action: 'customer-erased', subject: erasedAs, customer: null, details: {} },
      { id: expect.any(String), at: expect.any(String), person, actor: 'admin', action: 'customer-exported', subject: 'Customer data', customer: null, details: {} },
    ]);
    expect(JSON.stringify(page).toLowerCase()).not.toContain(customer);
  });

  it("records the super admin's suspension, pause, resumption and reinstatement as the platform's, with the notes", async () => {
    const page = await trail(await signIn(a.email, a.password));
    expect(page.entries.filter((entry) => entry.actor === 'super-admin')).toEqual([
      platformEntry('business-reactivated', 'Business', { reason: 'Paid' }),
      platformEntry('redemptions-resumed', 'Business', { reason: 'Unpaid invoice' }),
      platformEntry('redemptions-paused', 'Business', { reason: 'Unpaid invoice' }),
      platformEntry('business-suspended', 'Business', { reason: 'Unpaid invoice' }),
    ]);
    // Only an admin is a person of the trail.
    expect(page.people).toEqual([{ id: adminId, name: 'Test Admin', email: a.email }]);
  });

  it("records the approval of a registration in the business it provisioned, and a later review of it, as the platform's", async () => {
    const email = `ada.${engine.toLowerCase()}@approved.test`;
    expect((await new ApiClient(platform.url).post('/api/v1/admin/registration-interest', { businessName: `Approved ${engine} Cafe`, businessType: 'Cafe', contactName: 'Ada', email, phone: '5551234567' })).status).toBe(201);
    const request = (await root.get('/api/superadmin/registration-requests')).body.requests.find((r: { email: string }) => r.email === email);
    expect((await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'approved', notes: 'Welcome' })).status).toBe(200);
    const invite = await waitForMail(platform.dataDir, { to: email, subject: /ready/ });
    const token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(invite.text)![1]);
    expect((await new ApiClient(platform.url).put('/api/v1/admin/set-password', { token, password: 'chosen-pass-1' })).status).toBe(200);
    expect((await root.put(`/api/superadmin/registration-requests/${request._id}/status`, { status: 'rejected', notes: 'Changed our mind' })).status).toBe(200);
    await settled();
    const page = await trail(await signIn(email, 'chosen-pass-1'));
    expect(page.entries.filter((entry) => entry.actor === 'super-admin')).toEqual([
      platformEntry('registration-rejected', `Approved ${engine} Cafe`, { reason: 'Changed our mind' }),
      platformEntry('registration-approved', `Approved ${engine} Cafe`),
    ]);
    // Another business's trail holds none of it.
    expect((await trail(await signIn(a.email, a.password))).entries.filter((entry) => entry.action.startsWith('registration-'))).toEqual([]);
  });

  it('records a business the super admin created as approved by the platform', async () => {
    const email = `pat.${engine.toLowerCase()}@direct.test`;
    const created = await root.post('/api/superadmin/business-admin', { name: 'Pat', email, restaurantName: 'Direct Deli', phone: '5559876543', password: 'direct-pass-1' });
    expect(created.status).toBe(201);
    await settled();
    const page = await trail(await signIn(email, 'direct-pass-1'));
    expect(page.entries.filter((entry) => entry.actor === 'super-admin')).toEqual([platformEntry('registration-approved', 'Direct Deli')]);
  });
});
