import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  buyForMyself,
  cardImage,
  cspViolations,
  dataDir,
  fillBuyer,
  registerBusiness,
  snap,
  uniqueEmail,
  waitForIdle,
  waitForMail,
  PHONE,
  DESKTOP,
  type Buyer,
} from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

const CARD = { name: 'Harbor Tasting Menu', amount: '50', discount: '10' };
const APPROVED = { number: '4111111111111111', expiry: '12/34', cvv: '123', postal: '94103' };
const DECLINED = { ...APPROVED, number: '4000000000000002' };

let slug = '';

/** A business registered through the API with one gift card, created as its admin; with `settings` (Square credentials), saved and live. */
async function seedBusiness(browser: Browser, settings?: Record<string, string>): Promise<string> {
  const context = await browser.newContext();
  const restaurantName = `Harbor Kitchen ${Date.now()}`;
  const businessSlug = await registerBusiness(context.request, restaurantName, 'purchase');
  const headers = { 'X-CSRF-Token': (await context.cookies()).find((cookie) => cookie.name === 'gv_csrf')?.value ?? '' };
  const created = await context.request.post('/api/v1/admin/create-giftcard', {
    headers,
    multipart: {
      giftCardName: CARD.name,
      giftCardTag: 'Fine Dining',
      description: 'Seven courses by the water.',
      amount: CARD.amount,
      discount: CARD.discount,
      expirationDate: inDays(120),
      image: { name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#0e7490') },
    },
  });
  expect(created.ok()).toBe(true);
  if (settings) {
    expect((await context.request.put('/api/v1/admin/settings', { headers, data: { restaurantName, businessSlug, ...settings } })).ok()).toBe(true);
    expect((await context.request.post('/api/v1/admin/go-live', { headers })).ok()).toBe(true);
  }
  await context.close();
  return businessSlug;
}

test.beforeAll(async ({ browser }) => {
  slug = await seedBusiness(browser);
});

async function openDialog(page: Page, businessSlug = slug): Promise<Locator> {
  // Once the page's code has taken over what the server drew (it loads after the page's main picture).
  await page.goto(`/${businessSlug}/giftcards`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
  await expect(dialog.getByText(CARD.name)).toBeVisible();
  return dialog;
}

async function fillCard(dialog: Locator, card: typeof APPROVED) {
  await dialog.getByLabel('Card number').fill(card.number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await dialog.getByLabel('CVV').fill(card.cvv);
  await dialog.getByLabel('Postal code').fill(card.postal);
}

/** Steps 1 and 2 for a purchase for oneself, ending on the payment step. */
async function toPaymentStep(dialog: Locator, buyer: Buyer) {
  await buyForMyself(dialog, buyer);
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
}

async function expectPurchased(dialog: Locator) {
  await expect(dialog.getByText('Payment Completed')).toBeVisible();
  await expect(dialog.getByText('Your payment has been successfully completed.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible();
  await expect(dialog.getByText('Thank you for your purchase. A confirmation email has been sent to your inbox.')).toBeVisible();
}

/** Every email to `to` in the platform's mail folder. */
function mailsTo(to: string): string[] {
  const dir = join(dataDir(), 'mail');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((raw) => (/^To: (.*)$/m.exec(raw)?.[1] ?? '').includes(to));
}

test('a visitor buys a card for themself with the test card: steps, validation, Payment Completed, success screen and the email', async ({
  page,
}) => {
  const violations = cspViolations(page);
  await page.setViewportSize(DESKTOP);
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('button', { name: 'Complete Purchase' })).toHaveCount(0);
  await snap(page, 'purchase-step1-desktop');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please select a purchase type');
  await dialog.getByText('For Myself').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByText('This field is mandatory')).toHaveCount(3);
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('This field is mandatory');
  await dialog.getByLabel('Email').fill('not an email');
  await dialog.getByLabel('Phone').fill('55512');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid phone number/);
  await snap(page, 'purchase-step2-errors-desktop');

  const buyer = { name: 'Sam Buyer', email: uniqueEmail('self'), phone: '206555012345' };
  await fillBuyer(dialog, buyer);
  await expect(dialog.getByLabel('Phone')).toHaveValue('(206) 555-0123');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(buyer.email);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText('Test mode — no real card is charged')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please fill in all payment details');
  await snap(page, 'purchase-step3-desktop');

  await fillCard(dialog, APPROVED);
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expectPurchased(dialog);
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'View your gift card' })).toHaveAttribute('href', /\/card\/[0-9A-Z]{26}$/);
  // This platform has no wallet keys: the buttons are there, signed by local keys and marked as test passes.
  await expect(dialog.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  await expect(dialog.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', /\/api\/wallet\/apple\/[0-9A-Z]{26}\.pkpass$/);
  await expect(dialog.getByText(/^Test pass/)).toBeVisible();
  await snap(page, 'purchase-success-desktop');

  const mail = await waitForMail(buyer.email, /.+/);
  expect(mail.text).toContain(CARD.name);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The SDK stand-in runs under the platform's strict CSP (no inline script, no eval).
  expect(violations).toEqual([]);
});

test('a visitor buys a card as a gift: the recipient and the buyer are emailed', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByText('As a Gift').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Who receives the gift?' })).toBeFocused();
  await dialog.getByLabel("Recipient's name").fill('Riley Recipient');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await dialog.getByText('For Myself').click();
  await dialog.getByText('As a Gift').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel("Recipient's name")).toHaveValue('');

  const recipient = uniqueEmail('recipient');
  const sender = uniqueEmail('sender');
  await dialog.getByLabel("Recipient's name").fill('Riley Recipient');
  await dialog.getByLabel("Recipient's email").fill(recipient);
  await expect(dialog.getByLabel('Personal message (optional)')).toHaveAttribute('rows', '4');
  await dialog.getByLabel('Personal message (optional)').fill('Happy birthday, Riley!');
  await dialog.getByLabel('Your name').fill('Sage Sender');
  await dialog.getByLabel('Your email').fill(sender);
  await dialog.getByLabel('Your phone').fill('2065550199');
  await snap(page, 'purchase-step2-gift-desktop');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillCard(dialog, APPROVED);
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expectPurchased(dialog);
  // The gift and when it goes; Riley's wallet buttons and holder page are not the buyer's to open.
  const sent = dialog.getByRole('region', { name: 'Your gift' });
  await expect(sent).toContainText('For Riley Recipient');
  await expect(sent).toContainText('Sent now by email');
  await expect(dialog.getByRole('link', { name: /Wallet|View your gift card/ })).toHaveCount(0);

  const gift = await waitForMail(recipient, /.+/);
  expect(gift.text).toContain('Sage Sender');
  expect(gift.text).toContain('Happy birthday, Riley!');
  await waitForMail(sender, /.+/);
});

