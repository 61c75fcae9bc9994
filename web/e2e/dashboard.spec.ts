import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';
import { cardImage, csrfOf, registerBusiness, snap, uniqueEmail, waitForMail, PHONE, DESKTOP } from './support';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
// Businesses registered by registerBusiness (Austin, TX) count their days in Chicago time.
const todayGb = () => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Chicago' });

let buyerCounter = 0;

// The chart draws at once for reduced motion, so a test reads it without waiting out the 1500 ms animation.
test.use({ reducedMotion: 'reduce' });

async function createCard(request: APIRequestContext, name: string, tag: string, amount: string, discount: string, color: string): Promise<string> {
  const created = await request.post('/api/v1/admin/create-giftcard', {
    headers: await csrfOf(request),
    multipart: {
      giftCardName: name,
      giftCardTag: tag,
      description: `${name}: a table for two with dessert.`,
      amount,
      discount,
      expirationDate: NEXT_YEAR,
      image: { name: 'card.png', mimeType: 'image/png', buffer: await cardImage(color) },
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).giftCard._id;
}

/** A checkout in test mode from a browser at an address of its own (the e2e server trusts X-Forwarded-For from 127.0.0.1). */
async function buy(request: APIRequestContext, slug: string, cardId: string, purchase: Record<string, unknown>): Promise<string> {
  const headers = { 'X-Forwarded-For': `10.88.0.${++buyerCounter}` };
  const form = { id: cardId, ...purchase };
  const paid = await request.post('/api/payments/create-payment', {
    headers,
    data: { ...form, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), businessSlug: slug, amount: 1 },
  });
  expect(paid.ok()).toBe(true);
  const completed = await request.put('/api/v1/admin/purchase', { headers, data: { ...form, orderId: (await paid.json()).orderId } });
  expect(completed.ok()).toBe(true);
  return (await completed.json()).purchase.uniqueCode;
}

/** The counter flow through the API: one-time code to the holder, verify, redeem. */
async function redeem(request: APIRequestContext, code: string, holder: string, amount: number) {
  const headers = await csrfOf(request);
  expect(
    (await request.post('/api/v1/admin/send-otp-redeem', { headers, data: { email: holder, redeemAmount: amount, qrUniqueCode: code } })).ok(),
  ).toBe(true);
  const otp = /^(\d{6}) is your code to redeem/.exec((await waitForMail(holder, /is your code to redeem/)).subject)![1];
  expect((await request.post('/api/v1/admin/verify-otp-redeem', { headers, data: { email: holder, qrUniqueCode: code, otp } })).ok()).toBe(true);
  expect((await request.post('/api/v1/admin/redeem', { headers, data: { qrCode: code, amount } })).ok()).toBe(true);
}

const stat = (page: Page, label: string) => page.locator('.dash-stat').filter({ hasText: label });

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

/** A screenshot of the chart, drawn at once (the page asks for reduced motion: no 1500 ms animation). */
async function snapChart(page: Page, name: string) {
  await expect(page.locator('.highcharts-title')).toBeVisible();
  await snap(page, name);
}

/** The tooltip of the chart's last point (today). */
async function lastPointTooltip(page: Page): Promise<string> {
  const chart = page.locator('.dash-chart__plot');
  await expect(chart.locator('.highcharts-title')).toBeVisible();
  const box = (await chart.locator('.highcharts-series-0 .highcharts-point').last().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  const tooltip = chart.locator('.highcharts-tooltip').last();
  await expect(tooltip).toBeVisible();
  return (await tooltip.textContent()) ?? '';
}

test('the dashboard and the orders views of a live business show its purchases and a redemption, with charts, search and paging', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const slug = await registerBusiness(page.request, `Harbor Grill ${Date.now()}`, 'dashboard');
  // Live with credentials the emulator confirms: its sales are real ones, counted in the super admin's totals too.
  const headers = await csrfOf(page.request);
  const connected = { squareApplicationId: 'sq0idp-e2e-dashboard', squareLocationId: 'LTESTACTIVE', squareAccessToken: 'EAAA-e2e-dashboard-token' };
  expect((await page.request.put('/api/v1/admin/settings', { headers, data: connected })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/admin/go-live', { headers })).ok()).toBe(true);

  await page.goto('/dashboard');
  await expect(stat(page, 'Types Of Gift Card')).toContainText('0');
  await expect(stat(page, 'Total Revenue')).toContainText('$0.00');
  await expect(page.getByText('No gift cards yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gift Card Sales (Last 30 Days)' })).toBeVisible();
  await snapChart(page, 'dashboard-empty-desktop');

  const dinner = await createCard(page.request, 'Dinner for Two', 'Date Night', '50', '10', '#7c3aed');
  const brunch = await createCard(page.request, 'Weekend Brunch', 'Weekend Brunch', '20', '0', '#f59e0b');
  const visitor = await browser.newContext();
  for (let n = 1; n <= 11; n++) {
    const label = String(n).padStart(2, '0');
    await buy(visitor.request, slug, dinner, {
      purchaseType: 'self',
      selfInfo: { name: `Buyer ${label}`, email: uniqueEmail(`buyer${label}`), phone: '(555) 123-4567' },
    });
  }
  const rita = uniqueEmail('rita');
  const giftCode = await buy(visitor.request, slug, brunch, {
    purchaseType: 'gift',
    giftInfo: {
      recipientName: 'Rita Recipient',
      recipientEmail: rita,
      message: 'Enjoy!',
      senderName: 'Sam Sender',
      senderEmail: uniqueEmail('sam'),
      senderPhone: '(555) 987-6543',
    },
  });
  await visitor.close();
  await redeem(page.request, giftCode, rita, 12.5);

  // Projections follow the events within a moment: reload until the figures are there.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(stat(page, 'Total Gift Cards Sold')).toContainText('12', { timeout: 1000 });
    await expect(stat(page, 'Total Redemption')).toContainText('$12.50', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(stat(page, 'Types Of Gift Card')).toContainText('2');
  await expect(stat(page, 'Total Revenue')).toContainText('$515.00');
  // Cash-outs beside redemptions, never in them (decision 0074).
  await expect(stat(page, 'Total Redemption')).toContainText('Cashed out $0.00');
  await expect(page.getByText('No sales in the last 30 days yet')).toHaveCount(0);
  const today = await lastPointTooltip(page);
  expect(today).toContain(todayGb());
  expect(today).toContain('12 sold');
  await snapChart(page, 'dashboard-desktop');

  await page.getByRole('button', { name: 'Revenue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gift Card Revenue (Last 30 Days)' })).toBeVisible();
  expect(await lastPointTooltip(page)).toContain('$515.00');
  await page.getByRole('button', { name: 'Sales', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gift Card Sales (Last 30 Days)' })).toBeVisible();

  await setTheme(page, 'dark');
  await expect(stat(page, 'Total Revenue')).toContainText('$515.00');
  await snapChart(page, 'dashboard-dark-desktop');
  await page.setViewportSize(PHONE);
  await snapChart(page, 'dashboard-dark-phone');
  await setTheme(page, 'light');
  await snapChart(page, 'dashboard-phone');
  await page.setViewportSize(DESKTOP);

  // Total Gift Cards Sold opens the orders: their table first, each gift card with its buyers a click away.
  await stat(page, 'Total Gift Cards Sold').click();
  await expect(page).toHaveURL(/\/orders$/);
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await snap(page, 'orders-customers-desktop');
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'By gift card' }).click();
  await expect(page).toHaveURL(/view=cards/);
  const cards = page.getByRole('list', { name: 'Gift cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Dinner for Two' })).toContainText('Total Buyers: 11');
  await expect(cards.filter({ hasText: 'Weekend Brunch' })).toContainText('Total Buyers: 1');
  await snap(page, 'orders-giftcards-desktop');

  await cards.filter({ hasText: 'Weekend Brunch' }).getByRole('button', { name: 'View Buyers' }).click();
  const modal = page.getByRole('dialog', { name: 'Buyers of Weekend Brunch' });
  const sam = modal.getByRole('listitem').filter({ hasText: 'Sam Sender' });
  await expect(sam).toContainText('Gift for Rita Recipient');
  await expect(sam).toContainText('$7.50');
  await expect(sam.getByRole('button', { name: 'Manage the gift card of Sam Sender' })).toBeVisible();
  await sam.getByRole('button', { name: 'Redemption history (1)' }).click();
  await expect(sam).toContainText('−$12.50');
  await snap(page, 'orders-buyers-modal-desktop');
  await modal.getByRole('searchbox').fill('nobody-like-this');
  await expect(modal.getByText('No buyers match')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' }).fill('rita');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Sam Sender');
  // The bar is the balance left, as at the counter: $7.50 of $20.
  await expect(rows.first().getByRole('meter', { name: 'Balance left' })).toHaveAttribute('aria-valuenow', '7.5');
  await rows.first().getByRole('button', { name: 'Redemption history of Sam Sender' }).click();
  const history = page.getByRole('dialog', { name: 'Redemption History' });
  await expect(history).toContainText('−$12.50');
  await expect(history).toContainText('$7.50 remaining');
  await snap(page, 'orders-history-desktop');
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' }).fill('');
  await expect(rows).toHaveCount(10);
  await setTheme(page, 'dark');
  await expect(rows).toHaveCount(10);
  await snap(page, 'orders-customers-dark-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'orders-customers-dark-phone');
  await setTheme(page, 'light');
  await expect(rows).toHaveCount(10);
  await snap(page, 'orders-customers-phone');

  // The super admin sees the platform's totals beside the request counts (other tests' sales count there too).
  const root = await browser.newPage({ viewport: DESKTOP });
  await root.goto('/superlogin');
  await root.getByLabel('Email').fill(SUPER_ADMIN.email);
  await root.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await root.getByRole('button', { name: /sign in|login/i }).click();
  const platform = root.getByRole('region', { name: 'Platform totals' });
  // Under the glossary's labels (decision 0074).
  await expect(platform.getByLabel(/^Cards sold: \d+$/)).toBeVisible();
  const sold = Number((await platform.getByLabel(/^Cards sold: /).textContent())!.trim());
  expect(sold).toBeGreaterThanOrEqual(12);
  await expect(platform.getByLabel(/^Paid value sold: \$/)).toBeVisible();
  await expect(platform.getByLabel(/^Refunded: \$/)).toBeVisible();
  await expect(platform.getByLabel(/^Outstanding: \$/)).toBeVisible();
  await snap(root, 'superadmin-platform-desktop');
  await root.close();
});
