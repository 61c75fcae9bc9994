import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';
import type { Payment } from '@gv/square-emulator';
import { ApiClient } from '../http-client.js';
import type { InjectedFault } from './faults.js';
import type { Mailbox } from './mailbox.js';
import type { WorkloadLog } from './workload.js';

export interface Invariant {
  name: string;
  pass: boolean;
  detail: string;
}

export interface InvariantInputs {
  sql: pg.Client;
  /** Every payment at the Square emulator. */
  payments: Payment[];
  mailbox: Mailbox;
  log: WorkloadLog;
  /** The faults the run injected; undefined when they came from the deployment's own tools, at moments it cannot tell. */
  faults: InjectedFault[] | undefined;
  /** The gateway, for the dashboard's answers before and after a rebuild. */
  url: string;
  /** The environment the platform runs in, for `npm run audit-ledger` and `npm run rebuild` on its database and stream. */
  env: NodeJS.ProcessEnv;
  /** After a fault's recovery, how long a 503 or an unanswered call is still put down to it. */
  graceMs: number;
}

const run = promisify(execFile);
const launcherDist = new URL('../', import.meta.url).pathname;
/** At most this many examples in an invariant's detail. */
const EXAMPLES = 5;

const invariant = (name: string, failures: string[], passed: string): Invariant => ({
  name,
  pass: failures.length === 0,
  detail: failures.length === 0 ? passed : `${failures.length} failed, e.g. ${failures.slice(0, EXAMPLES).join('; ')}`,
});

/** The checks that hold once the platform has settled, cheap enough to poll while it settles. */
export async function settledInvariants(inputs: InvariantInputs): Promise<Invariant[]> {
  return [
    await checkoutsExactlyOnce(inputs),
    await paymentsHaveOrders(inputs),
    await balancesMatchLedgers(inputs),
    await projectionHoldsEveryCard(inputs),
    await emailsOnce(inputs),
    await deadLetters(inputs),
  ];
}

/** Every invariant: the settled ones, what the clients saw, the ledger audit and the projections against a rebuild (run once, at the end). */
export async function allInvariants(inputs: InvariantInputs): Promise<Invariant[]> {
  return [...(await settledInvariants(inputs)), errorsDuringFaults(inputs), await auditLedger(inputs), await projectionsEqualRebuild(inputs)];
}

const completed = (payment: Payment) => payment.status === 'COMPLETED' || payment.status === 'APPROVED';

