import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { JOBS, MAILER, selectRows, type JobQueue, type Mailer } from '@gv/platform';
import { RedemptionRpc, type AnyEventEnvelope, type IssueForOrderRequest } from '@gv/proto';
import { startTestPlatform, type TestPlatform } from '../../../test/api';
import { eventually, uniqueName } from '../../../test/engines';
import { MAIL_JOB_MODES } from '../../../test/mail';
import { leafParts, parseMime, type MimePart } from '../../../test/mime';
import { paidOrder as samplePaidOrder } from '../../../test/paid-order';
import { deleteRedisKeys } from '../../../test/redis';
import { EMAIL_QUEUE, SendEmailWorker } from './send-email/send-email.worker';
import { expectToContainAll } from './test-support';

const PUBLIC_URL = 'http://gifts.example.test';

/** Harbor Grill & Bar's order, with a buyer address of its own so that each test reads only its own mails. */
function paidOrder(overrides: Partial<IssueForOrderRequest> = {}): IssueForOrderRequest {
  const orderId = randomUUID();
  return samplePaidOrder({ orderId, businessName: 'Harbor Grill & Bar', buyer: { name: 'Ann Buyer', email: `ann.${orderId}@example.com`, phone: '(555) 123-4567' }, ...overrides });
}

interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  qr: MimePart | undefined;
}

