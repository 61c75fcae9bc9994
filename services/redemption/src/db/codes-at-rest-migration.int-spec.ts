import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createRuntime, loadConfig, migrate, platformEnvSchema, selectRows, startService, type RunningService, type Runtime } from '@gv/platform';
import { HolderCardRpc, RedemptionRpc } from '@gv/proto';
import { databaseEnvs, type DatabaseEnv } from '../../../../test/databases';
import { newGiftCardCode } from '../domain/gift-card-code';
import { redemptionService } from '../index';
import { codeLookupHash, loadCardCodeKeys } from '../redemption-keys';
import { redemptionMigrations } from './migrations';

describe.each(databaseEnvs)('cards issued while codes were stored as text (%s)', (_engine, createDatabase) => {
  let database: DatabaseEnv;
  let dataDir: string;
  let runtime: Runtime;
  let service: RunningService | undefined;
  const cards = Array.from({ length: 3 }, () => ({ id: randomUUID(), code: newGiftCardCode() }));

  beforeAll(async () => {
    database = await createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'gv-codes-at-rest-'));
    runtime = await createRuntime(loadConfig(platformEnvSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...database.env }), 'all-in-one');
    const db = runtime.database.db;
    // The schema as it was before codes were kept at rest, with cards issued then.
    await migrate(db, 'redemption', redemptionMigrations.slice(0, redemptionMigrations.findIndex((migration) => migration.id === '0005_codes_at_rest')));
    await db.transaction(async (tx) => {
      for (const [n, { id, code }] of cards.entries()) {
        await tx.execute(sql`insert into redemption.issued_cards (id, code, order_id, payment_id, business_slug, gift_card_id, gift_card_name,
            face_value_cents, price_cents, expiration_date, purchase_type, holder_name, holder_email, buyer_name, buyer_email, buyer_phone,
            message, balance_cents, paid_balance_cents, bonus_balance_cents, status)
          values (${id}, ${code}, ${`order-${n}-${id}`}, 'payment-1', 'harbor-grill', ${randomUUID()}, 'Dinner for two',
            5000, 4500, '2031-06-30', 'self', 'Ann Buyer', 'ann@example.com', 'Ann Buyer', 'ann@example.com', '5551234567',
            '', 5000, 4500, 500, 'active')`);
        await tx.execute(sql`insert into redemption.ledger (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents,
            paid_after_cents, bonus_after_cents, idempotency_key, actor)
          values (${id}, 'ACTIVATE', 5000, 4500, 500, 5000, 4500, 500, ${`activate:${id}`}, 'payment:payment-1')`);
      }
    });
    service = await startService(redemptionService, runtime);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await runtime?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each card its keyed hash and sealed copy and drops the text, so its code finds it and is shown as before', async () => {
    const db = runtime.database.db;
    const columns = await selectRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_schema = 'redemption' and table_name = 'issued_cards'`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(expect.arrayContaining(['code_hash', 'code_sealed']));
    expect(columns.map((column) => column.column_name)).not.toContain('code');

    const rows = await selectRows<{ id: string; code_hash: string }>(db, sql`select * from redemption.issued_cards`);
    const keys = loadCardCodeKeys(runtime.config);
    for (const { id, code } of cards) {
      const row = rows.find((card) => card.id === id)!;
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.code_hash).toBe(codeLookupHash(keys, code));
      // Typed by hand in lower case, as the holder page accepts it.
      expect(await runtime.rpc.call(HolderCardRpc.find, { code: code.toLowerCase() })).toMatchObject({ cardId: id, uniqueCode: code, remainingBalanceCents: 5000 });
    }
    const { codes } = await runtime.rpc.call(RedemptionRpc.cardCodes, { businessSlug: 'harbor-grill', cardIds: cards.map((card) => card.id) });
    expect(codes).toEqual(Object.fromEntries(cards.map(({ id, code }) => [id, code])));
  });
});
