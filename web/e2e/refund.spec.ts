import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, snap, waitForMail, PHONE, DESKTOP, sellingBusinessForFile } from './support';

const business = sellingBusinessForFile('refund');

async function signIn(page: Page) {
  expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
}

/** Redeems through the counter's calls: the code from the holder's email, then the redemption. */
async function redeemThroughApi(page: Page, code: string, holder: string, amount: number) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': csrf };
  expect(
    (await page.request.post('/api/v1/admin/send-otp-redeem', { headers, data: { email: holder, redeemAmount: amount, qrUniqueCode: code } })).ok(),
  ).toBe(true);
  const otp = /^(\d{6}) is your code/.exec((await waitForMail(holder, /is your code to redeem/)).subject)![1];
  expect((await page.request.post('/api/v1/admin/verify-otp-redeem', { headers, data: { email: holder, qrUniqueCode: code, otp } })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/admin/redeem', { headers, data: { qrCode: code, amount } })).ok()).toBe(true);
}

/** Chooses the card action `what` and fills its form, each field found by its label. */
async function fillAction(dialog: Locator, what: string, fields: Array<[label: string | RegExp, value: string]>) {
  await dialog.getByRole('button', { name: what, exact: true }).click();
  for (const [label, value] of fields) await dialog.getByLabel(label).fill(value);
}

/** Asks for `action` with the form as filled: the step states `sentence`; nothing runs until it is confirmed. */
async function confirmAction(page: Page, action: string, sentence: string) {
  const dialog = page.getByRole('dialog', { name: 'Manage gift card' });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  const step = dialog.getByRole('alertdialog');
  await expect(step).toHaveText(new RegExp(`^${sentence.replace(/[$.?()]/g, '\\$&')}`));
  await expect(step.getByRole('button', { name: action, exact: true })).toBeFocused();
  return step;
}

test('each card action states what it will do before it runs, at 1280 and 390 px; a partial refund does not re-arm for the rest', async ({
  page,
}) => {
  const buyerName = 'Rhea Refund';
  const { code, holder } = await buyCard(page.request, business, buyerName); // $45 paid, $5 bonus
  await signIn(page);
  await redeemThroughApi(page, code, holder, 8); // the $5 bonus, then $3 paid
  await page.setViewportSize(DESKTOP);

  await page.goto('/orders');
  await page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' }).fill(holder);
  await page.getByRole('button', { name: `Manage the gift card of ${buyerName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage gift card' });
  const fact = (name: string) => dialog.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('+ dd');
  await expect(fact('Paid value left')).toHaveText('$42.00');
  await dialog.getByRole('button', { name: 'Refund $42.00' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter a reason.');
  await expect(dialog.getByRole('alertdialog')).toHaveCount(0);

  // Reverse: cancelled once with the button, once with Escape (the dialog stays), then confirmed.
  await fillAction(dialog, 'Reverse', [['Reason', 'Rang up the wrong table']]);
  let step = await confirmAction(page, 'Reverse redemption', 'Credit $8.00 back to the card? The card will have $50.00.');
  await step.getByRole('button', { name: 'Cancel' }).click();
  await expect(step).toHaveCount(0);
  await expect(fact('Redeemed')).toHaveText('$8.00');
  step = await confirmAction(page, 'Reverse redemption', 'Credit $8.00 back');
  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reverse redemption' })).toBeFocused();
  step = await confirmAction(page, 'Reverse redemption', 'Credit $8.00 back');
  await step.getByRole('button', { name: 'Reverse redemption' }).click();
  await expect(dialog.getByRole('status')).toContainText('Balance now $50.00 · Active.');

  await fillAction(dialog, 'Adjust', [
    [/^Amount$/, '-5'],
    ['Reason', 'Dessert was not served'],
  ]);
  step = await confirmAction(page, 'Adjust balance', 'Take $5.00 off the card? The card will have $45.00 left.');
  await step.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog.getByRole('status')).toContainText('Balance now $45.00 · Active.');

  await fillAction(dialog, 'Refund', [
    ['Amount to refund', '10'],
    ['Reason', 'Guest asked for part back'],
  ]);
  step = await confirmAction(page, 'Refund $10.00', "Refund $10.00 to the buyer's card ending 5858? The card will have $35.00 left.");
  await snap(page, 'card-action-confirm-desktop');
  await step.getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(dialog.getByRole('status')).toContainText('$10.00 refunded. Balance now $35.00 · Active.');
  // The step closed with the refund: the rest waits for a click and a sentence of its own.
  await expect(dialog.getByRole('alertdialog')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Refund $35.00' })).toBeVisible();
  await expect(fact('Paid value left')).toHaveText('$35.00');

  await fillAction(dialog, 'Void', [['Reason', 'Reported stolen']]);
  step = await confirmAction(page, 'Void card', 'Void the card? It can no longer be spent until it is reactivated; its $35.00 balance is kept.');
  await step.getByRole('button', { name: 'Void card' }).click();
  await expect(dialog.locator('dd[data-status]')).toHaveText('Voided');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The holder page of a voided card: why, no code to show at the counter, and the refund in its history.
  await page.goto(`/card/${code}`);
  await expect(page.getByText('This gift card has been voided by the business')).toBeVisible();
  await expect(page.getByText('Show this QR code at the counter', { exact: false })).toHaveCount(0);
  await expect(page.locator('.hc-history__table tbody tr')).toHaveCount(1);
  await expect(page.locator('.hc-history__table tbody tr').first()).toContainText('Refunded to the buyer');
  await expect(page.locator('.hc-history__table tbody tr').first()).toContainText('−$10.00');
  await snap(page, 'card-voided-desktop');

  // At 390 px, from the counter's "Manage card": reactivate, then refund the rest.
  await page.setViewportSize(PHONE);
  await page.goto('/redeem');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  const details = page.getByRole('dialog', { name: 'Gift card details' });
  await details.getByRole('button', { name: /^Manage card/ }).click();
  await fillAction(dialog, 'Reactivate', [['Reason', 'Found again']]);
  step = await confirmAction(page, 'Reactivate card', 'Reactivate the card? It can be spent again, with its $35.00.');
  await step.getByRole('button', { name: 'Reactivate card' }).click();
  await expect(dialog.locator('dd[data-status]')).toHaveText('Active');
  await fillAction(dialog, 'Refund', [['Reason', 'Guest moved away']]);
  step = await confirmAction(page, 'Refund $35.00', "Refund $35.00 to the buyer's card ending 5858? The card will have $0.00 left.");
  await snap(page, 'card-action-confirm-phone');
  await step.getByRole('button', { name: 'Refund $35.00' }).click();
  await expect(dialog.getByRole('status')).toContainText('$35.00 refunded. Balance now $0.00 · Refunded.');
  // The card's activity, newest first: the refund with its reason first.
  await dialog.getByText('Activity', { exact: true }).click();
  await expect(dialog.getByRole('listitem').first()).toContainText('Refunded to the buyer−$35.00');
  await expect(dialog.getByRole('listitem').first()).toContainText('Guest moved away');
  await snap(page, 'refund-done-phone');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto('/redeem');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(details.getByText('This gift card has been refunded and cannot be redeemed.')).toBeVisible();

  await page.goto(`/card/${code}`);
  await expect(page.getByText('This gift card has been refunded.')).toBeVisible();
  await expect(page.getByText('Show this QR code at the counter', { exact: false })).toHaveCount(0);
  await expect(page.locator('.hc-history__table tbody tr')).toHaveCount(2);
  await snap(page, 'card-refunded-phone');
});
