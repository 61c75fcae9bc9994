import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, sellingBusiness, snap, waitForMail, type SellingBusiness } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let business: SellingBusiness;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  business = await sellingBusiness(request, 'refund');
  await request.dispose();
});

async function signIn(page: Page) {
  expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
}

/** Redeems through the counter's calls: the code from the holder's email, then the redemption. */
async function redeemThroughApi(page: Page, code: string, holder: string, amount: number) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': csrf };
  expect((await page.request.post('/api/v1/admin/send-otp-redeem', { headers, data: { email: holder, redeemAmount: amount, qrUniqueCode: code } })).ok()).toBe(true);
  const otp = /^(\d{6}) is your code/.exec((await waitForMail(holder, /is your code to redeem/)).subject)![1];
  expect((await page.request.post('/api/v1/admin/verify-otp-redeem', { headers, data: { email: holder, qrUniqueCode: code, otp } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/admin/redeem', { headers, data: { qrCode: code, amount } })).ok()).toBe(true);
}

for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`an admin refunds a partly redeemed card from /orders, and the counter is told it cannot be redeemed (${width})`, async ({ page }) => {
    const buyerName = `Rhea Refund ${width}`;
    const { code, holder } = await buyCard(page.request, business, buyerName);
    await signIn(page);
    await redeemThroughApi(page, code, holder, 8);
    await page.setViewportSize(viewport);

    await page.goto('/orders?view=customers');
    await page.getByRole('searchbox', { name: 'Search customers by name or email' }).fill(holder);
    await page.getByRole('button', { name: `Manage the gift card of ${buyerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage gift card' });
    await expect(dialog.getByText('Paid value left', { exact: true })).toBeVisible();
    for (const [fact, value] of [['Paid', '$45.00'], ['Redeemed', '$8.00'], ['Paid value left', '$42.00'], ['Bonus value left', '$0.00']]) {
      await expect(dialog.locator('dt', { hasText: new RegExp(`^${fact}$`) }).locator('+ dd')).toHaveText(value);
    }
    await dialog.getByRole('button', { name: 'Refund $42.00' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Enter a reason.');
    await dialog.getByLabel('Reason').fill('Guest moved away');
    await snap(page, `refund-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Refund $42.00' }).click();
    await expect(dialog.getByRole('status')).toContainText('$42.00 refunded. Balance now $0.00 · Refunded.');
    await expect(dialog.locator('dd[data-status]')).toHaveText('Refunded');
    // The card's activity, newest first: the refund with its reason, the redemption (bonus value first), the purchase.
    await dialog.getByText('Activity', { exact: true }).click();
    const entries = dialog.getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Refunded to the buyer−$42.00');
    await expect(entries.nth(0)).toContainText('Guest moved away');
    await expect(entries.nth(1)).toContainText('Redeemed at the counter−$8.00');
    await expect(entries.nth(2)).toContainText('Bought+$50.00');
    await snap(page, `refund-done-${width}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/redeem');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Look up' }).click();
    const details = page.getByRole('dialog', { name: 'Gift card details' });
    await expect(details.getByText('This gift card has been refunded and cannot be redeemed.')).toBeVisible();
    await snap(page, `refund-counter-${width}`);

    // From the card's details at the counter, the same actions: its activity shows the refund.
    await details.getByRole('button', { name: /^Manage card/ }).click();
    const manage = page.getByRole('dialog', { name: 'Manage gift card' });
    await expect(manage.locator('dd[data-status]')).toHaveText('Refunded');
    await manage.getByText('Activity', { exact: true }).click();
    await expect(manage.getByRole('listitem').first()).toContainText('Guest moved away');
    await manage.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Gift card details' })).toBeVisible();
  });
}
