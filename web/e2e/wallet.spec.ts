import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createTestWalletKeys, TEST_PASS_TYPE_ID, type TestWalletKeys } from '../../test/wallet-keys';
import { readStoredZip } from '../../test/zip';
import { snap, uniqueEmail } from './support';

/**
 * Wallet passes need keys, which the shared e2e platform does not have (its purchase test shows no wallet
 * links): this file starts its own `npm start` process with a throw-away Apple chain and Google service account,
 * and DEMO=1 for a business to sign in to.
 */
const DEMO = { email: 'demo@giftcardvault.local', password: 'demo-pass-123' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CARD = { name: 'Sunset Tasting Menu', amount: '50', discount: '10' };

let keys: TestWalletKeys;
let server: ChildProcess;
let dataDir: string;
let base = '';
/** Demo Bistro's admin, signed in. */
let admin: APIRequestContext;
let adminHeaders: Record<string, string>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startWalletPlatform(): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'gv-e2e-wallet-'));
  server = spawn(process.execPath, [join(import.meta.dirname, '../../deploy/launcher/dist/all-in-one.js')], {
    env: { ...process.env, ...keys.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: 'inherit',
  });
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the wallet platform did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Demo Bistro with a logo and one gift card, as its admin makes them. */
async function seedCard(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${base}/api/v1/admin/login`, { data: DEMO })).ok()).toBe(true);
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': csrf, Origin: base };
  adminHeaders = headers;
  const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#f97316' } }).png().toBuffer();
  expect((await request.post(`${base}/api/v1/admin/settings/logo`, { headers, multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo } } })).ok()).toBe(true);
  const image = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#0e7490' } }).png().toBuffer();
  const created = await request.post(`${base}/api/v1/admin/create-giftcard`, {
    headers,
    multipart: {
      giftCardName: CARD.name,
      giftCardTag: 'Fine Dining',
      description: 'Five courses at golden hour.',
      amount: CARD.amount,
      discount: CARD.discount,
      expirationDate: new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10),
      image: { name: 'card.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(created.ok()).toBe(true);
}

test.beforeAll(async ({ playwright }) => {
  keys = createTestWalletKeys();
  await startWalletPlatform();
  admin = await playwright.request.newContext();
  await seedCard(admin);
});

test.afterAll(async () => {
  await admin?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  keys?.remove();
});

/** The latest redemption code emailed to `to` by the wallet platform. */
async function redeemOtpFor(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const dir = join(dataDir, 'mail');
    const subjects = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .filter((raw) => (/^To: (.*)$/m.exec(raw)?.[1] ?? '').includes(to))
      .map((raw) => /^Subject: (\d{6}) is your code to redeem/m.exec(raw)?.[1])
      .filter(Boolean);
    if (subjects.length > 0) return subjects.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no redemption code emailed to ${to}`);
}

/** A counter redemption by Demo Bistro's admin: the holder's emailed code authorizes the amount. */
async function redeemAtCounter(code: string, holderEmail: string, amount: number) {
  const post = (path: string, data: object) => admin.post(`${base}/api/v1/admin/${path}`, { headers: adminHeaders, data });
  expect((await post('send-otp-redeem', { email: holderEmail, redeemAmount: amount, qrUniqueCode: code })).ok()).toBe(true);
  expect((await post('verify-otp-redeem', { email: holderEmail, qrUniqueCode: code, otp: await redeemOtpFor(holderEmail) })).ok()).toBe(true);
  expect((await post('redeem', { qrCode: code, amount })).ok()).toBe(true);
}

/** Buys the card for oneself through the storefront's dialog with the test card; the dialog ends on its success screen. */
async function buyThroughDialog(page: Page, email: string) {
  await page.goto(`${base}/demo-bistro/giftcards`);
  await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
  await dialog.getByText('For Myself').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Name').fill('Wes Wallet');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('2065550142');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Card number').fill('4111111111111111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Postal code').fill('94103');
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test("the success screen's wallet links download a signed pass and open the holder page: QR, balance, code, history, wallet buttons; phone and print layouts", async ({ page, context }) => {
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.setViewportSize(DESKTOP);
  const buyer = uniqueEmail('wallet');
  const dialog = await buyThroughDialog(page, buyer);

  const google = dialog.getByRole('link', { name: 'Add to Google Wallet' });
  await expect(google).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const apple = dialog.getByRole('link', { name: 'Add to Apple Wallet' });
  await expect(apple).toHaveAttribute('href', new RegExp(`^${base}/api/wallet/apple/[0-9A-Z]{26}\\.pkpass$`));
  const code = /([0-9A-Z]{26})\.pkpass$/.exec((await apple.getAttribute('href'))!)![1];
  await snap(page, 'wallet-success-desktop');

  const [download] = await Promise.all([page.waitForEvent('download'), apple.click()]);
  expect(download.suggestedFilename()).toBe('gift-card.pkpass');
  const pass = readStoredZip(readFileSync((await download.path())!));
  const passJson = JSON.parse(pass.get('pass.json')!.toString('utf8'));
  expect(passJson).toMatchObject({ passTypeIdentifier: TEST_PASS_TYPE_ID, organizationName: 'Demo Bistro', barcodes: [{ message: code, altText: code }] });
  expect(pass.has('signature') && pass.has('manifest.json') && pass.has('logo.png')).toBe(true);

  const [holder] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'View your gift card' }).click()]);
  await holder.setViewportSize(DESKTOP);
  await expect(holder).toHaveURL(`${base}/card/${code}`);
  await expect(holder.getByRole('heading', { level: 1, name: CARD.name })).toBeVisible();
  await expect(holder.getByText('Demo Bistro')).toBeVisible();
  await expect(holder.getByRole('region', { name: 'Gift card' }).getByText('$50.00').first()).toBeVisible();
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeVisible();
  await expect(holder.getByText(code)).toBeVisible();
  await expect(holder.getByText('No redemptions yet.')).toBeVisible();
  await expect(holder.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  await expect(holder.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', `${base}/api/wallet/apple/${code}.pkpass`);
  await expect(holder.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await snap(holder, 'card-holder-new-desktop');

  await redeemAtCounter(code, buyer, 12.5);
  await holder.reload();
  await expect(holder.getByRole('region', { name: 'Gift card' }).getByText('$37.50')).toBeVisible();
  const row = holder.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('$12.50');
  await expect(row.getByRole('cell').nth(2)).toHaveText('$37.50');
  await snap(holder, 'card-holder-desktop');

  await holder.setViewportSize(PHONE);
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeInViewport();
  const overflow = await holder.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await snap(holder, 'card-holder-phone');

  await holder.setViewportSize(DESKTOP);
  await holder.emulateMedia({ media: 'print' });
  await expect(holder.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(holder.getByRole('link', { name: 'Add to Apple Wallet' })).toBeHidden();
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeVisible();
  await snap(holder, 'card-holder-print');

  expect(cspViolations).toEqual([]);
});

test('a code that names no card shows "Gift card not found" and nothing else', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/card/0000000000000000000000000A`);
  await expect(page.getByRole('heading', { name: 'Gift card not found' })).toBeVisible();
  await expect(page.getByText('Check the link or the QR code in your gift card email.')).toBeVisible();
  await snap(page, 'card-holder-not-found-phone');
});
