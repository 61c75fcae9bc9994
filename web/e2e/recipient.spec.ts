import { expect, test } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, snap, uniqueEmail, waitForMail, WIDTHS, sellingBusinessForFile } from './support';

const business = sellingBusinessForFile('recipient');

for (const [width, viewport] of WIDTHS) {
  test(`an admin sends a misaddressed gift to its right recipient; the old holder page says the card moved (${width})`, async ({ page }) => {
    const buyerName = `Gina Giver ${width}`;
    const right = uniqueEmail('rita');
    const { code } = await buyCard(page.request, business, buyerName, { name: 'Rita Recipient', email: right.replace('@', '@wrong-') });
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);

    await page.goto('/orders');
    await page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' }).fill(buyerName);
    await page.getByRole('button', { name: `Manage the gift card of ${buyerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage gift card' });
    await dialog.getByRole('button', { name: 'Recipient', exact: true }).click();
    await dialog.getByLabel('Recipient email').fill('rita@');
    await dialog.getByRole('button', { name: 'Send to the new recipient' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Recipient email').fill(right);
    await dialog.getByLabel('Reason').fill('Typo in the address');
    await snap(page, `recipient-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Send to the new recipient' }).click();
    const step = dialog.getByRole('alertdialog');
    await expect(step).toContainText(`Send the card to Rita Recipient at ${right}? They get a new code, and the old code stops working at once.`);
    await step.getByRole('button', { name: 'Send to the new recipient' }).click();
    await expect(dialog.getByRole('status')).toContainText(`The card went to ${right} under a new code`);
    await snap(page, `recipient-done-${width}`);

    // The only email to the right address: the gift to unwrap, under its new code (the code itself waits for the reveal page).
    const received = await waitForMail(right, /.+/);
    expect(received.text).not.toContain('Gift card code:');
    const newCode = /Open your gift: \S+\/card\/(\w{26})\/reveal/.exec(received.text)![1];
    expect(newCode).not.toBe(code);

    await page.goto(`/card/${code}`);
    await expect(page.getByText('This gift card was moved to a new code, sent by email to its new holder.')).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await snap(page, `recipient-old-card-${width}`);

    await page.goto(`/card/${newCode}`);
    await expect(page.getByText(newCode)).toBeVisible();
    await expect(page.locator('.hc-face__amount')).toHaveText('$50.00');
  });
}
