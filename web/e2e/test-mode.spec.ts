import { expect, test, type Page } from '@playwright/test';
import { buyForMyself, createGiftCard, registerBusiness, snap, uniqueEmail, waitForMail, PHONE, DESKTOP, WIDTHS } from './support';

const BANNER = 'Test mode — cards bought here have no value';
const TEST_CARD = '4111111111111111';

/** The page's own admin session: registered through the API with one gift card. */
async function seedBusiness(page: Page): Promise<string> {
  const slug = await registerBusiness(page.request, `Lighthouse Cafe ${Date.now()}`, 'testmode');
  await createGiftCard(page.request, {
    name: 'Lighthouse Breakfast',
    description: 'Breakfast for two by the sea.',
    amount: '40',
    discount: '0',
    color: '#0f766e',
  });
  return slug;
}

/** Buys the business's card in the purchase dialog with the test card number the dialog itself shows; answers the buyer's email. */
async function buyInDialog(page: Page, slug: string, shot: string): Promise<string> {
  const email = uniqueEmail('tess');
  await page.goto(`/${slug}/giftcards`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
  await expect(dialog.getByText(BANNER)).toBeVisible();
  await buyForMyself(dialog, { name: 'Tess Tester', email, phone: '2065550100' });
  await dialog.getByLabel('Card number').fill(TEST_CARD);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Postal code').fill('94103');
  await snap(page, `${shot}-payment`);
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible();
  await expect(dialog.getByText('This is a test card: it cannot be spent.')).toBeVisible();
  await snap(page, `${shot}-success`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return email;
}

/** The code of the card the buyer was emailed (the holder page link in the email). */
async function codeEmailedTo(email: string): Promise<string> {
  const mail = await waitForMail(email, /.+/);
  // The support helper reads the quoted-printable body byte by byte: the dash comes out as its UTF-8 bytes.
  expect(mail.text).toMatch(/TEST \S+ no value: bought in test mode/);
  return /\/card\/([0-9A-Z]{26})/.exec(mail.text)![1];
}

test('a business in test mode says so everywhere, and its cards are test cards for life (1280 px and 390 px)', async ({ page }) => {
  const slug = await seedBusiness(page);

  // Public pages and the purchase dialog.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${slug}/giftcards`);
  await expect(page.getByText(BANNER)).toBeVisible();
  await snap(page, 'test-mode-storefront-desktop');
  const email = await buyInDialog(page, slug, 'test-mode-purchase-desktop');
  await page.setViewportSize(PHONE);
  await page.goto(`/${slug}/giftcards`);
  await expect(page.getByText(BANNER)).toBeVisible();
  await snap(page, 'test-mode-storefront-phone');
  await buyInDialog(page, slug, 'test-mode-purchase-phone');

  // The holder page.
  const code = await codeEmailedTo(email);
  await page.goto(`/card/${code}`);
  await expect(page.getByText('TEST — no value')).toBeVisible();
  await snap(page, 'test-mode-holder-phone');

  // Every admin page carries the bar; the dashboard's figures are test data.
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  const bar = page.getByRole('note').filter({ hasText: 'Test mode:' });
  await expect(bar).toContainText('connect Square to start selling');
  await expect(page.getByRole('heading', { name: /Dashboard/ }).getByText('Test data')).toBeVisible();
  await snap(page, 'test-mode-dashboard-desktop');
  await page.goto('/orders');
  await expect(bar).toBeVisible();
  await expect(page.getByText('TEST — no value').first()).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await expect(bar).toBeVisible();
  await snap(page, 'test-mode-dashboard-phone');

  // The counter cannot miss it.
  for (const [name, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/redeem');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Look up' }).click();
    const details = page.getByRole('dialog', { name: 'Gift card details' });
    await expect(details.getByText('Test card — no value')).toBeVisible();
    await snap(page, `test-mode-counter-${name}`);
    await details.getByRole('button', { name: 'Close dialog' }).click();
  }

  // The bar leads to Settings: refused credentials, then verified ones, the checklist and the switch to live.
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await bar.getByRole('link', { name: 'connect Square to start selling' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const goLive = page.getByRole('region', { name: 'Go live' });
  await expect(goLive.getByText('Square credentials verified: to do')).toBeAttached();
  await expect(goLive.getByText('A test purchase done: done')).toBeAttached();
  await expect(goLive.getByRole('button', { name: 'Switch to live' })).toBeDisabled();
  await page.getByLabel('Square application ID').fill('bogus');
  await page.getByLabel('Square location ID').fill('LTESTACTIVE');
  await page.getByLabel('Square access token').fill('EAAA-lighthouse-token');
  await page.getByRole('button', { name: 'Save Square credentials' }).click();
  await expect(page.getByText(/^Failed to save settings: the application id is not a Square application id/)).toBeVisible();
  await snap(page, 'test-mode-settings-refused-desktop');
  await page.getByLabel('Square application ID').fill('sq0idp-lighthouse');
  await page.getByLabel('Square access token').fill('EAAA-lighthouse-token');
  await page.getByRole('button', { name: 'Save Square credentials' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await expect(goLive.getByText('Square credentials verified: done')).toBeAttached();
  await snap(page, 'test-mode-go-live-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'test-mode-go-live-phone');
  await goLive.getByRole('button', { name: 'Switch to live' }).click();
  await goLive.getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText(/Your business is live: new purchases are real payments/)).toBeVisible();
  await expect(bar).toHaveCount(0);
  await snap(page, 'test-mode-live-phone');

  // Live: no banner for buyers; the old card stays a test card.
  await page.goto(`/${slug}/giftcards`);
  await expect(page.getByRole('button', { name: 'Buy Now' }).first()).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await page.goto(`/card/${code}`);
  await expect(page.getByText('TEST — no value')).toBeVisible();
  await expect(page.getByText('This is a test card and has no value.')).toBeVisible();
  await snap(page, 'test-mode-live-holder-phone');
  // A live counter refuses it, in the same words.
  await page.goto('/redeem');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('This is a test card and has no value.')).toBeVisible();
  await snap(page, 'test-mode-live-counter-refused-phone');

  // Live figures count live sales only; the test activity is one switch away, and one action deletes it.
  await page.setViewportSize(DESKTOP);
  await page.goto('/orders');
  await expect(page.getByText('0 customers')).toBeVisible();
  await page.getByLabel('Show test data').check();
  await expect(page.getByText('2 customers')).toBeVisible();
  await expect(page.getByText('Test data', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  const sold = page.locator('.dash-stat').filter({ hasText: 'Total Gift Cards Sold' });
  await expect(sold).toContainText('0');
  await expect(page.getByText('Test data', { exact: true })).toHaveCount(0);
  await page.getByLabel('Show test data').check();
  await expect(sold).toContainText('2');
  await expect(page.getByText('Test data', { exact: true })).toBeVisible();
  await snap(page, 'test-mode-live-test-data-desktop');
  await page.getByRole('button', { name: 'Delete test data' }).click();
  await expect(sold).toContainText('0');

  // And back: the owner is told what test mode means again.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Switch back to test mode' }).click();
  await expect(page.getByText(/Back in test mode: new purchases are test payments/)).toBeVisible();
  await expect(bar).toBeVisible();
});
