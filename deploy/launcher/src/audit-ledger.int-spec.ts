import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { loadConfig, loadKeyRing, migrate, openDatabase, platformEnvSchema, sealSecret, type Database } from '@gv/platform';
import { startSquareEmulator, TEST_LOCATIONS } from '@gv/square-emulator';
import { identityService } from '@gv/service-identity';
import { auditLedger, ordersService } from '@gv/service-orders';
import { auditCardsPage, ordersAwaitingIssue, redemptionService } from '@gv/service-redemption';
import { createTestDatabase } from '../../../test/postgres';
import { launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

/** An order paid by a completed Square payment, issued as a $50 card with one redemption of $20. */
async function paidAndIssued(database: Database): Promise<{ orderId: string; paymentId: string; cardId: string }> {
  const orderId = randomUUID();
  const paymentId = `pay-${orderId}`;
  const cardId = randomUUID();
  await database.db.execute(sql`
    insert into orders.orders (id, business_slug, idempotency_key, gift_card_id, gift_card_name, face_value_cents, expiration_date,
      price_cents, purchase_type, buyer_name, buyer_email, buyer_phone, payment_mode, source_id, status, square_payment_id, paid_at)
    values (${orderId}, 'audit-cafe', ${randomUUID()}, ${randomUUID()}, 'Fifty', 5000, '2030-01-01', 4000, 'self', 'Dana', 'dana@example.com',
      '5551234567', 'sandbox', 'cnon:card-nonce-ok', 'paid', ${paymentId}, now())`);
  await database.db.execute(sql`
    insert into orders.payments (id, order_id, business_slug, status, source_type, amount_cents, currency, receipt_number, receipt_url, square_updated_at)
    values (${paymentId}, ${orderId}, 'audit-cafe', 'COMPLETED', 'CARD', 4000, 'USD', 'R1', 'https://squareup.test/r1', '2026-01-01T00:00:00Z')`);
  await issueCard(database, { cardId, orderId, paymentId });
  return { orderId, paymentId, cardId };
}

async function issueCard(database: Database, card: { cardId: string; orderId: string; paymentId: string }): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into redemption.issued_cards (id, code_hash, code_sealed, order_id, payment_id, business_slug, gift_card_id, gift_card_name,
        face_value_cents, price_cents, expiration_date, purchase_type, holder_name, holder_email, buyer_name, buyer_email, buyer_phone,
        message, balance_cents, paid_balance_cents, bonus_balance_cents, status)
      values (${card.cardId}, ${randomUUID()}, 'sealed', ${card.orderId}, ${card.paymentId}, 'audit-cafe', ${randomUUID()}, 'Fifty',
        5000, 4000, '2030-01-01', 'self', 'Dana', 'dana@example.com', 'Dana', 'dana@example.com', '5551234567', '', 3000, 2000, 1000, 'active')`);
    await tx.execute(sql`
      insert into redemption.ledger (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor)
      values (${card.cardId}, 'ACTIVATE', 5000, 4000, 1000, 5000, 4000, 1000, ${randomUUID()}, ${`payment:${card.paymentId}`}),
             (${card.cardId}, 'REDEEM', -2000, -2000, 0, 3000, 2000, 1000, ${randomUUID()}, 'admin:audit')`);
  });
}

/** Bypasses the ledger's append-only trigger, as only someone with the database's owner rights could. */
async function tamper(database: Database, statement: ReturnType<typeof sql>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const SECRET_KEY = 'ledger-audit-test-secret-key-of-enough-length';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

describe('ledger audit', () => {
  let database: Database;
  let target: { url: string; drop: () => Promise<void> };

  beforeEach(async () => {
    target = await createTestDatabase();
    database = await openDatabase({ url: target.url, dataDir: '', poolSize: 2 });
    const config = loadConfig(platformEnvSchema, { DATABASE_URL: target.url, SECRET_KEY: SECRET_KEY, LOG_LEVEL: 'warn' });
    await migrate(database.db, 'identity', identityService.migrations, config);
    await migrate(database.db, 'orders', ordersService.migrations, config);
    await migrate(database.db, 'redemption', redemptionService.migrations, config);
  });

  const audit = (options?: { page: number }) =>
    auditLedger(
      database.db,
      { cards: (after, limit) => auditCardsPage(database.db, after, limit), awaitingIssue: (orderIds) => ordersAwaitingIssue(database.db, orderIds) },
      options,
    );

  afterEach(async () => {
    await database.close();
    await target.drop();
  });

  it('passes when every balance, card and completed payment agree, across pages', async () => {
    for (let i = 0; i < 5; i++) await paidAndIssued(database);
    const result = await audit({ page: 2 });
    expect(result).toMatchObject({ ok: true, discrepancies: [] });
  });

  it('reports a ledger row whose amount no longer explains the balance', async () => {
    const { cardId } = await paidAndIssued(database);
    await tamper(database, sql`update redemption.ledger set amount_cents = -1500, paid_cents = -1500 where card_id = ${cardId} and kind = 'REDEEM'`);
    const result = await audit();
    expect(result.ok).toBe(false);
    expect(result.discrepancies).toEqual([expect.objectContaining({ kind: 'balance-not-ledger-sum', cardId, balanceCents: 3000, ledgerSumCents: 3500 })]);
  });

  it('reports a completed payment whose card was deleted, but not one whose card is still due to be issued', async () => {
    const { cardId, orderId, paymentId } = await paidAndIssued(database);
    await tamper(database, sql`delete from redemption.issued_cards where id = ${cardId}`);
    for (let i = 0; i < 3; i++) await paidAndIssued(database);
    const awaiting = await paidAndIssued(database);
    await tamper(database, sql`delete from redemption.issued_cards where id = ${awaiting.cardId}`);
    await database.db.execute(sql`insert into redemption.deferred_issues (order_id, request, due_at) values (${awaiting.orderId}, '{}', now())`);
    const result = await audit({ page: 2 });
    expect(result.discrepancies).toEqual([{ kind: 'payment-without-card', orderId, paymentId }]);
  });

  it('reports a second card for a payment that already has one', async () => {
    const { paymentId } = await paidAndIssued(database);
    const second = { cardId: randomUUID(), orderId: randomUUID(), paymentId };
    await issueCard(database, second);
    const result = await audit();
    expect(result.discrepancies).toEqual([{ kind: 'card-without-payment', ...second }]);
  });

  it('reports an order paid whose payment Square did not complete', async () => {
    const { orderId, paymentId } = await paidAndIssued(database);
    await database.db.execute(sql`update orders.payments set status = 'CANCELED' where id = ${paymentId}`);
    const result = await audit();
    expect(result.discrepancies).toContainEqual({ kind: 'order-state-not-payment', orderId, orderStatus: 'paid', paymentId, paymentStatus: 'CANCELED' });
  });

  const run = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, [`${launcherDist}audit-ledger.js`], { env: { ...process.env, ...env } }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('npm run audit-ledger prints each discrepancy and exits 1 on any, 0 when all agree', async () => {
    const { cardId } = await paidAndIssued(database);
    expect((await run({ DATABASE_URL: target.url, SECRET_KEY })).code).toBe(0);
    await tamper(database, sql`update redemption.ledger set amount_cents = 4000, bonus_cents = 0 where card_id = ${cardId} and kind = 'ACTIVATE'`);
    const failed = await run({ DATABASE_URL: target.url, SECRET_KEY });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`balance-not-ledger-sum: cardId=${cardId}`);
  }, 60_000);

  it('npm run audit-ledger asks Square for each card registered at the business’s Point of Sale, with the business’s own credentials, and prints both balances of one changed there', async () => {
    const TOKEN = 'EAAA-audit-cafe-token';
    const emulator = await startSquareEmulator({ port: 0 });
    try {
      // Audit Café is live with its own Square account; its $30 card is registered there with the same $30.
      const [secrets] = loadKeyRing({ SECRET_KEY, DATA_DIR: '' }, 'secrets-at-rest');
      await database.db.execute(sql`
        insert into identity.businesses (slug, name, address, square_application_id, square_location_id, square_access_token_encrypted, live_at)
        values ('audit-cafe', 'Audit Café', '{}', 'sq0idp-audit-cafe', ${TEST_LOCATIONS.active}, ${sealSecret(secrets, TOKEN)}, now())`);
      const square = new SquareClient({ token: TOKEN, baseUrl: emulator.url });
      const { giftCard } = await square.giftCards.create({ idempotencyKey: randomUUID(), locationId: TEST_LOCATIONS.active, giftCard: { type: 'DIGITAL', ganSource: 'OTHER', gan: 'A1234567890123456789' } });
      const activity = (type: 'ACTIVATE' | 'ADJUST_DECREMENT', cents: number) =>
        square.giftCards.activities.create({
          idempotencyKey: randomUUID(),
          giftCardActivity: {
            type,
            locationId: TEST_LOCATIONS.active,
            giftCardId: giftCard!.id!,
            ...(type === 'ACTIVATE'
              ? { activateActivityDetails: { amountMoney: { amount: BigInt(cents), currency: 'USD' }, buyerPaymentInstrumentIds: ['audit'] } }
              : { adjustDecrementActivityDetails: { amountMoney: { amount: BigInt(cents), currency: 'USD' }, reason: 'SUPPORT_ISSUE' } }),
          },
        });
      await activity('ACTIVATE', 3000);
      const { cardId } = await paidAndIssued(database);
      await database.db.execute(sql`update redemption.issued_cards set pos_gan = 'A1234567890123456789', pos_square_id = ${giftCard!.id!} where id = ${cardId}`);
      const env = { DATABASE_URL: target.url, SECRET_KEY, SQUARE_API_URL: 'emulator', SQUARE_EMULATOR_URL: emulator.url };
      expect((await run(env)).code).toBe(0);

      // A clerk takes $7 off at Square behind the ledger's back.
      await activity('ADJUST_DECREMENT', 700);
      const failed = await run(env);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain(
        `square-balance-not-ledger: cardId=${cardId} businessSlug=audit-cafe squareGiftCardId=${giftCard!.id} ledgerBalanceCents=3000 squareBalanceCents=2300 reason=null`,
      );
      // Neither side is corrected.
      expect((await square.giftCards.get({ id: giftCard!.id! })).giftCard!.balanceMoney!.amount).toBe(2300n);
    } finally {
      await emulator.close();
    }
  }, 60_000);
});