/** Every .eml written to this address, read as a mail app would. */
function mailsTo(dataDir: string, address: string): ReadMail[] {
  const dir = join(dataDir, 'mail');
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  return files
    .map((name) => parseMime(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => mail.headers.get('to') === address)
    .map((mail) => {
      const leaves = leafParts(mail);
      return {
        to: mail.headers.get('to')!,
        subject: mail.headers.get('subject')!,
        text: leaves.find((part) => part.contentType === 'text/plain')?.body.replace(/\r\n/g, '\n') ?? '',
        html: leaves.find((part) => part.contentType === 'text/html')?.body ?? '',
        qr: leaves.find((part) => part.contentType === 'image/png'),
      };
    });
}

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** The HTML shows the QR inline and the code, and the QR image itself leads to the card's holder page. */
function expectCardWithQr(mail: ReadMail, code: string) {
  const holderPage = `${PUBLIC_URL}/card/${code}`;
  expect(mail.text).toContain(code);
  expect(mail.text).toContain(holderPage);
  expect(mail.html).toContain(code);
  expect(mail.html).toContain(`href="${holderPage}"`);
  expect(mail.html).toContain('src="cid:gift-card-qr"');
  expect(mail.qr?.headers.get('content-id')).toBe('<gift-card-qr>');
  expect(decodeQr(mail.qr!.bytes)).toBe(holderPage);
}

describe.each(MAIL_JOB_MODES)('purchase emails on gift-card.issued (%s)', (_mode, env) => {
  const prefix = `${uniqueName('gvtest_purchase_mail')}:`;
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ PUBLIC_URL, ...env(prefix) });
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await deleteRedisKeys(prefix);
  });

  const issue = (order: IssueForOrderRequest) => platform.app.runtime.rpc.call(RedemptionRpc.issueForOrder, order);
  const firstMailTo = (address: string) => eventually(() => mailsTo(platform.dataDir, address)[0]);

  /** The card's gift-card.issued events in redemption's outbox: one, however often the order is issued. */
  async function issuedEvents(orderId: string): Promise<AnyEventEnvelope[]> {
    const rows = await selectRows<{ id: string; type: string; payload: unknown; occurred_at: string }>(
      platform.app.runtime.database.db,
      sql`select id, type, payload, occurred_at from redemption.outbox where type = 'gift-card.issued' and payload->>'orderId' = ${orderId}`,
    );
    return rows.map((row) => ({ id: row.id, type: row.type, occurredAt: row.occurred_at, payload: row.payload }) as AnyEventEnvelope);
  }

  async function issuedEvent(orderId: string): Promise<AnyEventEnvelope> {
    return (await issuedEvents(orderId))[0];
  }

  /** Delivers the card's gift-card.issued to notifications twice more, as a redelivering bus would: each answers whether it was handled. */
  async function redeliver(orderId: string): Promise<boolean[]> {
    const event = await issuedEvent(orderId);
    const notifications = platform.app.services.notifications;
    const handled: boolean[] = [];
    for (let i = 0; i < 2; i++) handled.push(await notifications.consumer.handle('notifications', notifications.handlers, event));
    return handled;
  }

  /** Issuing the order and delivering its event again add nothing: no second event, nothing handled twice, so nothing more to send. */
  async function expectNothingMoreToSend(order: IssueForOrderRequest): Promise<void> {
    expect(await redeliver(order.orderId)).toEqual([false, false]);
    await issue(order);
    expect(await issuedEvents(order.orderId)).toHaveLength(1);
  }

  it('sends the buyer of a card for themself one confirmation: business, card, value, amount paid, the law with amounts, receipt, code and QR', async () => {
    const order = paidOrder();
    const card = await issue(order);
    const mail = await firstMailTo(order.buyer.email);
    expect(mail.subject).toBe('Your $200.00 gift card from Harbor Grill & Bar is ready');
    expectToContainAll(mail.text, ['Thank you for your purchase, Ann Buyer!', 'Business: Harbor Grill & Bar\nGift card: Dinner for two', 'Value: $200.00', 'Amount paid: $180.00']);
    expect(mail.html).toContain('Harbor Grill &amp; Bar');
    // Expiry said once, in the law's sentences with each value's amount (US federal: paid value lasts 5 years from issue).
    expect(mail.text).toMatch(/\$180\.00 paid — funds paid for this card expire on \w+ \d+, \d{4}, even if the card shows an earlier date\./);
    expect(mail.text).toContain('$20.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, 2031.');
    expect(mail.html).toContain('$20.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, 2031.');
    expect(`${mail.text}${mail.html}`).not.toMatch(/valid through/i);
    expect(mail.text).toContain(`Receipt: ${order.receiptUrl}`);
    expect(mail.html).toContain(`href="${order.receiptUrl}"`);
    expect(mail.html).toContain('$180.00');
    expectCardWithQr(mail, card.uniqueCode);

    await expectNothingMoreToSend(order);
    expect(mailsTo(platform.dataDir, order.buyer.email)).toHaveLength(1);
  });

  it('queues the emails of events handled together with one call to the queue, and sends each of them once', async () => {
    const order = paidOrder();
    await issue(order);
    await firstMailTo(order.buyer.email);
    const event = await issuedEvent(order.orderId);
    // Three more cards' events as the bus delivers them under load: several at once, handled as one batch.
    const payload = event.payload as { buyer: { email: string } };
    const events = [1, 2, 3].map((n) => ({ ...event, id: randomUUID(), payload: { ...payload, buyer: { ...payload.buyer, email: `${n}.${payload.buyer.email}` } } }));
    const { consumer, handlers, app } = platform.app.services.notifications;
    const jobs = app.get<JobQueue>(JOBS);
    const enqueueAll = jobs.enqueueAll;
    const calls: number[] = [];
    // The queue is the platform's, which other services share: only the email queue's batches count.
    jobs.enqueueAll = (queue, queued, tx) => {
      if (queue === EMAIL_QUEUE) calls.push(queued.length);
      return enqueueAll.call(jobs, queue, queued, tx);
    };
    try {
      expect(await Promise.all(events.map((copy) => consumer.handle('notifications', handlers, copy as AnyEventEnvelope)))).toEqual([true, true, true]);
    } finally {
      jobs.enqueueAll = enqueueAll;
    }
    expect(calls).toEqual([3]);
    for (const copy of events) await firstMailTo(copy.payload.buyer.email);
    // Each recorded as sent (the records of the emails sent in one turn go as one insert), so no later attempt sends it again.
    const jobIds = events.map((copy) => `${copy.id}.gift-card-purchased`);
    const db = platform.app.runtime.database.db;
    await eventually(async () => (await selectRows(db, sql`select 1 from notifications.sent_emails where job_id in ${jobIds}`)).length === 3);
    expect(events.map((copy) => mailsTo(platform.dataDir, copy.payload.buyer.email).length)).toEqual([1, 1, 1]);
  });

  it('asks whether an email went out already only on a later attempt, and then does not send it again', async () => {
    const order = paidOrder();
    await issue(order);
    await firstMailTo(order.buyer.email);
    const event = await issuedEvent(order.orderId);
    const jobId = `${event.id}.gift-card-purchased`;
    const db = platform.app.runtime.database.db;
    await eventually(async () => (await selectRows(db, sql`select 1 from notifications.sent_emails where job_id = ${jobId}`)).length === 1);
    const notifications = platform.app.services.notifications.app;
    const mailer = notifications.get<Mailer>(MAILER);
    const send = mailer.send;
    const sent: string[] = [];
    mailer.send = (message) => {
      sent.push(message.id!);
      return send.call(mailer, message);
    };
    try {
      const job = { template: 'gift-card-purchased' as const, to: order.buyer.email, data: { ...(event.payload as object), publicUrl: PUBLIC_URL } };
      const worker = notifications.get(SendEmailWorker);
      // As after a crash between the send and the job's completion: the job runs again, as attempt 2.
      await worker.send(job as never, { id: jobId, attempt: 2 });
      expect(sent).toEqual([]);
      // Not recorded as sent: a later attempt sends it.
      await worker.send(job as never, { id: `${jobId}.copy`, attempt: 2 });
      expect(sent).toEqual([`${jobId}.copy`]);
    } finally {
      mailer.send = send;
    }
  });

  it('sends a gift to the recipient as a surprise (sender, message, "Open your gift"; no code, QR, value or price) and tells the buyer it went there; each once', async () => {
    const recipient = { name: 'Bo <Friend>', email: `bo.${randomUUID()}@example.com` };
    const order = paidOrder({ purchaseType: 'gift', recipient, message: 'Happy birthday, Bo!\nDinner is on me & Sam.' });
    const card = await issue(order);
    const received = await firstMailTo(recipient.email);
    const confirmation = await firstMailTo(order.buyer.email);

    expect(received.subject).toBe('Ann Buyer sent you a gift card from Harbor Grill & Bar');
    expectToContainAll(received.text, ['Ann Buyer sent you a Dinner for two gift card from Harbor Grill & Bar.', 'Happy birthday, Bo!\nDinner is on me & Sam.']);
    // The sender's words are shown as text, never as markup.
    expectToContainAll(received.html, ['Bo &lt;Friend&gt;, you have received a gift!', 'Dinner is on me &amp; Sam.']);
    // What US federal law asks the card to say of its dates, without the amounts: they would tell what was paid.
    expect(received.text).toMatch(/^Funds paid for this card expire on \w+ \d+, \d{4}, even if the card shows an earlier date\.$/m);
    expect(received.text).toContain('Promotional value is a bonus, not paid for, and expires on June 30, 2031.');
    expect(received.html).toContain('Promotional value is a bonus, not paid for, and expires on June 30, 2031.');
    expect(`${received.text}${received.html}`).not.toMatch(/\$\d|valid through|discount|% off/i);
    // The code, the QR and the value wait for the reveal page, which the email's one button opens.
    const reveal = `${PUBLIC_URL}/card/${card.uniqueCode}/reveal`;
    expect(received.text).toContain(`Open your gift: ${reveal}`);
    expect(received.html).toContain(`href="${reveal}"`);
    expect(received.html.split(card.uniqueCode)).toHaveLength(2);
    expect(received.text.split(card.uniqueCode)).toHaveLength(2);
    expect(received.qr).toBeUndefined();

    expect(confirmation.subject).toBe('Your $200.00 gift card from Harbor Grill & Bar for Bo <Friend> is on its way');
    expect(confirmation.text).toContain(`We sent the gift card to Bo <Friend> (${recipient.email}).`);
    expect(confirmation.text).toContain('Amount paid: $180.00');
    expect(confirmation.text).toContain('$20.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, 2031.');
    expectCardWithQr(confirmation, card.uniqueCode);
    // The buyer's copy leaves the unwrapping to the recipient.
    expect(confirmation.text).not.toContain('/reveal');
    expect(confirmation.html).not.toContain('/reveal');

    await expectNothingMoreToSend(order);
    expect(mailsTo(platform.dataDir, recipient.email)).toHaveLength(1);
    expect(mailsTo(platform.dataDir, order.buyer.email)).toHaveLength(1);
  });

  it('sends a lost card again as "Here is your gift card again": the code and QR at once, no thanks for a purchase', async () => {
    const recipient = { name: 'Cy Friend', email: `cy.${randomUUID()}@example.com` };
    const gift = paidOrder({ purchaseType: 'gift', recipient, message: 'Enjoy!' });
    const own = paidOrder();
    const cards = [await issue(gift), await issue(own)];
    await firstMailTo(recipient.email);
    await firstMailTo(own.buyer.email);
    const { consumer, handlers } = platform.app.services.notifications;
    for (const order of [gift, own]) {
      const event = await issuedEvent(order.orderId);
      const resent = { ...event, id: randomUUID(), type: 'gift-card.resent', payload: { ...(event.payload as object), requestedBy: 'lost-card' } };
      expect(await consumer.handle('notifications', handlers, resent as AnyEventEnvelope)).toBe(true);
    }
    const again = [await eventually(() => mailsTo(platform.dataDir, recipient.email)[1]), await eventually(() => mailsTo(platform.dataDir, own.buyer.email)[1])];
    expect(again.map((mail) => mail.subject)).toEqual(['Here is your $200.00 gift card from Harbor Grill & Bar again', 'Here is your $200.00 gift card from Harbor Grill & Bar again']);
    expect(again[0].text).toContain('Here is your gift card again, Cy Friend');
    expect(again[1].text).toContain('Here is your gift card again, Ann Buyer');
    again.forEach((mail, i) => {
      expect(mail.text).not.toContain('Thank you for your purchase');
      expect(mail.text).not.toContain('Open your gift');
      expectCardWithQr(mail, cards[i].uniqueCode);
    });
  });
});
