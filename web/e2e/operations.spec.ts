import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { OPERATIONS_MESSAGES } from '@gv/proto';
import { freePort } from '../../test/peers';
import { SUPER_ADMIN } from '../playwright.config';
import { snap, uniqueEmail, PHONE, DESKTOP, untilHealthy } from './support';

/**
 * A dead letter needs an event handler that fails for real, which the shared e2e platform (PGlite in its own process)
 * cannot be made to do: this file starts its own `npm start` process on a throw-away PostgreSQL database, where a
 * trigger makes catalog's projection of business names refuse every write until it is dropped.
 */
const POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `gv_e2e_ops_${randomBytes(4).toString('hex')}`;
const OFFLINE = 'projection offline';

let server: ChildProcess;
let dataDir: string;
let base = '';
let db: pg.Client;

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdminDatabase(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function startPlatform(): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'gv-e2e-ops-'));
  server = spawn(process.execPath, [join(import.meta.dirname, '../../deploy/launcher/dist/all-in-one.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(DATABASE),
      SUPERADMIN_EMAIL: SUPER_ADMIN.email,
      SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
      LOG_LEVEL: 'error',
      SQUARE_API_URL: 'emulator',
    },
    stdio: 'inherit',
  });
  base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, server, 90_000, 'the platform on PostgreSQL');
}

/** Until `undo`, every insert or update of catalog's business names fails, as a projection whose storage is down. */
async function takeBusinessNamesOffline(): Promise<{ undo: () => Promise<unknown> }> {
  await db.query(
    `create function catalog.e2e_projection_offline() returns trigger language plpgsql as $$ begin raise exception '${OFFLINE}'; end $$`,
  );
  await db.query(
    'create trigger e2e_projection_offline before insert or update on catalog.business_names for each row execute function catalog.e2e_projection_offline()',
  );
  return { undo: () => db.query('drop function catalog.e2e_projection_offline() cascade') };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await onAdminDatabase(`create database ${DATABASE}`);
  await startPlatform();
  db = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await onAdminDatabase(`drop database if exists ${DATABASE} with (force)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A new business provisioned by the super admin through the API: identity sends business.updated. Answers its slug. */
async function provisionBusiness(page: Page, restaurantName: string): Promise<string> {
  const login = await page.request.post(`${base}/api/superadmin/login`, { data: SUPER_ADMIN });
  expect(login.ok()).toBe(true);
  const created = await page.request.post(`${base}/api/superadmin/business-admin`, {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: { name: 'Olive Owner', email: uniqueEmail('ops'), restaurantName, phone: '5551234567' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).admin.businessSlug;
}

async function signInAsSuperAdmin(page: Page) {
  await page.goto(`${base}/superlogin`);
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
}

test("the super admin sees a consumer's dead letter on the operations page and retries it once the cause is fixed: the event is handled once", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const offline = await takeBusinessNamesOffline();
  const restaurantName = `Offline Olive ${Date.now()}`;
  const slug = await provisionBusiness(page, restaurantName);

  await signInAsSuperAdmin(page);
  await page.getByRole('navigation', { name: 'Super admin' }).getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(page.getByText('All 7 services are healthy.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'catalog' }).getByText('Healthy')).toBeVisible();

  // catalog's consumer tries the event 8 times over about 13 s, then gives up; the page refreshes itself every 10 s.
  const deadLetters = page.getByRole('region', { name: /^Dead letters/ });
  const row = deadLetters.getByRole('row').filter({ hasText: 'business.updated' });
  await expect(row).toBeVisible({ timeout: 45_000 });
  await expect(row.locator('td[data-label="Service"]')).toHaveText('catalog');
  await expect(row.locator('td[data-label="Error"]')).toContainText(OFFLINE);
  await expect(row.locator('td[data-label="Attempts"]')).toHaveText('8');
  await expect(deadLetters.getByRole('heading', { name: 'Dead letters (1)' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
  ).toEqual([]);
  const [{ event_id: eventId }] = (await db.query("select event_id from catalog.dead_letters where type = 'business.updated'")).rows;
  await snap(page, 'superadmin-operations-dead-letter-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'superadmin-operations-dead-letter-phone');
  await page.setViewportSize(DESKTOP);

  // Retried while the cause is still there: it fails again and stays.
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(deadLetters.getByRole('alert')).toContainText(`The event failed again`);
  await expect(deadLetters.getByRole('alert')).toContainText(OFFLINE);
  await expect(row.locator('td[data-label="Attempts"]')).toHaveText('9');

  await offline.undo();
  // By keyboard: focus on Retry, Enter; focus then rests on the list's heading, not lost with the row.
  await row.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(deadLetters.getByRole('status')).toContainText(OPERATIONS_MESSAGES.retried);
  await expect(row).toHaveCount(0);
  await expect(deadLetters.getByText('No dead letters.')).toBeVisible();
  await expect(deadLetters.getByRole('heading', { name: 'Dead letters' })).toBeFocused();

  const names = await db.query('select name from catalog.business_names where business_slug = $1', [slug]);
  expect(names.rows).toEqual([{ name: restaurantName }]);
  const handled = await db.query('select count(*)::int as count from catalog.inbox where event_id = $1', [eventId]);
  expect(handled.rows[0].count).toBe(1);
  const leftover = await db.query('select count(*)::int as count from catalog.dead_letters where event_id = $1', [eventId]);
  expect(leftover.rows[0].count).toBe(0);
  // The full-page screens from the top: focus on the list scrolled the page, which would leave the sticky bar mid-screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'superadmin-operations-retried-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'superadmin-operations-retried-phone');
});
