import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';
import { buyCard, createGiftCard, goLive, sellingBusiness, uniqueEmail, waitForMail, WIDTHS, type SellingBusiness, reviewShots } from './support';

/** What an owner finds where they look: the orders table, Customers in the sidebar, the sign-up story, /explore, the super admin. */

/** With OWNERS_TOUR_SHOTS set, each screen looked at in light and in dark, saved there for review. */
const look = reviewShots('OWNERS_TOUR_SHOTS');

let business: SellingBusiness;
let codes: { self: string; gift: string };
let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  business = await sellingBusiness(context.request, 'owners-tour');
  const self = await buyCard(context.request, business, 'Sally Self');
  const gift = await buyCard(context.request, business, 'Gus Giver', { name: 'Rory Recipient', email: uniqueEmail('rory') });
  codes = { self: self.code, gift: gift.code };
  ownerState = await context.storageState();
  await context.close();
});

const ownerPage = async (browser: Browser, viewport: { width: number; height: number }) =>
  (await browser.newContext({ viewport, storageState: ownerState })).newPage();

for (const [width, viewport] of WIDTHS) {
  test(`the orders table is the first thing /orders shows: searched, filtered and managed (${width})`, async ({ browser }) => {
    const page = await ownerPage(browser, viewport);
    await page.goto('/orders');
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'orders' })).toHaveText(/^2 orders · 2 customers/);
    for (const row of await rows.all()) await expect(row.getByRole('button', { name: /^Manage the gift card of / })).toBeVisible();
    await look(page, `orders-table-${width}`);

    const search = page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' });
    await search.fill(codes.gift.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Gus Giver');
    await search.fill('rory');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Gift for Rory Recipient');
    const orderNumber = (await rows.first().locator('td[data-label="Order"] span[title]').textContent())!;
    await search.fill('');
    await expect(rows).toHaveCount(2);
    await search.fill(orderNumber);
    await expect(rows).toHaveCount(1);
    await search.fill('');

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'For themselves' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Sally Self');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Voided' });
    await expect(page.getByText('No orders match this search and these filters.')).toBeVisible();
    await look(page, `orders-table-filtered-${width}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('textbox', { name: 'From' }).fill('2020-01-01');
    await page.getByRole('textbox', { name: 'To' }).fill('2099-12-31');
    await expect(rows).toHaveCount(2);

    await rows.filter({ hasText: 'Sally Self' }).getByRole('button', { name: 'Manage the gift card of Sally Self' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage gift card' });
    await expect(manage).toBeVisible();
    await look(page, `orders-manage-${width}`);
    await page.keyboard.press('Escape');

    // Each gift card with its buyers is one click away, and its buyers are managed there too.
    await page.getByRole('button', { name: 'By gift card' }).click();
    await page.getByRole('button', { name: 'View Buyers' }).click();
    const buyers = page.getByRole('dialog', { name: 'Buyers of Bistro Brunch' });
    await expect(buyers.getByRole('button', { name: /^Manage the gift card of / })).toHaveCount(2);
    await look(page, `orders-buyers-${width}`);
    await buyers.getByRole('button', { name: 'Manage the gift card of Gus Giver' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage gift card' })).toBeVisible();
    await page.context().close();
  });

  test(`Customers is in the sidebar, for the roles that may open it (${width})`, async ({ browser }) => {
    const page = await ownerPage(browser, viewport);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    if (width === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(nav.getByRole('link')).toContainText(['Dashboard', 'GiftCards', 'Orders', 'Customers', 'Corporate orders']);
    await look(page, `sidebar-customers-${width}`);
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await page.context().close();
  });

  test(`the landing page leads to self-registration, and "Talk to us" is for help; its thanks are in view (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => sessionStorage.setItem('gv_intro_seen', '1'));
    await page.goto('/');
    await page.waitForLoadState('networkidle'); // the server-drawn form is React's before it is typed in
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Register your business' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '#talk-to-us');
    await expect(page.getByText(/review and approve within 24 hours/)).toHaveCount(0);
    const talk = page.locator('#talk-to-us');
    await expect(talk.getByRole('heading', { name: 'Talk to us' })).toBeVisible();
    await expect(talk).toContainText('Prefer a hand getting set up?');
    await expect(talk.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    await look(page, `landing-${width}`);

    const email = uniqueEmail('talk');
    await talk.getByLabel('Business name').fill('Harbor Help Cafe');
    await talk.getByLabel('Business type').selectOption('Cafe / Bakery');
    await talk.getByLabel('Contact name').fill('Hana');
    await talk.getByLabel('Email').fill(email);
    await talk.getByLabel(/Notes/).fill('We would like help with our first cards.');
    await talk.getByRole('button', { name: 'Submit your request' }).click();
    const thanks = page.getByText(
      "Registration submitted successfully! Please check your email for confirmation and next steps. We'll be in touch within 24 hours.",
    );
    await expect(thanks).toBeInViewport();
    await look(page, `landing-talk-to-us-sent-${width}`);
    await waitForMail(email, /registration/i);
  });

  test(`a business in test mode is not on /explore, and its own storefront sells, saying "Test mode"; live, it is listed (${width})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const context = await browser.newContext();
    const testing = await sellingBusiness(context.request, 'explore-test-mode');
    const name = `Hidden Tasting ${Date.now()}`;
    await createGiftCard(context.request, { name, description: 'Only on its own page.', amount: '40', discount: '0', color: '#0e7490' });

    const explored = async () => {
      await page.goto('/explore');
      await page.waitForLoadState('networkidle'); // the server-drawn page is React's before it is typed in
      const search = page.getByRole('searchbox', { name: 'Search Gift Cards' });
      await search.fill(name);
      await expect(search).toHaveValue(name);
      await page.waitForLoadState('networkidle');
    };
    await explored();
    await expect(page.locator('.sf-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await look(page, `explore-without-test-mode-${width}`);

    await page.goto(`/${testing.slug}/giftcards`);
    await expect(page.getByRole('note').filter({ hasText: 'Test mode' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' }).first()).toBeVisible();
    await look(page, `storefront-test-mode-${width}`);

    await goLive(context.request, `explore-${width}`);
    await context.close();
    await expect(async () => {
      await explored();
      await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test(`/superadmin opens the super admin sign-in; a request is approved or rejected with a reason, its notes read only (${width})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [rejected, approved] = [uniqueEmail('reject-me'), uniqueEmail('approve-me')];
    for (const [email, businessName] of [
      [rejected, 'Rejected Diner'],
      [approved, 'Approved Bakery'],
    ]) {
      const sent = await request.post('/api/v1/admin/registration-interest', {
        data: { businessName, businessType: 'Cafe / Bakery', contactName: 'Ada', email, notes: `Notes of ${businessName}` },
      });
      expect(sent.status()).toBe(201);
    }

    await page.goto('/superadmin');
    await expect(page).toHaveURL(/\/superlogin$/);
    await expect(page.getByRole('heading', { name: 'Super Admin Login' })).toBeVisible();
    await page.getByLabel('Email').fill(SUPER_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
    await page.goto('/superadmin');
    await expect(page).toHaveURL(/\/superadmin\/dashboard$/);

    const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });
    await rowOf(rejected).getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration request' });
    await expect(dialog.getByText('Notes of Rejected Diner')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Notes/ })).toHaveCount(0);
    const reject = dialog.getByRole('button', { name: 'Reject' });
    // A reason is optional (spec §4); when given, the applicant's email carries it.
    await expect(reject).toBeEnabled();
    await dialog.getByLabel('Reason').fill('Outside our service area.');
    await look(page, `superadmin-request-${width}`);
    await reject.click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(rejected)).toContainText(/rejected/i);

    await rowOf(approved).getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(approved)).toContainText(/approved/i);
    await page.evaluate(() => localStorage.clear());
  });
}
