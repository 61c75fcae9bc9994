import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  buyForMyself,
  cardImage,
  createGiftCard,
  csrfOf,
  goLive,
  registerBusiness,
  snap,
  uniqueEmail,
  PHONE,
  DESKTOP,
  signInThroughForm,
  BUSINESS_PASSWORD,
  WIDTHS,
} from './support';

/** What a business that has started selling notices, each seen at desktop and phone width. */
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const LONG_EMAIL = `maximiliana.featherstonehaugh@longdomain-${Date.now()}.example.com`;
const LONG_NAME = 'Maximiliana Featherstonehaugh';

let business: { name: string; slug: string; cardId: string };
let buyerCounter = 0;

/** A checkout in test mode from a browser at an address of its own. */
async function buy(request: APIRequestContext, slug: string, cardId: string, buyer: { name: string; email: string }): Promise<void> {
  const headers = { 'X-Forwarded-For': `10.89.0.${++buyerCounter}` };
  const form = { id: cardId, purchaseType: 'self', selfInfo: { ...buyer, phone: '(555) 123-4567' } };
  const paid = await request.post('/api/payments/create-payment', {
    headers,
    data: { ...form, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), businessSlug: slug, amount: 1 },
  });
  expect(paid.ok()).toBe(true);
  expect((await request.put('/api/v1/admin/purchase', { headers, data: { ...form, orderId: (await paid.json()).orderId } })).ok()).toBe(true);
}

/** A page signed in as the business's admin (its own browser context, which the caller closes). */
async function adminPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInThroughForm(page, adminEmail, BUSINESS_PASSWORD);
  return page;
}

let adminEmail = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const name = `Featherstone Bistro ${Date.now()}`;
  const email = uniqueEmail('polish');
  const slug = await registerBusiness(context.request, name, 'polish', email);
  adminEmail = email;
  const created = await context.request.post('/api/v1/admin/create-giftcard', {
    headers: await csrfOf(context.request),
    multipart: {
      giftCardName: 'Chef’s tasting',
      giftCardTag: 'Fine Dining',
      description: 'Seven courses.',
      amount: '80',
      discount: '25',
      expirationDate: NEXT_YEAR,
      image: { name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#7c3aed') },
    },
  });
  expect(created.ok()).toBe(true);
  business = { name, slug, cardId: (await created.json()).giftCard._id };
  // One person buying twice, and another once: 3 cards, 2 customers.
  await buy(context.request, slug, business.cardId, { name: LONG_NAME, email: LONG_EMAIL });
  await buy(context.request, slug, business.cardId, { name: LONG_NAME, email: LONG_EMAIL });
  await buy(context.request, slug, business.cardId, { name: 'Bo Li', email: uniqueEmail('bo') });
  await context.close();
});

test('/explore names the business on every card', async ({ page, browser }) => {
  // A live business's card (one in test mode is not listed there).
  const context = await browser.newContext();
  const live = `Featherstone Live ${Date.now()}`;
  await registerBusiness(context.request, live, 'polish-live');
  await goLive(context.request, 'polish-live');
  await createGiftCard(context.request, { name: 'Chef’s tasting', description: 'Seven courses.', amount: '80', discount: '25', color: '#7c3aed' });
  await context.close();
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/explore');
    const tiles = page.locator('article.gc-tile');
    await expect(tiles.first()).toBeVisible({ timeout: 20_000 });
    await expect(tiles.filter({ hasText: 'Chef’s tasting' }).first()).toContainText(live);
    for (const tile of await tiles.all()) await expect(tile.locator('.gc-tile__business')).not.toBeEmpty();
    await snap(page, `explore-business-names-${width}`);
  }
});

/** A line may start with the '@' or after a dot or a hyphen: never inside a word. */
const breaksBetweenWords = (text: string, starts: string[]) =>
  starts.every((start) => start.startsWith('@') || ['.', '-'].includes(text.at(text.length - start.length - 1)!));

/** Where the text of `cell` breaks into lines: the text from each new line's start on. */
function lineStarts(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const text = element.textContent ?? '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: node.textContent![i], top: Math.round(rect.top) });
      }
    }
    const starts: string[] = [];
    chars.forEach((entry, i) => {
      if (i > 0 && entry.top > chars[i - 1].top + 2) starts.push(text.slice(i));
    });
    return starts;
  });
}