test('a declined card shows its reason; a retry with the approved card succeeds with one charge', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/payments/create-payment')) keys.push(request.postDataJSON().idempotencyKey);
  });
  const dialog = await openDialog(page);
  const buyer = { name: 'Dana Decline', email: uniqueEmail('decline'), phone: '2065550100' };
  await toPaymentStep(dialog, buyer);

  await fillCard(dialog, DECLINED);
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/declined/i);
  await expect(dialog.getByText('Payment Completed')).toHaveCount(0);
  await snap(page, 'purchase-declined-desktop');

  await fillCard(dialog, { ...APPROVED, cvv: '911' });
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/CVV|security code/i);

  await fillCard(dialog, APPROVED);
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expectPurchased(dialog);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(3);

  await waitForMail(buyer.email, /.+/);
  // A second email would come from a retried send right behind the first: none may have come once nothing is in flight.
  await waitForIdle();
  expect(mailsTo(buyer.email)).toHaveLength(1);
});

test('Google Pay and Cash App Pay stand-ins pay in test mode; a declined Cash App payment says so', async ({ page }) => {
  let dialog = await openDialog(page);
  await toPaymentStep(dialog, { name: 'Gia Wallet', email: uniqueEmail('gpay'), phone: '2065550111' });
  await dialog.getByRole('radio', { name: 'Google Pay' }).check();
  await expect(dialog.getByLabel('Card number')).toBeHidden();
  await dialog.getByRole('button', { name: /Buy with Google Pay/ }).click();
  await expectPurchased(dialog);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  dialog = await openDialog(page);
  const cashBuyer = { name: 'Cass Cash', email: uniqueEmail('cashapp'), phone: '2065550122' };
  await toPaymentStep(dialog, cashBuyer);
  await dialog.getByRole('button', { name: /Cash App Pay/ }).click();
  const approval = page.getByRole('dialog', { name: /Cash App Pay/ });
  await expect(approval).toBeVisible();
  await snap(page, 'purchase-cash-app-desktop');
  await approval.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Cash App Pay payment failed. Try another method.');

  await dialog.getByRole('button', { name: /Cash App Pay/ }).click();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expectPurchased(dialog);
  await waitForMail(cashBuyer.email, /.+/);
});

