import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import type { CustomerExport } from '@gv/proto';
import { createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { parseCsv } from '../../../../test/csv';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { rebuildProjections } from '../../../../test/projections';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const PHONE = '(555) 246-8100';
const MESSAGE = 'Happy birthday Rita, love from Ann!';
const PSEUDONYM = /^erased-[0-9a-f]{12}@erased\.invalid$/;

type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

/**
 * A customer's privacy (decision 0054). At Harbor Grill, Ann buys Rita a gift with a message and a card for herself,
 * spends $10 of hers and gets $5 refunded; Carl buys one too. Ann also buys at Mountain Spa. Harbor Grill exports
 * Ann's data, then erases her: her name, address, phone and message leave every view and store of Harbor Grill's,
 * while every figure stays, her cards still spend by their code, and Mountain Spa keeps its own Ann.
 */
describe.each(databaseEnvs)('exporting and erasing a customer (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let b: Admin;
  let gift: { uniqueCode: string; orderId: string };
  let own: { uniqueCode: string; orderId: string };
  const mail = (name: string) => `${name}.${engine.toLowerCase()}@example.com`;
  const ann = mail('ann');
  const db = () => platform.app.runtime.database.db;
  const settled = () => eventually(() => embeddedPlatformIdle(db()), 60_000);
  const exportOf = (admin: Admin, email: string) => admin.api.get<CustomerExport>(`/api/v1/admin/customers/export?email=${encodeURIComponent(email)}`);
  const erase = (admin: Admin, email: string, confirm = email) => admin.api.post('/api/v1/admin/customers/erase', { email, confirm });
  const mailsTo = (address: string) => readMailbox(platform.dataDir).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SQUARE_API_URL: 'emulator' });
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    const dinner = { businessSlug: a.businessSlug, id: (await createGiftCard(a.api, { giftCardName: 'Dinner for two', amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard._id };
    const massage = { businessSlug: b.businessSlug, id: (await createGiftCard(b.api, { giftCardName: 'Massage', amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard._id };
    // Her address as she typed it, in capitals: she is found by it in any case.
    const annAsTyped = ann.replace('ann', 'Ann').toUpperCase();
    gift = await buyGiftCard(platform.url, dinner, {
      purchaseType: 'gift',
      giftInfo: { recipientName: 'Rita Recipient', recipientEmail: mail('rita'), message: MESSAGE, senderName: 'Ann Buyer', senderEmail: annAsTyped, senderPhone: PHONE },
    });
    own = await buyGiftCard(platform.url, dinner, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: ann, phone: PHONE } });
    await buyGiftCard(platform.url, dinner, { purchaseType: 'self', selfInfo: { name: 'Carl Other', email: mail('carl'), phone: '(555) 999-0000' } });
    await buyGiftCard(platform.url, massage, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email: ann, phone: PHONE } });
    await redeemGiftCard(a.api, platform.dataDir, own.uniqueCode, 10);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${own.uniqueCode}/refund`, { amount: 5, reason: 'Asked by Ann' })).status).toBe(200);
    await settled();
  }, 180_000);

  afterAll(() => stopThenDrop(platform, database));

  /** Every figure Harbor Grill's admin sees that erasure must leave as it was; the ledger export without its buyer email column. */
  async function figures() {
    const calls = ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', `reports/liability?from=2020-01-01&to=${today()}`];
    const answers = await Promise.all(calls.map(async (call) => [call, (await a.api.get(`/api/v1/admin/${call}`)).body]));
    const books = parseCsv((await a.api.get<string>(`/api/v1/admin/reports/export/ledger.csv?from=2020-01-01&to=${today()}`)).body);
    const buyerEmail = books[0].indexOf('Buyer email');
    const ledger = await selectRows(
      db(),
      sql`select l.id, l.card_id, l.kind, l.amount_cents, l.paid_cents, l.bonus_cents, l.balance_after_cents, c.balance_cents, c.status
          from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.business_slug = ${a.businessSlug} order by l.id`,
    );
    return { ...Object.fromEntries(answers), books: books.map((row) => row.filter((_, column) => column !== buyerEmail)), ledger };
  }

  /**
   * Harbor Grill's stores that held Ann, as text in lower case: orders, cards, the projections and (`withRecords`) the
   * records of what was done: the outboxes, which an erasure adds its event to, and the audit trail, which records it.
   */
  async function storedText(withRecords = true): Promise<string> {
    const of = async (query: ReturnType<typeof sql>) => ((await selectRows<{ text: string | null }>(db(), query))[0].text ?? '').toLowerCase();
    const slug = a.businessSlug;
    const texts = await Promise.all([
      of(sql`select string_agg(t::text, ' ') as text from orders.orders t where business_slug = ${slug}`),
      withRecords ? of(sql`select string_agg(t::text, ' ') as text from orders.outbox t where payload ->> 'businessSlug' = ${slug}`) : '',
      of(sql`select string_agg(t::text, ' ') as text from redemption.issued_cards t where business_slug = ${slug}`),
      withRecords ? of(sql`select string_agg(t::text, ' ') as text from redemption.outbox t where payload ->> 'businessSlug' = ${slug}`) : '',
      of(sql`select string_agg(t::text, ' ') as text from analytics.buyers t where business_slug = ${slug}`),
      of(sql`select string_agg(t::text, ' ') as text from analytics.customers t where business_slug = ${slug}`),
      withRecords ? of(sql`select string_agg(t::text, ' ') as text from analytics.audit_entries t where business_slug = ${slug}`) : '',
    ]);
    return texts.join('\n');
  }

  const personal = ['ann buyer', ann, PHONE, MESSAGE.toLowerCase()];

  it('exports everything Harbor Grill holds about Ann as a JSON file: her details, orders, cards (code: last 4) and ledgers, nothing of anyone else', async () => {
    const answer = await exportOf(a, ann.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-[0-9a-f]{12}\.json"$/);
    const data = answer.body;
    expect(data.customer).toEqual({ email: ann, names: ['Ann Buyer'], phones: [PHONE] });
    expect(data.orders.map((order) => [order.orderId, order.roles, order.purchaseType, order.price, order.status])).toEqual([
      [gift.orderId, ['buyer'], 'gift', 45, 'paid'],
      [own.orderId, ['buyer'], 'self', 45, 'paid'],
    ]);
    expect(data.orders[0]).toMatchObject({ recipient: { name: 'Rita Recipient', email: mail('rita') }, message: MESSAGE, buyer: { name: 'Ann Buyer', phone: PHONE } });
    const [given, hers] = data.cards;
    expect(given).toMatchObject({ roles: ['buyer'], codeLast4: gift.uniqueCode.slice(-4), giftCardName: 'Dinner for two', balance: 50, status: 'active', holder: { name: 'Rita Recipient' } });
    expect(hers).toMatchObject({ roles: ['buyer', 'holder'], codeLast4: own.uniqueCode.slice(-4), faceValue: 50, pricePaid: 45, balance: 35, status: 'active' });
    expect(hers.ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['ACTIVATE', 50, 50],
      ['REDEEM', -10, 40],
      ['REFUND', -5, 35],
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(gift.uniqueCode);
    expect(text).not.toContain(own.uniqueCode);
    expect(text).not.toContain(mail('carl'));
    expect(text).not.toContain('Massage');
    // Mountain Spa's export of Ann holds its own card only.
    expect((await exportOf(b, ann)).body.cards.map((card) => card.giftCardName)).toEqual(['Massage']);
  });

  it('answers 404 for an email the business does not know, and keeps each business to itself', async () => {
    for (const [admin, email] of [[a, mail('nobody')], [b, mail('rita')]] as const) {
      expect(await exportOf(admin, email)).toMatchObject({ status: 404, body: { message: 'Your business has no customer with this email.' } });
      expect(await erase(admin, email)).toMatchObject({ status: 404, body: { message: 'Your business has no customer with this email.' } });
    }
    expect(await exportOf(a, '')).toMatchObject({ status: 400, body: { message: 'Enter the customer’s email.' } });
  });

  it('refuses an erasure whose confirmation is not the email, and erases nothing', async () => {
    const refused = await erase(a, ann, mail('anne'));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Type the customer’s email exactly as shown to confirm the erasure.' } });
    expect((await erase(a, ann, '')).status).toBe(400);
    expect((await exportOf(a, ann)).body.customer.names).toEqual(['Ann Buyer']);
  });

  let erasedAs: string;
  let before: Awaited<ReturnType<typeof figures>>;

  it('erases Ann everywhere Harbor Grill keeps her, and every figure stays as it was', async () => {
    before = await figures();
    const mailsBefore = mailsTo(ann).length;
    const erased = await erase(a, ann, ann.toUpperCase());
    expect(erased).toMatchObject({ status: 200, body: { success: true, message: 'Customer erased', erasedAs: expect.stringMatching(PSEUDONYM) } });
    erasedAs = erased.body.erasedAs;
    await settled();

    const stored = await storedText();
    for (const detail of personal) expect([detail, stored.includes(detail)]).toEqual([detail, false]);
    expect(stored).toContain(erasedAs);

    const customers = (await a.api.get('/api/v1/admin/customers')).body.customers;
    expect(customers.map((c: { name: string }) => c.name).sort()).toEqual(['Carl Other', 'Erased customer', 'Rita Recipient']);
    expect(customers.find((c: { email: string }) => c.email === erasedAs)).toMatchObject({ phone: '', cardsBought: 2, totalSpent: 90, outstandingBalance: 35 });
    const views = JSON.stringify([(await a.api.get('/api/v1/admin/buyers')).body, (await a.api.get(`/api/v1/admin/scan-giftcard/${own.uniqueCode}`)).body]).toLowerCase();
    for (const detail of personal) expect([detail, views.includes(detail)]).toEqual([detail, false]);
    expect(await exportOf(a, ann)).toMatchObject({ status: 404 });

    expect(await figures()).toEqual(before);
    // Mountain Spa's Ann is not Harbor Grill's to erase.
    expect((await exportOf(b, ann)).body.customer).toEqual({ email: ann, names: ['Ann Buyer'], phones: [PHONE] });
    expect(mailsTo(ann)).toHaveLength(mailsBefore);
  }, 90_000);

  it('still spends her cards by their code; no email goes to her again, the code for her own card goes to the business', async () => {
    const mailsBefore = mailsTo(ann).length;
    const ritasBefore = mailsTo(mail('rita')).length;
    // The gift's holder is Rita: as before.
    await redeemGiftCard(a.api, platform.dataDir, gift.uniqueCode, 5);
    // Her own card's holder was erased: the one-time code goes to Harbor Grill's contact address.
    const codesBefore = mailsTo(a.email).length;
    expect((await a.api.post('/api/v1/admin/send-otp-redeem', { email: erasedAs, redeemAmount: 5, qrUniqueCode: own.uniqueCode })).status).toBe(200);
    const codeMail = await eventually(() => mailsTo(a.email)[codesBefore]);
    const otp = /^(\d{6}) is your code to redeem/.exec(codeMail.subject)![1];
    expect((await a.api.post('/api/v1/admin/verify-otp-redeem', { email: erasedAs, qrUniqueCode: own.uniqueCode, otp })).status).toBe(200);
    expect(await a.api.post('/api/v1/admin/redeem', { qrCode: own.uniqueCode, amount: 5 })).toMatchObject({ status: 200, body: { buyer: { remainingBalance: 30 } } });
    expect((await a.api.post(`/api/v1/admin/issued-cards/${own.uniqueCode}/resend`)).status).toBe(200);
    await settled();

    expect(mailsTo(ann)).toHaveLength(mailsBefore);
    expect(mailsTo('erased.invalid')).toEqual([]);
    // Rita's receipt names no one but her.
    const toRita = mailsTo(mail('rita')).slice(ritasBefore);
    expect(toRita.length).toBeGreaterThan(0);
    const ritaText = toRita.map((m) => m.text.toLowerCase()).join('\n');
    for (const detail of personal) expect([detail, ritaText.includes(detail)]).toEqual([detail, false]);
    const stored = await storedText();
    for (const detail of personal) expect([detail, stored.includes(detail)]).toEqual([detail, false]);
  }, 90_000);

  it('erasing again answers the same and changes no stored data (the audit trail records the request)', async () => {
    const now = await figures();
    const stored = await storedText(false);
    expect(await erase(a, ann)).toMatchObject({ status: 200, body: { success: true, message: 'Customer erased', erasedAs } });
    await settled();
    expect(await storedText(false)).toBe(stored);
    expect(await figures()).toEqual(now);
  }, 90_000);

  it('a rebuild of the projections from the event log does not bring her back', async () => {
    const customers = (await a.api.get('/api/v1/admin/customers')).body;
    const now = await figures();
    await rebuildProjections(platform);
    const stored = await storedText();
    for (const detail of personal) expect([detail, stored.includes(detail)]).toEqual([detail, false]);
    expect((await a.api.get('/api/v1/admin/customers')).body).toEqual(customers);
    expect(await figures()).toEqual(now);
  });
});
