import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { TEST_SOURCES } from '@gv/square-emulator';
import { onBenchPlatform, seedCheckoutTarget } from './bench-platform.js';
import type { CheckoutTarget } from './checkout.js';
import { leanRequest } from './lean-http.js';

/** The most recipients one order takes: gifts are bought 20 at a time. */
const RECIPIENTS_PER_ORDER = 20;
/** Orders placed at once while the gifts are bought. */
const BUYERS = 10;
/** How long after the due moment the bench waits for the last gift and its email before it reports what went out. */
const WAIT_AFTER_DUE_MS = 300_000;
const RECIPIENT = /gift\.\d+\.\d+@bench\.local/;

export interface ScheduledSends {
  gifts: number;
  /** Gifts whose delivery was released (card marked sent, gift-card.delivered recorded). */
  released: number;
  /** Recipients' emails written, and those beyond one per recipient (expected 0). */
  emailed: number;
  duplicates: number;
  /** Emails sent a second, from the due moment to the last one. */
  sendsPerSecond: number;
  /** How long after the due moment the last gift was released, and its email written. */
  lastReleasedLateSeconds: number;
  lastEmailedLateSeconds: number;
  /** How long buying the gifts took (they must all be bought before they fall due). */
  buyingSeconds: number;
}

/**
 * `gifts` scheduled gifts all due at one moment, bought through the public checkout in orders of 20 recipients on a
 * fresh distributed platform; then how fast and how late their emails go out, and that each goes out once.
 */
export async function scheduledSendsAtOnce(gifts: number, leadSeconds: number): Promise<ScheduledSends> {
  return onBenchPlatform({}, async (bench) => {
    const { target } = await seedCheckoutTarget(bench, 1);
    const due = new Date(Date.now() + leadSeconds * 1000);
    const began = performance.now();
    await buyGifts(target, gifts, due.toISOString());
    const buyingSeconds = Math.round(performance.now() - began) / 1000;
    if (Date.now() >= due.getTime()) throw new Error(`buying ${gifts} gifts took ${buyingSeconds} s, past their due moment: raise the lead`);
    const released = await waitForReleases(target.databaseUrl, gifts, due.getTime() + WAIT_AFTER_DUE_MS);
    const emails = await waitForEmails(join(bench.dataDir, 'mail'), released.count, due.getTime() + WAIT_AFTER_DUE_MS);
    const seconds = (at: number) => Math.round((at - due.getTime()) / 100) / 10;
    return {
      gifts,
      released: released.count,
      emailed: emails.count,
      duplicates: emails.count - emails.recipients,
      sendsPerSecond: Math.round(emails.count / Math.max(0.001, (emails.lastAt - due.getTime()) / 1000)),
      lastReleasedLateSeconds: seconds(released.lastAt),
      lastEmailedLateSeconds: seconds(emails.lastAt),
      buyingSeconds,
    };
  });
}

/** `gifts` cards bought through the public checkout, 20 recipients an order, `BUYERS` orders at once; `deliverAt`: scheduled for then. */
export async function buyGifts(target: CheckoutTarget, gifts: number, deliverAt?: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  const orders = Math.ceil(gifts / RECIPIENTS_PER_ORDER);
  let next = 0;
  const buyer = async () => {
    while (next < orders) {
      const order = next++;
      const count = Math.min(RECIPIENTS_PER_ORDER, gifts - order * RECIPIENTS_PER_ORDER);
      const recipients = Array.from({ length: count }, (_, line) => ({
        recipientName: `Gift ${order}.${line}`,
        recipientEmail: `gift.${order}.${line}@bench.local`,
        message: 'Happy holidays!',
        ...(deliverAt && { deliverAt }),
      }));
      await buyOrder(target, agent, order, recipients);
    }
  };
  try {
    await Promise.all(Array.from({ length: BUYERS }, buyer));
  } finally {
    agent.destroy();
  }
}

async function buyOrder(target: CheckoutTarget, agent: Agent, order: number, recipients: unknown[]): Promise<void> {
  const form = {
    id: target.giftCardId,
    businessSlug: target.businessSlug,
    purchaseType: 'gift',
    giftInfo: { senderName: 'Bench Sender', senderEmail: `sender.${order}@bench.local`, senderPhone: '(555) 123-4567' },
    recipients,
  };
  const address = `10.${(order >> 16) & 255}.${(order >> 8) & 255}.${order & 255}`;
  const send = (method: string, path: string, body: unknown) => leanRequest(agent, `${target.url}${path}`, method, body, { 'x-forwarded-for': address });
  const paid = await send('POST', '/api/payments/create-payment', { ...form, sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amount: 1 });
  if (paid?.status !== 200) throw new Error(`create-payment answered ${paid?.status ?? 'nothing'}: ${JSON.stringify(paid?.body)}`);
  const purchase = await send('PUT', '/api/v1/admin/purchase', { ...form, orderId: (paid.body as { orderId: string }).orderId });
  if (purchase?.status !== 200) throw new Error(`purchase answered ${purchase?.status ?? 'nothing'}: ${JSON.stringify(purchase?.body)}`);
}

/** Polls the cards until `gifts` are released or `until`: how many, and when the last was. */
async function waitForReleases(databaseUrl: string, gifts: number, until: number): Promise<{ count: number; lastAt: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ count: string; last: Date | null }>(
        `select count(*) as count, max(delivered_at) as last from redemption.issued_cards where deliver_at is not null and delivered_at is not null`,
      );
      const count = Number(rows[0].count);
      if (count >= gifts || Date.now() > until) return { count, lastAt: rows[0].last?.getTime() ?? NaN };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/** Polls the mail folder until `expected` recipients' emails are there or `until`; each file's name starts with when it was written. */
async function waitForEmails(folder: string, expected: number, until: number): Promise<{ count: number; recipients: number; lastAt: number }> {
  for (;;) {
    const names = existsSync(folder) ? readdirSync(folder).filter((name) => RECIPIENT.test(name)) : [];
    const recipients = new Set(names.map((name) => RECIPIENT.exec(name)![0]));
    if (recipients.size >= expected || Date.now() > until) {
      // A second look a moment later: a duplicate written just after the last first one counts too.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const all = readdirSync(folder).filter((name) => RECIPIENT.test(name));
      return { count: all.length, recipients: new Set(all.map((name) => RECIPIENT.exec(name)![0])).size, lastAt: Math.max(...all.map((name) => Number(name.split('-')[0]))) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
