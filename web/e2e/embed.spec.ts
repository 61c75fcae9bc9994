import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import {
  buyForMyself,
  csrfOf,
  cspViolations,
  payWithApprovedCard,
  sellingBusiness,
  signInThroughForm,
  uniqueEmail,
  BUSINESS_PASSWORD,
  DESKTOP,
  PHONE,
} from './support';

/** Screens of the overlay for review, outside the committed screens. */
const SHOTS = '/tmp/pw-embed';
const platform = `http://127.0.0.1:${process.env.E2E_PORT}`;

let slug = '';
let ownerEmail = '';
let site: Server;
/** The business's website (allowed to frame its checkout), and the same page at an address it did not allow. */
let allowed = '';
let other = '';

/** A plain page of the business's own website holding the snippet, recording the messages it receives. */
const hostPage = (businessSlug: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Corner Café</title>
<style>body { font-family: Georgia, serif; margin: 40px; color: #222 } button { font-family: Georgia, serif }</style></head>
<body><h1>Corner Café</h1><p>Fresh bread every morning. Treat a friend:</p>
<script>window.received = []; addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));</script>
<script src="${platform}/embed.js" data-business="${businessSlug}" data-color="#0e7490" async></script>
</body></html>`;

test.beforeAll(async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext({ baseURL: platform });
  ({ slug, email: ownerEmail } = await sellingBusiness(context.request, 'embed'));
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(slug)));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  allowed = `http://localhost:${port}`;
  other = `http://127.0.0.1:${port}`;
  const saved = await context.request.put('/api/v1/admin/settings', { headers: await csrfOf(context.request), data: { embedOrigins: [allowed] } });
  expect(saved.ok()).toBe(true);
  await context.close();
});

test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('the owner finds the snippet in Settings and lists the websites that may show the checkout', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughForm(page, ownerEmail, BUSINESS_PASSWORD);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Sell on your website' });
  await expect(card.getByLabel('Snippet')).toHaveValue(
    `<script src="${platform}/embed.js" data-business="${slug}" data-color="#6d28d9" async></script>`,
  );
  await card.getByLabel('Button colour').fill('#0e7490');
  await expect(card.getByLabel('Snippet')).toHaveValue(
    `<script src="${platform}/embed.js" data-business="${slug}" data-color="#0e7490" async></script>`,
  );
  const websites = card.getByLabel('Your websites');
  await expect(websites).toHaveValue(allowed);
  await websites.fill(`${allowed}\nshop.example.com`);
  await card.getByRole('button', { name: 'Save websites' }).click();
  await expect(websites).toHaveAccessibleDescription(/Please enter each website as https:\/\/example\.com/);
  await websites.fill(`${allowed}\nhttps://shop.example.com/`);
  await card.getByRole('button', { name: 'Save websites' }).click();
  await expect(card.getByText('Settings saved successfully!')).toBeVisible();
  await expect(websites).toHaveValue(`${allowed}\nhttps://shop.example.com`);
  await card.screenshot({ path: `${SHOTS}/settings-desktop.png` });
});

async function openOverlay(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  const button = page.getByRole('button', { name: 'Buy a gift card' });
  await button.click();
  const overlay = page.getByRole('dialog', { name: 'Buy a gift card' });
  await expect(overlay).toBeVisible();
  return { button, overlay };
}

test('a visitor of the business’s website buys a card in the overlay: the page hears of the order, Escape closes it', async ({ page }) => {
  const violations = cspViolations(page);
  await page.setViewportSize(DESKTOP);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${allowed}/`);
  const button = page.getByRole('button', { name: 'Buy a gift card' });
  await expect(button).toBeVisible();
  // Until it is pressed, the button costs the page its script only.
  expect(requested.filter((url) => url.startsWith(platform))).toEqual([`${platform}/embed.js`]);
  // No global of its own, and the page's styles untouched.
  expect(await page.evaluate(() => Object.keys(window).filter((name) => /gift|vault|embed/i.test(name)))).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe('Georgia, serif');
  await expect(button).toHaveCSS('background-color', 'rgb(14, 116, 144)');

  await button.click();
  const overlay = page.getByRole('dialog', { name: 'Buy a gift card' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
  const frame = page.frameLocator('iframe[title="Gift cards and checkout"]');
  await expect(frame.getByText('Bistro Brunch').first()).toBeVisible({ timeout: 20_000 });
  // The storefront without the site around it: no header with the platform's links, no footer.
  await expect(frame.getByRole('link', { name: 'Explore' })).toHaveCount(0);
  await expect(frame.getByText('Powered by')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/overlay-desktop.png` });

  await frame.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  const purchase = frame.getByRole('dialog', { name: 'Buy Gift Card' });
  await buyForMyself(purchase, { name: 'Sam Site', email: uniqueEmail('embed-buyer'), phone: '2065550123' });
  await payWithApprovedCard(page, purchase);
  await expect(purchase.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/purchased-desktop.png` });

  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toHaveLength(1);
  const [message] = await page.evaluate(
    () => (window as unknown as { received: { origin: string; data: { type: string; orderId: string } }[] }).received,
  );
  expect(message.origin).toBe(platform);
  expect(message.data).toEqual({ type: 'giftcardvault:purchased', orderId: expect.stringMatching(/\S/) });

  await overlay.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(violations).toEqual([]);
});

test('on a phone the overlay fills the screen; its close button closes it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { button, overlay } = await openOverlay(page, allowed);
  const frame = page.frameLocator('iframe[title="Gift cards and checkout"]');
  await expect(frame.getByRole('button', { name: 'Buy Now' }).first()).toBeVisible({ timeout: 20_000 });
  const box = await overlay.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/overlay-phone.png` });
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a website the business did not allow cannot frame its checkout', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const answered = page.waitForResponse((response) => response.url().startsWith(`${platform}/embed/${slug}`));
  await openOverlay(page, other);
  const refused = await answered;
  expect(refused.headers()['content-security-policy']).toContain(`frame-ancestors ${allowed}`);
  // The browser refuses to draw the page in the frame: none of the storefront appears.
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
  expect(page.frames().some((frame) => frame.url().startsWith(`${platform}/embed/`))).toBe(false);
  await expect(page.frameLocator('iframe[title="Gift cards and checkout"]').getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/refused-desktop.png` });
});
