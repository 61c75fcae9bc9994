import { sql } from 'drizzle-orm';
import type { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { checkoutPlatform } from '../../../../test/orders-api';
import { LedgerAuditJob } from '../audit-ledger/ledger-audit.job';

/** The codes sheet as bytes, with the admin's session (the test client reads answers as text). */
async function download(api: ApiClient, path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const cookie = [...api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(api.baseUrl + path, { headers: { cookie } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Corporate orders (decision 0063) through the gateway: a batch paid outside the platform is recorded as paid with its
 * reference, issued on the ledger one card per line, emailed in a throttled queue with its progress counted, printed
 * as a PDF; a retried request issues nothing more, and another business sees none of it.
 */
describe.each(databaseEnvs)('corporate orders (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { rows } = world;
  const mailsTo = (address: string) => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(address));
  const ledgerOf = (orderId: string) =>
    rows<{ line: number; kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; holder_email: string; test_card: boolean }>(
      sql`select c.line, l.kind, l.amount_cents, l.paid_cents, l.bonus_cents, c.holder_email, c.test_card
          from redemption.issued_cards c join redemption.ledger l on l.card_id = c.id where c.order_id = ${orderId} order by c.line, l.id`,
    );
  const batch = (overrides: Record<string, unknown>) => ({ giftCardId: world.cardA._id, company: 'Acme Corp', paymentReference: `INV-${Date.now()}-${Math.random()}`, ...overrides });

  it('issues a CSV batch of 3 on the ledger, records it paid outside the platform, and emails each holder once with the progress counted', async () => {
    const tag = Date.now();
    const recipients = ['ana', 'ben', 'cy'].map((name) => ({ name: `${name.toUpperCase()} Staff`, email: `${name}.corp.${tag}@example.com` }));
    const body = batch({ recipients });
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ company: 'Acme Corp', paymentReference: body.paymentReference, named: true, cardCount: 3, faceValueCents: 5000, amountCents: 3 * 4250, testMode: true });
    const id = created.body.id;

    // Paid outside the platform: an EXTERNAL payment with the reference, and the money path's events.
    const [payment] = await rows(sql`select status, source_type, amount_cents, receipt_number from orders.payments where order_id = ${id}`);
    expect(payment).toEqual({ status: 'COMPLETED', source_type: 'EXTERNAL', amount_cents: 12750, receipt_number: body.paymentReference });
    expect((await world.eventsOf(id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
    // One card per line, each activated at face value (paid value the sale price, the discount as bonus), test cards in test mode.
    expect(await eventually(async () => ((await ledgerOf(id)).length === 3 ? ledgerOf(id) : undefined))).toEqual(
      recipients.map((recipient, line) => ({ line, kind: 'ACTIVATE', amount_cents: 5000, paid_cents: 4250, bonus_cents: 750, holder_email: recipient.email, test_card: true })),
    );

    for (const recipient of recipients) {
      const mail = await eventually(() => mailsTo(recipient.email)[0], 15_000);
      expect(mail.subject).toContain('Acme Corp');
    }
    const done = await eventually(async () => {
      const answer = await world.a.api.get(`/api/v1/admin/corporate-orders/${id}`);
      return answer.body.state === 'done' ? answer : undefined;
    }, 15_000);
    expect(done.body).toMatchObject({ issued: 3, emailed: 3, failed: 0 });
    expect(done.body.cards.map((card: { recipientEmail: string }) => card.recipientEmail)).toEqual(recipients.map((r) => r.email));
    for (const [line, card] of done.body.cards.entries()) expect(mailsTo(recipients[line].email)[0].text).toContain(card.uniqueCode);
    // The admin who issued it gets no purchase confirmations.
    expect(mailsTo(world.a.email)).not.toContainEqual(expect.objectContaining({ subject: expect.stringContaining('Acme') }));

    // The books agree: the payment has its cards, the cards their payment, and Square is not asked about an EXTERNAL payment.
    const { discrepancies } = await world.platform.app.services.orders.app.get(LedgerAuditJob).run();
    expect(discrepancies.filter((discrepancy) => discrepancy.orderId === id)).toEqual([]);

    const list = await world.a.api.get('/api/v1/admin/corporate-orders');
    expect(list.body.orders[0]).toMatchObject({ id, issued: 3, emailed: 3, failed: 0, state: 'done' });
  }, 60_000);

  it('issues 5 unnamed cards, emails nobody, and prints them as a PDF', async () => {
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 5 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ named: false, cardCount: 5, issued: 5, state: 'done' });
    const id = created.body.id;
    const details = await world.a.api.get(`/api/v1/admin/corporate-orders/${id}`);
    expect(details.body.cards).toHaveLength(5);
    expect(details.body.cards[0]).toMatchObject({ holderName: 'Acme Corp', recipientEmail: null, balanceCents: 5000 });

    const pdf = await download(world.a.api, `/api/v1/admin/corporate-orders/${id}/codes.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toMatch(/\/Type \/Pages \/Kids \[[^\]]+\] \/Count 1 /);
    expect(pdf.bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // Nobody is emailed an unnamed card, not even the admin who holds them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(world.a.email).filter((mail) => /gift card/i.test(mail.subject))).toEqual([]);
  }, 60_000);

  it('refuses to refund a card paid outside the platform, changing nothing, and lets the admin void it', async () => {
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 1 }));
    const [card] = (await world.a.api.get(`/api/v1/admin/corporate-orders/${created.body.id}`)).body.cards;
    const refund = await world.a.api.post(`/api/v1/admin/issued-cards/${card.uniqueCode}/refund`, { reason: 'Team left' });
    expect(refund).toMatchObject({
      status: 409,
      body: { message: 'This gift card was paid outside the platform (a corporate order): return the money the way it was paid, then void the card.' },
    });
    expect((await ledgerOf(created.body.id)).map((row) => row.kind)).toEqual(['ACTIVATE']);
    expect((await world.a.api.post(`/api/v1/admin/issued-cards/${card.uniqueCode}/void`, { reason: 'Money returned by bank transfer' })).status).toBe(200);
  }, 60_000);

  it('answers a retried request with the same batch and issues nothing more; another batch under the reference is 409', async () => {
    const body = batch({ count: 2 });
    const [first, second] = await Promise.all([world.a.api.post('/api/v1/admin/corporate-orders', body), world.a.api.post('/api/v1/admin/corporate-orders', body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const again = await world.a.api.post('/api/v1/admin/corporate-orders', body);
    expect(again.body.id).toBe(first.body.id);
    const orders = await rows(sql`select id from orders.orders where idempotency_key = ${`corporate:${body.paymentReference}`}`);
    expect(orders).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ledgerOf(first.body.id)).toHaveLength(2);

    const other = await world.a.api.post('/api/v1/admin/corporate-orders', { ...body, count: 3 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This payment reference was already used for another batch.');
  }, 60_000);

  it("hides a business's batch from another business's admin (404) and leaves it out of their list", async () => {
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 1 }));
    for (const path of [`/api/v1/admin/corporate-orders/${created.body.id}`, `/api/v1/admin/corporate-orders/${created.body.id}/codes.pdf`]) {
      const answer = await world.b.api.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Corporate order not found.');
    }
    expect((await world.b.api.get('/api/v1/admin/corporate-orders')).body.orders).toEqual([]);
    // Nor can it use another business's card.
    expect((await world.b.api.post('/api/v1/admin/corporate-orders', batch({ count: 1 }))).status).toBe(404);
  }, 60_000);

  it('refuses bad rows by number, an empty CSV, more than 500 rows and a missing reference with 400', async () => {
    const bad = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ recipients: [{ name: 'Ok', email: 'ok@example.com' }, { name: 'Bob', email: 'bob@' }, { name: '', email: 'x@example.com' }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'recipients.2': 'Row 2: "bob@" is not an email address.', 'recipients.3': 'Row 3: the name is missing.' });
    expect(bad.body.message).toBe('2 rows of the CSV need fixing. Row 2: "bob@" is not an email address.');

    const empty = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ recipients: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.fields.recipients).toContain('The CSV has no recipients');

    const many = Array.from({ length: 501 }, (_, i) => ({ name: `P${i}`, email: `p${i}@example.com` }));
    const tooMany = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ recipients: many }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.recipients).toBe('A batch holds at most 500 cards. This CSV has 501.');

    const noReference = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 2, paymentReference: ' ' }));
    expect(noReference.status).toBe(400);
    expect(noReference.body.fields.paymentReference).toContain('Enter the payment reference');

    expect((await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 501 }))).status).toBe(400);
    expect(await world.ordersCount()).toBeGreaterThan(0);
    expect(await rows(sql`select 1 from orders.orders where corporate->>'paymentReference' like 'INV-%' and jsonb_array_length(gifts) > 500`)).toEqual([]);
  }, 60_000);
});
