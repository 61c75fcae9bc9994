import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { buyGiftCard, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually, uniqueName } from '../../../test/engines';
import { NatsServerProcess } from '../../../test/peers';
import { launcherDist, startDistributedPlatform, type DistributedTestPlatform } from '../../../test/platform-processes';
import { authorizeRedemption } from '../../../test/purchases';
import { codeLookupHash, loadCardCodeKeys } from '@gv/service-redemption';
import { requireBuilt } from '../../../test/built';

const SECRET_KEY = 'distributed-redemption-test-secret-key-0123456789';

/** CPU time a process has used (user + system), in clock ticks, from /proc. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

requireBuilt(`${launcherDist}service-process.js`);

/**
 * The race the ledger must win: every service in two processes on PostgreSQL, NATS and Redis, the replicas of each
 * sharing its request-reply queue, and 200 redeem calls for one card arriving at the gateway at once, each
 * with an authorization of its own, worth far more than the balance together.
 */
describe('redemption and refund races in distributed mode (2 replicas of each service)', () => {
  let nats: NatsServerProcess;
  let dataDir: string;
  let platform: DistributedTestPlatform;
  let url: string;
  let sql: pg.Client;

  beforeAll(async () => {
    nats = await NatsServerProcess.start();
    dataDir = mkdtempSync(join(tmpdir(), 'gv-redeem-race-'));
    platform = await startDistributedPlatform({ DATA_DIR: dataDir, NATS_URL: nats.url, BUS_STREAM: uniqueName('REDEEM'), SECRET_KEY }, 2);
    url = platform.url;
    sql = platform.sql;
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    await nats?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** A card of a new business, bought by `holder`, and that business's admin, whose session holds an authorization to redeem `amount` dollars of it. */
  async function authorizedCard(businessName: string, holder: { name: string; email: string }, amount: number) {
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, businessName);
    const giftCard = (await createGiftCard(admin.api, { amount: '50', discount: '10' })).body.giftCard; // $45 paid, $5 bonus
    const { uniqueCode: code } = await buyGiftCard(url, { businessSlug: admin.businessSlug, giftCardId: giftCard._id, selfInfo: { ...holder, phone: '(555) 123-4567' } });
    await authorizeRedemption(admin.api, dataDir, code, amount);
    return { admin, code };
  }

  const squareStats = async () => (await fetch(`${platform.env.SQUARE_EMULATOR_URL}/emulator/stats`)).json() as Promise<{ refunds: number }>;

  it('never takes the balance below zero: the successful amounts, the balance change and the ledger agree', async () => {
    // One authorization through the real flow: OTP to the holder, verified by this admin session.
    const { admin, code } = await authorizedCard('Harbor Grill', { name: 'Rae Holder', email: 'race@example.com' }, 0.25);
    // 199 more of this session, as 199 more verifications would leave them: $0.25 to $1.00 each, $125 in all against $50.
    await sql.query(
      `insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
       select gen_random_uuid(), card_id, business_slug, session_key, admin_id, 25 * (1 + i % 4), expires_at
       from redemption.redeem_authorizations, generate_series(1, 199) as i`,
    );
    const { rows: authorizations } = await sql.query<{ amount_cents: number }>('select amount_cents from redemption.redeem_authorizations');
    expect(authorizations).toHaveLength(200);

    const replicas = [platform.processes['redemption#0'].pid!, platform.processes['redemption#1'].pid!];
    const cpuBefore = replicas.map(cpuTicks);
    const answers = await Promise.all(
      authorizations.map(({ amount_cents }) => admin.api.post('/api/v1/admin/redeem', { qrCode: code, amount: amount_cents / 100 }).then((answer) => ({ amount_cents, answer }))),
    );
    const cpuUsed = replicas.map((pid, i) => cpuTicks(pid) - cpuBefore[i]);

    const succeeded = answers.filter(({ answer }) => answer.status === 200);
    const refused = answers.filter(({ answer }) => answer.status !== 200);
    // Refused for the balance, or, on a host too busy to reach a call's turn on the card in time, told to try again
    // (503) with nothing done: the ledger and the unused authorizations below count only what was answered 200.
    const shortOfBalance = refused.filter(({ answer }) => answer.status === 400);
    for (const { answer } of refused) {
      expect([[400, 'Redeem amount exceeds the available balance.'], [503, 'The service is briefly unavailable. Please try again.']]).toContainEqual([answer.status, answer.body.message]);
    }
    expect(shortOfBalance.length).toBeGreaterThan(0);
    const redeemedCents = succeeded.reduce((sum, { amount_cents }) => sum + amount_cents, 0);
    const { rows: [card] } = await sql.query('select id, balance_cents, paid_balance_cents, bonus_balance_cents from redemption.issued_cards where code_hash = $1', [
      codeLookupHash(loadCardCodeKeys({ SECRET_KEY, DATA_DIR: '' }), code),
    ]);
    expect(card.balance_cents).toBeGreaterThanOrEqual(0);
    expect(5000 - card.balance_cents).toBe(redeemedCents);
    // Calls refused for the balance found too little left: the balance is below what they asked.
    expect(shortOfBalance.every(({ amount_cents }) => amount_cents > card.balance_cents)).toBe(true);

    const { rows: ledger } = await sql.query<{ kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      'select kind, amount_cents, paid_cents, bonus_cents, balance_after_cents from redemption.ledger where card_id = $1 order by id',
      [card.id],
    );
    const redeems = ledger.filter((row) => row.kind === 'REDEEM');
    expect(redeems).toHaveLength(succeeded.length);
    expect(-redeems.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(redeemedCents);
    // Each row's balance after is the one before it minus its amount: one serial history, bonus value first.
    ledger.slice(1).forEach((row, i) => expect(row.balance_after_cents).toBe(ledger[i].balance_after_cents + row.amount_cents));
    expect(ledger.reduce((sum, row) => sum + row.paid_cents, 0)).toBe(card.paid_balance_cents);
    expect(ledger.reduce((sum, row) => sum + row.bonus_cents, 0)).toBe(card.bonus_balance_cents);
    expect(card.bonus_balance_cents).toBe(0);

    const { rows: unused } = await sql.query('select count(*)::int as n from redemption.redeem_authorizations where used_at is null');
    expect(unused[0].n).toBe(refused.length);
    const { rows: events } = await sql.query(`select count(*)::int as n from redemption.outbox where type = 'gift-card.redeemed'`);
    expect(events[0].n).toBe(succeeded.length);
    // Both replicas served the burst.
    for (const ticks of cpuUsed) expect(ticks).toBeGreaterThan(5);
  }, 120_000);

  it('a refund racing 50 redemptions: what was redeemed and refunded never exceeds what was paid, and Square holds one refund', async () => {
    const { admin, code } = await authorizedCard('Refund Race Grill', { name: 'Rhea Race', email: 'refund-race@example.com' }, 1);
    const hash = codeLookupHash(loadCardCodeKeys({ SECRET_KEY, DATA_DIR: '' }), code);
    await sql.query(
      `insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
       select gen_random_uuid(), a.card_id, a.business_slug, a.session_key, a.admin_id, 100, a.expires_at
       from redemption.redeem_authorizations a join redemption.issued_cards c on c.id = a.card_id, generate_series(1, 49)
       where c.code_hash = $1`,
      [hash],
    );
    const refundsBefore = (await squareStats()).refunds;

    const redeems = Array.from({ length: 50 }, () => admin.api.post('/api/v1/admin/redeem', { qrCode: code, amount: 1 }));
    const refund = admin.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Race' });
    const [refunded, ...redeemed] = await Promise.all([refund, ...redeems]);

    expect(refunded.status).toBe(200);
    const refundedCents = Math.round(refunded.body.refundedAmount * 100);
    const succeeded = redeemed.filter((answer) => answer.status === 200).length;
    const { rows: [card] } = await sql.query('select id, status, balance_cents, paid_balance_cents, bonus_balance_cents from redemption.issued_cards where code_hash = $1', [hash]);
    // The refund took the paid value left when it locked the card; redemptions after it found a refunded card.
    expect(redeemed.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409 || answer.status === 400)).toBe(true);
    expect(succeeded * 100 + refundedCents).toBeLessThanOrEqual(5000);
    expect(card).toMatchObject({ status: 'refunded', balance_cents: 0 });
    const { rows: ledger } = await sql.query<{ kind: string; paid_cents: number; bonus_cents: number }>('select kind, paid_cents, bonus_cents from redemption.ledger where card_id = $1 order by id', [card.id]);
    expect(ledger.filter((row) => row.kind === 'REDEEM')).toHaveLength(succeeded);
    expect(-ledger.filter((row) => row.kind === 'REFUND').reduce((sum, row) => sum + row.paid_cents, 0)).toBe(refundedCents);
    expect(ledger.reduce((sum, row) => sum + row.paid_cents + row.bonus_cents, 0)).toBe(0);
    expect((await squareStats()).refunds - refundsBefore).toBe(1);
  }, 120_000);

  it('20 refunds of one card at once, across replicas: one is made, the others are refused, and Square holds one refund', async () => {
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Refund Burst Grill');
    const giftCard = (await createGiftCard(admin.api, { amount: '50', discount: '10' })).body.giftCard;
    const { uniqueCode: code } = await buyGiftCard(url, {
      businessSlug: admin.businessSlug,
      giftCardId: giftCard._id,
      selfInfo: { name: 'Rhea Burst', email: 'refund-burst@example.com', phone: '(555) 123-4567' },
    });
    const refundsBefore = (await squareStats()).refunds;
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.api.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Burst' })));

    const made = answers.filter((answer) => answer.status === 200);
    expect(made).toHaveLength(1);
    expect(made[0].body).toEqual({ refundedAmount: 45, remainingBalance: 0, status: 'refunded', currency: 'USD' });
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^(Only an active gift card can be refunded\.|Nothing paid is left on this gift card to refund\.)$/) } });
    }
    const { rows: ledger } = await sql.query<{ kind: string }>(
      `select kind from redemption.ledger where card_id = (select id from redemption.issued_cards where code_hash = $1) order by id`,
      [codeLookupHash(loadCardCodeKeys({ SECRET_KEY, DATA_DIR: '' }), code)],
    );
    expect(ledger.map((row) => row.kind)).toEqual(['ACTIVATE', 'REFUND', 'DEACTIVATE']);
    await eventually(async () => (await squareStats()).refunds - refundsBefore === 1, 20_000);
  }, 120_000);
});
