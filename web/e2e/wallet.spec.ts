import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ApiClient, createGiftCard, createSignedInAdmin } from '../../test/api';
import { freePort } from '../../test/peers';
import { redeemGiftCard } from '../../test/purchases';
import { createTestWalletKeys, TEST_PASS_TYPE_ID, type TestWalletKeys } from '../../test/wallet-keys';
import { readStoredZip } from '../../test/zip';
import { buyForMyself, cspViolations, snap, uniqueEmail, PHONE, DESKTOP, untilHealthy } from './support';

/**
 * Wallet passes need keys, which the shared e2e platform does not have (its purchase test shows no wallet
 * links): this file starts its own `npm start` process with a throw-away Apple chain and Google service account,
 * and registers Demo Bistro through the API (not DEMO=1, whose seeded cards and history would crowd its page).
 */
const CARD = { name: 'Sunset Tasting Menu', amount: '50', discount: '10' };

let keys: TestWalletKeys;
let server: ChildProcess;
let dataDir: string;
let base = '';
/** Demo Bistro's admin, signed in. */
let admin: ApiClient;

async function startWalletPlatform(): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'gv-e2e-wallet-'));
  server = spawn(process.execPath, [join(import.meta.dirname, '../../deploy/launcher/dist/all-in-one.js')], {
    env: { ...process.env, ...keys.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, server, 60_000, 'the wallet platform');
}

/** Demo Bistro with a logo and one gift card, as its admin makes them. */
async function seedCard(): Promise<void> {
  admin = (await createSignedInAdmin({ url: base, dataDir }, 'Demo Bistro')).api;
  const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  expect((await admin.post('/api/v1/admin/settings/logo', form)).status).toBe(201);
  const expirationDate = new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10);
  const created = await createGiftCard(admin, { giftCardName: CARD.name, amount: CARD.amount, discount: CARD.discount, expirationDate });
  expect(created.status).toBe(201);
}

test.beforeAll(async () => {
  keys = createTestWalletKeys();
  await startWalletPlatform();
  await seedCard();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  keys?.remove();
});

/** Buys the card for oneself through the storefront's dialog with the test card; the dialog ends on its success screen. */
async function buyThroughDialog(page: Page) {
  await page.goto(`${base}/demo-bistro/giftcards`);
  await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
  await buyForMyself(dialog, { name: 'Wes Wallet', email: uniqueEmail('wallet'), phone: '2065550142' });
  await dialog.getByLabel('Card number').fill('4111111111111111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Postal code').fill('94103');
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test("the success screen's wallet links download a signed pass and open the holder page: QR, balance, code, history, wallet buttons; phone and print layouts", async ({
  page,
  context,
}) => {
  const violations = cspViolations(context);
  await page.setViewportSize(DESKTOP);
  const dialog = await buyThroughDialog(page);

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
  expect(passJson).toMatchObject({
    passTypeIdentifier: TEST_PASS_TYPE_ID,
    organizationName: 'Demo Bistro',
    barcodes: [{ message: code, altText: code }],
  });
  expect(pass.has('signature') && pass.has('manifest.json') && pass.has('logo.png')).toBe(true);

  const [holder] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'View your gift card' }).click()]);
  await holder.setViewportSize(DESKTOP);
  await expect(holder).toHaveURL(`${base}/card/${code}`);
  await expect(holder.getByRole('heading', { level: 1, name: CARD.name })).toBeVisible();
  await expect(holder.getByText('Demo Bistro')).toBeVisible();
  // The business's uploaded logo beside its name on the card's face, loaded.
  const logo = holder.getByRole('region', { name: 'Gift card' }).locator('.hc-face__logo');
  await expect(logo).toHaveAttribute('src', /^\/media\/logos\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(holder.getByRole('region', { name: 'Gift card' }).getByText('$50.00').first()).toBeVisible();
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeVisible();
  await expect(holder.getByText(code)).toBeVisible();
  await expect(holder.getByText('No redemptions yet.')).toBeVisible();
  await expect(holder.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  await expect(holder.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', `${base}/api/wallet/apple/${code}.pkpass`);
  await expect(holder.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await snap(holder, 'card-holder-new-desktop');

  await redeemGiftCard(admin, dataDir, code, 12.5);
  await holder.reload();
  await expect(holder.getByRole('region', { name: 'Gift card' }).getByText('$37.50')).toBeVisible();
  const row = holder.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toContainText('Redeemed');
  await expect(row.getByRole('cell').nth(1)).toHaveText('−$12.50');
  await expect(row.getByRole('cell').nth(2)).toHaveText('$37.50');
  await snap(holder, 'card-holder-desktop');

  await holder.setViewportSize(PHONE);
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeInViewport();
  await expect(logo).toBeVisible();
  const overflow = await holder.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await snap(holder, 'card-holder-phone');

  await holder.setViewportSize(DESKTOP);
  await holder.emulateMedia({ media: 'print' });
  await expect(holder.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(holder.getByRole('link', { name: 'Add to Apple Wallet' })).toBeHidden();
  await expect(holder.getByRole('img', { name: 'QR code of the gift card' })).toBeVisible();
  await snap(holder, 'card-holder-print');

  expect(violations).toEqual([]);
});

test('a code that names no card shows "Gift card not found" and nothing else', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/card/0000000000000000000000000A`);
  await expect(page.getByRole('heading', { name: 'Gift card not found' })).toBeVisible();
  await expect(page.getByText('Check the link or the QR code in your gift card email.')).toBeVisible();
  await snap(page, 'card-holder-not-found-phone');
});