test('the whole purchase works with the keyboard alone', async ({ page }) => {
  await page.goto(`/${slug}/giftcards`, { waitUntil: 'networkidle' });
  const buyNow = page.getByRole('button', { name: 'Buy Now' }).first();
  await buyNow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
  await expect(dialog.getByRole('radio', { name: /For Myself/ })).toBeFocused();

  await page.keyboard.press('Enter'); // submits step 1 without a choice
  await expect(dialog.getByRole('alert')).toContainText('Please select a purchase type');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: /For Myself/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Kay Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('2065550177');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Payment' })).toBeFocused();

  await dialog.getByLabel('Card number').waitFor();
  await page.keyboard.press('Tab'); // the Credit card radio
  await expect(dialog.getByRole('radio', { name: 'Credit card' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  for (const value of [APPROVED.number, APPROVED.expiry, APPROVED.cvv]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(APPROVED.postal);
  await page.keyboard.press('Enter');
  await expectPurchased(dialog);
  await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buyNow).toBeFocused();
});

test('at 390 px wide every step fits and the purchase completes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const dialog = await openDialog(page);
  await snap(page, 'purchase-step1-phone');
  await dialog.getByText('As a Gift').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await snap(page, 'purchase-step2-phone');
  await dialog.getByLabel("Recipient's name").fill('Pat Phone');
  await dialog.getByLabel("Recipient's email").fill(uniqueEmail('phone-recipient'));
  await dialog.getByLabel('Your name').fill('Max Mobile');
  await dialog.getByLabel('Your email').fill(uniqueEmail('phone-sender'));
  await dialog.getByLabel('Your phone').fill('2065550188');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await snap(page, 'purchase-step3-phone');
  const overflow = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fillCard(dialog, APPROVED);
  await snap(page, 'purchase-step3-card-phone');
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  await expectPurchased(dialog);
  await snap(page, 'purchase-success-phone');
});

test("with Square sandbox credentials the dialog loads Square's script from its CDN and says nothing of test mode", async ({ page, browser }) => {
  const sandboxSlug = await seedBusiness(browser, {
    squareApplicationId: 'sandbox-sq0idb-e2e-sandbox-app',
    // The emulator's active test location (SQUARE_API_URL points credential checks at it).
    squareLocationId: 'LTESTACTIVE',
    squareAccessToken: 'EAAAE2E-sandbox-access-token',
  });
  // Square's CDN is out of reach here: the stand-in answers in its place, as the real script would load.
  const cdn: string[] = [];
  await page.route('https://sandbox.web.squarecdn.com/v1/square.js', (route) => {
    cdn.push(route.request().url());
    return route.fulfill({ path: join(import.meta.dirname, '../public/square-test-sdk.js'), contentType: 'application/javascript' });
  });
  const dialog = await openDialog(page, sandboxSlug);
  await toPaymentStep(dialog, { name: 'Sandy Box', email: uniqueEmail('sandbox'), phone: '2065550155' });
  expect(cdn).toHaveLength(1);
  await expect(dialog.getByText('Test mode — no real card is charged')).toHaveCount(0);
  await expect(dialog.getByText('Test mode — cards bought here have no value')).toHaveCount(0);
});
