import { sql } from 'drizzle-orm';
import type { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox } from '../../../../test/mail';
import { ApiClient } from '../../../../test/api';
import { checkoutPlatform, SUPER } from '../../../../test/orders-api';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
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
describe.each(databaseEnvs)('corporate orders (all-in-one on %s)', (engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { rows } = world;
  const mailsTo = (address: string) => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(address));
  const ledgerOf = (orderId: string) =>
    rows<{ line: number; kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; holder_email: string; test_card: boolean }>(
      sql`select c.line, l.kind, l.amount_cents, l.paid_cents, l.bonus_cents, c.holder_email, c.test_card
          from redemption.issued_cards c join redemption.ledger l on l.card_id = c.id where c.order_id = ${orderId} order by c.line, l.id`,
    );
  const batch = (overrides: Record<string, unknown>) => ({ giftCardId: world.cardA._id, company: 'Acme Corp', paymentReference: `INV-${Date.now()}-${Math.random()}`, ...overrides });
  const confirm = (id: string) => world.a.api.post(`/api/v1/admin/corporate-orders/${id}/confirm`, {});
  /** A batch created and confirmed by the owner: the confirmation's answer. */
  const issue = async (overrides: Record<string, unknown>) => confirm((await world.a.api.post('/api/v1/admin/corporate-orders', batch(overrides))).body.id);

  it('issues a CSV batch of 3 on the ledger, records it paid outside the platform, and emails each holder once with the progress counted', async () => {
    const tag = Date.now();
    const recipients = ['ana', 'ben', 'cy'].map((name) => ({ name: `${name.toUpperCase()} Staff`, email: `${name}.corp.${tag}@example.com` }));
    const body = batch({ recipients });
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ company: 'Acme Corp', paymentReference: body.paymentReference, named: true, cardCount: 3, faceValueCents: 5000, amountCents: 3 * 4250, testMode: true });
    const id = created.body.id;
    expect(await confirm(id)).toMatchObject({ status: 200, body: { status: 'confirmed', confirmedBy: world.a.email } });

    // Paid outside the platform: an EXTERNAL payment with the reference, and the money path's events.
    const [payment] = await rows(sql`select status, source_type, amount_cents, receipt_number from orders.payments where order_id = ${id}`);
    expect(payment).toEqual({ status: 'COMPLETED', source_type: 'EXTERNAL', amount_cents: 12750, receipt_number: body.paymentReference });
    expect((await world.eventsOf(id)).map((event) => event.type)).toEqual(['corporate-order.confirmed', 'order.placed', 'payment.completed']);
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
    const created = await issue({ count: 5 });
    expect(created.status).toBe(200);
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
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
    expect(mailsTo(world.a.email).filter((mail) => /gift card/i.test(mail.subject))).toEqual([]);
  }, 60_000);

  it('refuses to refund a card paid outside the platform, changing nothing, and lets the admin void it', async () => {
    const created = await issue({ count: 1 });
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
    // Confirming twice at once issues the batch once.
    const confirmed = await Promise.all([confirm(first.body.id), confirm(first.body.id)]);
    expect(confirmed.map((answer) => [answer.status, answer.body.status])).toEqual([[200, 'confirmed'], [200, 'confirmed']]);
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
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

  // Value without a payment through the platform is an accountable action (decision 0071).
  it("records a batch as awaiting confirmation, issues nothing until the owner confirms, puts the confirmation in the audit trail and counts it as 'Paid outside the platform', never as revenue", async () => {
    const [revenueBefore, soldBefore] = await Promise.all([world.a.api.get('/api/v1/admin/total-revenue'), world.a.api.get('/api/v1/admin/total-sold')]);
    const body = batch({ count: 2 });
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', body);
    expect(created).toMatchObject({ status: 201, body: { status: 'awaiting-confirmation', state: 'awaiting-confirmation', issued: 0, confirmedBy: null } });
    const id = created.body.id;
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
    expect(await rows(sql`select 1 from orders.payments where order_id = ${id}`)).toEqual([]);
    expect(await world.eventsOf(id)).toEqual([]);
    expect(await ledgerOf(id)).toEqual([]);

    expect(await confirm(id)).toMatchObject({ status: 200, body: { status: 'confirmed', confirmedBy: world.a.email } });
    expect(await eventually(async () => ((await ledgerOf(id)).length === 2 ? ledgerOf(id) : undefined))).toHaveLength(2);

    const entry = await eventually(async () => (await world.a.api.get('/api/v1/admin/reports/audit?action=corporate-order-confirmed')).body.entries?.find((e: { details: { paymentReference?: string } }) => e.details.paymentReference === body.paymentReference));
    expect(entry).toMatchObject({
      person: { email: world.a.email },
      actor: 'admin',
      subject: 'Acme Corp',
      details: { company: 'Acme Corp', paymentReference: body.paymentReference, cardCount: 2, amount: 85, outcome: 'issued' },
    });

    const revenue = await eventually(async () => {
      const answer = (await world.a.api.get('/api/v1/admin/total-revenue')).body;
      return answer.paidOutside === revenueBefore.body.paidOutside + 85 ? answer : undefined;
    });
    expect(revenue.totalRevenue).toBe(revenueBefore.body.totalRevenue);
    expect((await world.a.api.get('/api/v1/admin/total-sold')).body.totalSold).toBe(soldBefore.body.totalSold);
  }, 60_000);

  it('answers a batch whose total passes MAX_MONEY_CENTS (500 cards of $100,000) with a 400 before anything is written', async () => {
    const big = await world.createCard(world.a.api, { amount: '100000', discount: '0' });
    const count = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ giftCardId: big._id, count: 500 }));
    expect(count).toMatchObject({ status: 400, body: { fields: { count: 'That is more money than one card or one order may hold ($10,000,000.00).' } } });
    const named = Array.from({ length: 500 }, (_, i) => ({ name: `P${i}`, email: `p${i}.big@example.com` }));
    const recipients = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ giftCardId: big._id, recipients: named }));
    expect(recipients).toMatchObject({ status: 400, body: { fields: { recipients: expect.stringContaining('more money') } } });
    expect(await rows(sql`select 1 from orders.orders where gift_card_id = ${big._id}`)).toEqual([]);
  }, 60_000);

  (engine === 'PostgreSQL' ? it : it.skip)(
    "issues exactly what fits the business's daily cap under a burst of confirmations; the rest waits for the super admin, who is emailed, sees them in Operations and approves one",
    async () => {
      const superAdmin = new ApiClient(world.platform.url);
      superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
      const capPath = `/api/superadmin/businesses/${world.b.businessSlug}/outside-payment-cap`;
      expect((await superAdmin.get(capPath)).body).toEqual({ businessSlug: world.b.businessSlug, dailyCap: 5000, custom: false, usedToday: 0 });
      for (const dailyCap of ['abc', -1, 10_000_000.01]) {
        expect(await superAdmin.put(capPath, { dailyCap })).toMatchObject({
          status: 400,
          body: { fields: { dailyCap: "Enter a daily limit in the business's currency, from $0.00 to $10,000,000.00." } },
        });
      }
      expect((await world.b.api.put(capPath, { dailyCap: 1_000_000 })).status).toBe(401);
      // $400 a day: five of Mountain Spa's $80 cards.
      expect((await superAdmin.put(capPath, { dailyCap: 400 })).body).toMatchObject({ dailyCap: 400, custom: true, usedToday: 0 });

      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const created = await world.b.api.post('/api/v1/admin/corporate-orders', { giftCardId: world.cardB._id, company: 'Burst Co', paymentReference: `BURST-${Date.now()}-${i}`, count: 1 });
        expect(created.status).toBe(201);
        ids.push(created.body.id);
      }
      const confirmed = await Promise.all(ids.map((id) => world.b.api.post(`/api/v1/admin/corporate-orders/${id}/confirm`, {})));
      expect(confirmed.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      const statuses = confirmed.map((answer) => answer.body.status as string);
      expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(5);
      expect(statuses.filter((status) => status === 'awaiting-approval')).toHaveLength(7);
      expect((await superAdmin.get(capPath)).body.usedToday).toBe(400);
      const [{ n: paid }] = await rows<{ n: string }>(sql`select count(*) as n from orders.payments p join orders.orders o on o.id = p.order_id where o.business_slug = ${world.b.businessSlug} and o.corporate is not null`);
      expect(Number(paid)).toBe(5);

      const waiting = ids.filter((_, i) => statuses[i] === 'awaiting-approval');
      const operations = await superAdmin.get('/api/superadmin/operations');
      expect(operations.body.corporateOrders.awaitingApproval.map((order: { id: string }) => order.id)).toEqual(expect.arrayContaining(waiting));
      expect(operations.body.corporateOrders.awaitingApproval[0]).toMatchObject({ businessSlug: world.b.businessSlug, company: 'Burst Co', cardCount: 1, amountCents: 8000 });
      const mails = await eventually(() => (mailsTo(SUPER.email).filter((mail) => mail.subject.startsWith('Approval needed')).length === 7 ? mailsTo(SUPER.email) : undefined), 15_000);
      expect(mails.find((mail) => mail.subject.startsWith('Approval needed'))!.text).toContain('Burst Co');

      // The business cannot approve its own; the super admin can, once.
      expect((await world.b.api.post(`/api/superadmin/corporate-orders/${waiting[0]}/approve`, {})).status).toBe(401);
      const approved = await superAdmin.post(`/api/superadmin/corporate-orders/${waiting[0]}/approve`, {});
      expect(approved).toMatchObject({ status: 200, body: { status: 'confirmed', approvedBy: SUPER.email } });
      expect(await eventually(async () => ((await ledgerOf(waiting[0])).length === 1 ? ledgerOf(waiting[0]) : undefined))).toHaveLength(1);
      const notWaiting = ids[statuses.indexOf('confirmed')];
      expect((await superAdmin.post(`/api/superadmin/corporate-orders/${notWaiting}/approve`, {})).status).toBe(409);
      const approval = await eventually(async () => (await world.b.api.get('/api/v1/admin/reports/audit?action=corporate-order-approved')).body.entries?.[0]);
      expect(approval).toMatchObject({ actor: 'super-admin', subject: 'Burst Co', details: { company: 'Burst Co', cardCount: 1, amount: 80 } });
    },
    90_000,
  );

  it('names the location its sales belong to when the business has several: asked for, checked, and recorded on its cards', async () => {
    const airport = (await world.a.api.post('/api/v1/admin/locations', { name: 'Airport', address: 'Terminal 2' })).body.id as string;
    try {
      expect(await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 1 }))).toMatchObject({
        status: 400,
        body: { fields: { locationId: 'Choose the location these sales belong to' } },
      });
      const unknown = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 1, locationId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown).toMatchObject({ status: 400, body: { fields: { locationId: 'Unknown location' } } });

      const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 2, locationId: airport }));
      expect((await confirm(created.body.id)).status).toBe(200);
      const soldAt = await eventually(async () => {
        const cards = await rows<{ sold_at_location_id: string }>(sql`select sold_at_location_id from redemption.issued_cards where order_id = ${created.body.id}`);
        return cards.length === 2 ? cards : undefined;
      });
      expect(soldAt).toEqual([{ sold_at_location_id: airport }, { sold_at_location_id: airport }]);
    } finally {
      await world.a.api.delete(`/api/v1/admin/locations/${airport}`);
    }
  }, 60_000);

  it("counts a batch's card value against the daily cap, not its discounted price: a discount is value with no money behind it", async () => {
    const deep = await world.createCard(world.a.api, { amount: '1000', discount: '90' });
    const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ giftCardId: deep._id, count: 6, company: 'Deep Discount Co' }));
    expect(created).toMatchObject({ status: 201, body: { amountCents: 6 * 10_000, faceValueCents: 100_000 } });
    // $600 paid for $6,000 of cards: past the $5,000 a day, so it waits for the super admin.
    expect((await confirm(created.body.id)).body.status).toBe('awaiting-approval');
    expect(await rows(sql`select 1 from redemption.issued_cards where order_id = ${created.body.id}`)).toEqual([]);
  }, 60_000);

  it('keeps answering while a batch waits for approval: Operations lists it at once and the super admins are emailed', async () => {
    const superAdmin = new ApiClient(world.platform.url);
    superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
    const capPath = `/api/superadmin/businesses/${world.a.businessSlug}/outside-payment-cap`;
    expect((await superAdmin.put(capPath, { dailyCap: 1 })).status).toBe(200);
    try {
      const created = await world.a.api.post('/api/v1/admin/corporate-orders', batch({ count: 2, company: 'Waiting Co' }));
      expect((await confirm(created.body.id)).body.status).toBe('awaiting-approval');
      const operations = await superAdmin.get('/api/superadmin/operations');
      expect(operations.body.corporateOrders.awaitingApproval).toContainEqual(expect.objectContaining({ id: created.body.id, company: 'Waiting Co' }));
      const approval = await eventually(() => mailsTo(SUPER.email).find((mail) => mail.text.includes('Waiting Co')), 15_000);
      expect(approval.subject).toMatch(/^Approval needed/);
    } finally {
      await superAdmin.put(capPath, { dailyCap: 5000 });
    }
  }, 60_000);
});