async function checkoutsExactlyOnce({ sql, payments, log }: InvariantInputs): Promise<Invariant> {
  const succeeded = log.checkouts.filter((checkout) => checkout.succeeded);
  const { rows } = await sql.query<{ key: string; orders: number; order_id: string; cards: number }>(
    `select o.idempotency_key as key, count(*) over (partition by o.idempotency_key)::int as orders, o.id::text as order_id,
            (select count(*)::int from redemption.issued_cards c where c.order_id = o.id::text) as cards
     from orders.orders o where o.idempotency_key = any($1)`,
    [succeeded.map((checkout) => checkout.idempotencyKey)],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const charges = new Map<string, number>();
  for (const payment of payments.filter(completed)) charges.set(payment.reference_id ?? '', (charges.get(payment.reference_id ?? '') ?? 0) + 1);
  const failures = succeeded.flatMap((checkout) => {
    const row = byKey.get(checkout.idempotencyKey);
    if (!row) return [`checkout ${checkout.idempotencyKey} has no order`];
    const problems: string[] = [];
    if (row.orders !== 1) problems.push(`checkout ${checkout.idempotencyKey} has ${row.orders} orders`);
    if ((charges.get(row.order_id) ?? 0) !== 1) problems.push(`order ${row.order_id} has ${charges.get(row.order_id) ?? 0} payments at Square`);
    if (row.cards !== checkout.holders.length) problems.push(`order ${row.order_id} has ${row.cards} cards for ${checkout.holders.length} holders`);
    return problems;
  });
  return invariant(
    'checkouts-exactly-once',
    failures,
    `${succeeded.length} checkouts the clients saw succeed: each one order, one payment at Square, one card per holder`,
  );
}

async function paymentsHaveOrders({ sql, payments }: InvariantInputs): Promise<Invariant> {
  const charged = payments.filter(completed);
  const { rows } = await sql.query<{ id: string; status: string; square_payment_id: string | null }>(
    'select id::text, status, square_payment_id from orders.orders where id::text = any($1)',
    [charged.map((payment) => payment.reference_id ?? '')],
  );
  const anomalies = new Set(
    (await sql.query<{ square_payment_id: string }>('select square_payment_id from orders.payment_anomalies')).rows.map(
      (row) => row.square_payment_id,
    ),
  );
  const orders = new Map(rows.map((row) => [row.id, row]));
  const failures = charged
    .filter((payment) => {
      const order = orders.get(payment.reference_id ?? '');
      const recorded = order?.status === 'paid' && order.square_payment_id === payment.id;
      const refunded = (payment.refunded_money?.amount ?? 0) > 0;
      return !recorded && !refunded && !anomalies.has(payment.id);
    })
    .map((payment) => `payment ${payment.id} (order ${payment.reference_id}: ${orders.get(payment.reference_id ?? '')?.status ?? 'none'})`);
  return invariant(
    'no-payment-without-order',
    failures,
    `${charged.length} payments at Square, each with its paid order, refunded or flagged as an anomaly`,
  );
}

async function balancesMatchLedgers({ sql }: InvariantInputs): Promise<Invariant> {
  const { rows } = await sql.query<{ id: string; balance: number; last: number | null; total: number; spent: number; granted: number }>(
    `select c.id::text, c.balance_cents as balance,
            (select l.balance_after_cents from redemption.ledger l where l.card_id = c.id order by l.id desc limit 1) as last,
            (select coalesce(sum(l.amount_cents), 0)::int from redemption.ledger l where l.card_id = c.id) as total,
            (select coalesce(-sum(l.amount_cents), 0)::int from redemption.ledger l where l.card_id = c.id and l.kind in ('REDEEM', 'CASH_OUT')) as spent,
            (select coalesce(sum(l.amount_cents), 0)::int from redemption.ledger l where l.card_id = c.id and l.kind in ('ACTIVATE', 'ADJUST_INCREMENT')) as granted
     from redemption.issued_cards c`,
  );
  const failures = rows.flatMap((card) => [
    ...(card.balance !== card.last || card.balance !== card.total
      ? [`card ${card.id}: balance ${card.balance}, ledger's last ${card.last}, ledger's sum ${card.total}`]
      : []),
    ...(card.spent > card.granted ? [`card ${card.id} spent ${card.spent} of ${card.granted} paid and granted`] : []),
  ]);
  return invariant('balances-equal-ledgers', failures, `${rows.length} cards: balance = ledger, none spent more than paid plus granted`);
}

/**
 * Analytics' orders view holds each card redemption issued, and no other, and its days count each sold card once: a
 * rebuild that disagrees with the live figures then says which side lost or gained a card.
 */
async function projectionHoldsEveryCard({ sql }: Pick<InvariantInputs, 'sql'>): Promise<Invariant> {
  const missing = await sql.query<{ id: string }>(
    'select c.id::text from redemption.issued_cards c where not exists (select 1 from analytics.buyers b where b.card_id = c.id)',
  );
  const extra = await sql.query<{ id: string }>(
    'select b.card_id::text as id from analytics.buyers b where not exists (select 1 from redemption.issued_cards c where c.id = b.card_id)',
  );
  const counted = await sql.query<{ business: string; test: boolean; sold: number; cards: number }>(
    `select coalesce(d.business_slug, b.business_slug) as business, coalesce(d.test, b.test) as test, coalesce(d.sold, 0)::int as sold, coalesce(b.cards, 0)::int as cards
     from (select business_slug, test, sum(cards_sold) as sold from analytics.daily group by 1, 2) d
     full join (select business_slug, test, count(*) as cards from analytics.buyers where company is null group by 1, 2) b
       on b.business_slug = d.business_slug and b.test = d.test
     where coalesce(d.sold, 0) <> coalesce(b.cards, 0)`,
  );
  const failures = [
    ...missing.rows.map(({ id }) => `card ${id} is not in analytics`),
    ...extra.rows.map(({ id }) => `analytics holds card ${id}, which redemption never issued`),
    ...counted.rows.map((row) => `${row.business}${row.test ? ' (test)' : ''} counts ${row.sold} cards sold for ${row.cards} cards`),
  ];
  return invariant('projection-holds-every-card', failures, 'analytics holds every issued card once and counts each sold card once');
}

async function emailsOnce({ sql, mailbox, log }: InvariantInputs): Promise<Invariant> {
  const messages = mailbox.names().map((name) => ({ name, raw: mailbox.read(name) }));
  const byId = new Map<string, number>();
  const to = new Map<string, string[]>();
  for (const { raw } of messages) {
    const id = /^Message-ID: (.*)$/im.exec(raw)?.[1] ?? '';
    byId.set(id, (byId.get(id) ?? 0) + 1);
    const address = /^To: (.*)$/im.exec(raw)?.[1] ?? '';
    const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
    to.set(address, [...(to.get(address) ?? []), subject]);
  }
  const sentTo = (address: string) => [...to].filter(([recipient]) => recipient.includes(address)).flatMap(([, subjects]) => subjects);
  const failures = [...byId].filter(([id, count]) => id && count > 1).map(([id, count]) => `message ${id} written ${count} times`);
  for (const checkout of log.checkouts.filter((each) => each.succeeded && !each.gift)) {
    if (sentTo(checkout.holders[0]).filter((subject) => !/code to redeem|receipt/i.test(subject)).length === 0)
      failures.push(`no card email to ${checkout.holders[0]}`);
  }
  const gifts = await sql.query<{ holder_email: string; deliver_at: string; delivered_at: string | null }>(
    `select holder_email, deliver_at, delivered_at from redemption.issued_cards where deliver_at is not null and deliver_at::timestamptz < now() and status = 'active'`,
  );
  for (const gift of gifts.rows) {
    if (!gift.delivered_at) failures.push(`gift to ${gift.holder_email} due ${gift.deliver_at} not delivered`);
    else if (sentTo(gift.holder_email).length === 0) failures.push(`gift to ${gift.holder_email} delivered without an email`);
  }
  for (const [holder, sends] of log.otpSends) {
    const otps = sentTo(holder).filter((subject) => /code to redeem/.test(subject)).length;
    if (otps < sends.ok || otps > sends.ok + sends.unsure)
      failures.push(`${otps} redeem codes to ${holder} for ${sends.ok} sends answered (${sends.unsure} unanswered)`);
  }
  return invariant('emails-exactly-once', failures, `${messages.length} emails: every card email, due gift and redeem code sent once`);
}

/** A dead letter a person can act on says what failed in the event itself, not that an engine was away (that is retried, never set aside). */
async function deadLetters({ sql }: InvariantInputs): Promise<Invariant> {
  const schemas = (await sql.query<{ table_schema: string }>(`select table_schema from information_schema.tables where table_name = 'dead_letters'`))
    .rows;
  const failures: string[] = [];
  let total = 0;
  for (const { table_schema } of schemas) {
    const { rows } = await sql.query<{ consumer: string; type: string; error: string }>(
      `select consumer, type, error from "${table_schema}".dead_letters`,
    );
    total += rows.length;
    for (const row of rows) {
      if (!row.error.trim() || /ECONNREFUSED|ECONNRESET|timeout|terminat|connection|closed|CONNECTION_CLOSED|starting up|shutting down|recovery mode/i.test(row.error))
        failures.push(`${row.consumer} set ${row.type} aside: ${row.error.slice(0, 120)}`);
    }
  }
  return invariant('dead-letters-actionable', failures, `${total} dead letters, each with a reason a person can act on`);
}

function errorsDuringFaults({ log, faults, graceMs }: InvariantInputs): Invariant {
  const windows = (faults ?? []).map((fault) => [fault.startedAt, fault.restoredAt + (fault.recoverMs ?? 0) + graceMs]);
  const during = (at: number) => faults === undefined || windows.some(([from, to]) => at >= from && at <= to);
  const failures = log.answers
    .filter((answer) => answer.status >= 500 || answer.status === 0)
    .filter((answer) => (answer.status !== 503 && answer.status !== 0) || !during(answer.at))
    .map((answer) => `${answer.call} answered ${answer.status || 'nothing'} at ${new Date(answer.at).toISOString()}`);
  const passed =
    faults === undefined
      ? 'every 5xx was a 503 (or no answer): the faults came from outside the run, so not timed against them'
      : `every 5xx was a 503 (or no answer) within ${graceMs / 1000} s of a fault's recovery`;
  return invariant('errors-only-503-during-faults', failures, passed);
}

async function auditLedger({ env }: InvariantInputs): Promise<Invariant> {
  const answer = await run(process.execPath, [`${launcherDist}audit-ledger.js`], { env }).then(
    ({ stdout }) => ({ pass: true, output: stdout }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({ pass: false, output: error.stdout || error.stderr || error.message }),
  );
  const lines = answer.output.trim().split('\n');
  return { name: 'audit-ledger', pass: answer.pass, detail: answer.pass ? lines[lines.length - 1] : lines.slice(0, EXAMPLES + 1).join('; ') };
}

const DASHBOARD = [
  '/api/v1/admin/total-sold',
  '/api/v1/admin/total-revenue',
  '/api/v1/admin/total-redemption',
  '/api/v1/admin/sales-data',
  '/api/v1/admin/reports/liability',
];

/** What the dashboard answers from analytics' projections, then the same after `npm run rebuild` replayed the event stream. */
async function projectionsEqualRebuild(inputs: InvariantInputs): Promise<Invariant> {
  const { url, env, log } = inputs;
  const owner = log.owner;
  if (!owner) return { name: 'projections-equal-rebuild', pass: false, detail: 'the workload never signed in' };
  const admin = new ApiClient(url);
  await admin.post('/api/v1/admin/login', owner);
  const answers = async () => Promise.all(DASHBOARD.map(async (path) => JSON.stringify((await admin.get(path)).body)));
  const before = await answers();
  const rebuilt = await run(process.execPath, [`${launcherDist}rebuild.js`], { env }).then(
    () => undefined,
    (error: { stderr?: string; message: string }) => error.stderr || error.message,
  );
  if (rebuilt) return { name: 'projections-equal-rebuild', pass: false, detail: `rebuild failed: ${rebuilt}` };
  const after = await answers();
  const rebuiltCards = await projectionHoldsEveryCard(inputs);
  const failures = [
    ...DASHBOARD.flatMap((path, i) => (before[i] === after[i] ? [] : [`${path}: ${before[i].slice(0, 200)} → ${after[i].slice(0, 200)}`])),
    ...(rebuiltCards.pass ? [] : [`after the rebuild: ${rebuiltCards.detail}`]),
  ];
  return invariant(
    'projections-equal-rebuild',
    failures,
    `the dashboard's ${DASHBOARD.length} answers are the same after a rebuild from the event stream`,
  );
}
