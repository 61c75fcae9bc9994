import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { TEST_SOURCES } from '@gv/square-emulator';
import { auditLedger } from '@gv/service-orders';
import { auditCardsPage, ordersAwaitingIssue } from '@gv/service-redemption';
import { ApiClient, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { createTestDatabase } from '../../../test/postgres';
import { startAllInOne, type AllInOne } from './all-in-one';

const run = promisify(execFile);
const SUPER = { SUPERADMIN_EMAIL: 'backup@giftcardvault.test', SUPERADMIN_PASSWORD: 'backup-secret-1' };
const CHECKOUTS = 6;

const count = async (app: AllInOne, query: ReturnType<typeof sql>) =>
  Number(((await app.runtime.database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0].n);

const audit = (app: AllInOne) => {
  const { db } = app.runtime.database;
  return auditLedger(db, { cards: (after, limit) => auditCardsPage(db, after, limit), awaitingIssue: (orderIds) => ordersAwaitingIssue(db, orderIds) });
};

/**
 * The documented backup (pg_dump while checkouts run) restored into a fresh database with the same DATA_DIR (its
 * secret.key): the platform starts on it, issues the cards of orders paid but not yet issued at dump time, and the
 * ledger audit passes.
 */
describe('backup under load and restore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-backup-'));
  const dumpFile = join(dataDir, 'backup.dump');
  const databases: { url: string; drop: () => Promise<void> }[] = [];
  const apps: AllInOne[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const database of databases) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ app: AllInOne; url: string }> {
    const database = await createTestDatabase();
    databases.push(database);
    const app = await startAllInOne({ DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...SUPER });
    apps.push(app);
    return { app, url: database.url };
  }

  it('restores a dump taken during checkouts; the platform finishes them and the audit passes', async () => {
    const { app: source, url: sourceUrl } = await start();
    const superAdmin = new ApiClient(source.url);
    superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', { email: SUPER.SUPERADMIN_EMAIL, password: SUPER.SUPERADMIN_PASSWORD })).body.token;
    await eventually(async () => (await superAdmin.get('/api/superadmin/ledger-audit')).body.ranAt !== null, 60_000);
    expect((await superAdmin.get('/api/superadmin/ledger-audit')).body).toMatchObject({ ok: true, discrepancies: [], count: 0 });

    const admin = await createSignedInAdmin({ url: source.url, dataDir }, 'Backup Bistro');
    const card = (await createGiftCard(admin.api, { amount: '50' })).body.giftCard;
    const buyer = new ApiClient(source.url);
    const checkouts = Array.from({ length: CHECKOUTS }, (_, i) =>
      buyer.post('/api/payments/create-payment', {
        sourceId: TEST_SOURCES.cardOk,
        idempotencyKey: randomUUID(),
        businessSlug: admin.businessSlug,
        id: card._id,
        purchaseType: 'self',
        selfInfo: { name: `Buyer ${i}`, email: `buyer${i}@example.com`, phone: '(555) 123-4567' },
      }),
    );
    await eventually(async () => (await count(source, sql`select count(*) as n from orders.payments where status = 'COMPLETED'`)) >= 2, 20_000, 20);
    await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, sourceUrl]);
    for (const paid of await Promise.all(checkouts)) expect(paid.status).toBe(200);
    await apps.shift()!.close();

    const restoredDatabase = await createTestDatabase();
    databases.push(restoredDatabase);
    await run('pg_restore', ['--no-owner', `--dbname=${restoredDatabase.url}`, dumpFile]);
    const unissuedAtDump = await run('psql', [
      restoredDatabase.url,
      '-tAc',
      `select count(*) from orders.payments p where status = 'COMPLETED' and not exists (select 1 from redemption.issued_cards c where c.order_id = p.order_id::text)`,
    ]);
    expect(Number(unissuedAtDump.stdout.trim())).toBeGreaterThan(0);
    const restored = await startAllInOne({ DATA_DIR: dataDir, DATABASE_URL: restoredDatabase.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...SUPER });
    apps.push(restored);
    await eventually(async () => (await count(restored, sql`select count(*) as n from redemption.deferred_issues`)) === 0, 30_000);
    await eventually(async () => (await count(restored, sql`select count(*) as n from orders.orders where status = 'pending'`)) === 0, 90_000);
    const result = await audit(restored);
    expect(result).toMatchObject({ ok: true, discrepancies: [], count: 0 });
    expect(await count(restored, sql`select count(*) as n from redemption.issued_cards`)).toBe(
      await count(restored, sql`select count(*) as n from orders.payments where status = 'COMPLETED'`),
    );
  }, 180_000);
});