test('the orders customer table: order number, amount paid and card code, emails whole, names in at most two lines, customers counted as people', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'customers' })).toHaveText('3 orders · 2 customers');
  await expect(table.locator('thead th')).toHaveText([
    'Order',
    'Name',
    'Email',
    'Gift Card',
    'Card Code',
    'Amount Paid',
    'Redemption Progress',
    'Purchase Date',
    'Redemption History',
  ]);
  const row = rows.filter({ hasText: LONG_NAME }).first();
  await expect(row.locator('td[data-label="Order"] span[title]')).toHaveText(/^#[0-9A-F]{8}$/);
  await expect(row.locator('td[data-label="Amount Paid"]')).toHaveText('$60.00');
  await expect(row.locator('td[data-label="Card Code"]')).toHaveText(/^[0-9A-Z]{26}$/);
  // The balance bar is what is left, as at the counter.
  await expect(row.getByRole('meter', { name: 'Balance left' })).toHaveAttribute('aria-valuenow', '80');

  // An email breaks only before its '@' or after a dot; a name takes one or two lines; the table fits without scrolling.
  const emailBreaks = await lineStarts(row.locator('td[data-label="Email"]'));
  expect(breaksBetweenWords(LONG_EMAIL, emailBreaks)).toBe(true);
  const wrap = page.locator('.table-wrap').filter({ has: table });
  expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const name = row.locator('td[data-label="Name"] strong');
  const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
  expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  await snap(page, 'orders-customers-polish-desktop');

  await page.setViewportSize(PHONE);
  await expect(row.locator('td[data-label="Card Code"]')).toBeVisible();
  expect(breaksBetweenWords(LONG_EMAIL, await lineStarts(row.locator('td[data-label="Email"]')))).toBe(true);
  await snap(page, 'orders-customers-polish-phone');
  await page.context().close();
});

test('deleting a card type that has buyers warns that the cards sold stay valid', async ({ browser }) => {
  for (const [width, viewport] of WIDTHS) {
    const page = await adminPage(browser, viewport);
    await page.goto('/giftcards');
    await page.getByRole('button', { name: 'Delete Chef’s tasting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete gift card' });
    await expect(dialog).toContainText('Are you sure you want to delete this gift card?');
    await expect(dialog.getByRole('status')).toHaveText(/3 of these gift cards have been sold\. They stay valid and can still be redeemed/);
    await snap(page, `giftcards-delete-with-buyers-${width}`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.context().close();
  }
});

test('the header logo changes as soon as a logo is uploaded, and the time zone comes from the address', async ({ browser }) => {
  for (const [viewport, color, shot] of [
    [DESKTOP, '#16a34a', 'settings-logo-header-desktop'],
    [PHONE, '#dc2626', 'settings-logo-header-phone'],
  ] as const) {
    const page = await adminPage(browser, viewport);
    await page.goto('/settings');
    // Registered in Austin, TX: Central time, not UTC.
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/Chicago');
    const header = page.locator('.admin__business img.admin__avatar');
    const before = (await header.count()) > 0 ? await header.getAttribute('src') : null;
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByText('Logo uploaded successfully!')).toBeVisible();
    await expect(header).toHaveAttribute('src', /^\/media\/logos\/[0-9a-f]+\.webp$/);
    expect(await header.getAttribute('src')).not.toBe(before);
    await snap(page, shot);
    await page.context().close();
  }
});

test('with Google Pay chosen there is one pay button; the Payment Completed state shows while the card is issued', async ({ page }) => {
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await buyForMyself(dialog, { name: 'Gia Pay', email: uniqueEmail('gpay'), phone: '2065550111' });
    await expect(dialog.getByRole('button', { name: 'Complete Purchase' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Google Pay' }).check();
    await expect(dialog.getByRole('button', { name: /Buy with Google Pay/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Complete Purchase' })).toHaveCount(0);
    await snap(page, `purchase-google-pay-${width}`);

    // The card is issued a moment after the payment: meanwhile the dialog says the payment is completed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/admin/purchase', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: /Buy with Google Pay/ }).click();
    await expect(dialog.getByText('Payment Completed')).toBeVisible();
    await expect(dialog.getByText('Your payment has been successfully completed.')).toBeVisible();
    await snap(page, `purchase-google-pay-${width}-completed`);
    release();
    await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible();
    await page.unroute('**/api/v1/admin/purchase');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
});

test('signing in shows the LOADING overlay while the request runs', async ({ browser }) => {
  for (const [width, viewport] of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/login');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByPlaceholder('Enter your email').fill(adminEmail);
    await page.getByPlaceholder('Enter your password').fill('business-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveText('LOADING');
    await snap(page, `login-loading-${width}`, { requestHeld: true });
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  }
});

test('the landing form’s error banner shows below the sticky header, not under it', async ({ page }) => {
  for (const [viewport, shot] of [
    [PHONE, 'landing-interest-error-phone'],
    [DESKTOP, 'landing-interest-error-desktop'],
  ] as const) {
    await page.setViewportSize(viewport);
    // The intro video counts as seen for this session.
    await page.addInitScript(() => sessionStorage.setItem('gv_intro_seen', '1'));
    await page.goto('/');
    await page.getByLabel(/phone/i).first().fill('123');
    await page.getByRole('button', { name: /submit/i }).click();
    const banner = page.getByText('Please fix the highlighted fields.');
    await expect(banner).toBeInViewport();
    // The page scrolls smoothly: the banner's place is checked once the scroll has settled.
    const gapBelowHeader = async () => {
      const header = (await page.locator('.landing-header').boundingBox())!;
      return (await banner.boundingBox())!.y - (header.y + header.height);
    };
    await expect.poll(gapBelowHeader).toBeGreaterThanOrEqual(0);
    // The viewport as the visitor sees it (snap takes the full page).
    await page.screenshot({ path: join(import.meta.dirname, 'screens', `${shot}.png`) });
  }
});
