import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, sellingBusinessForFile, snap, uniqueEmail, WIDTHS } from './support';

const rose = uniqueEmail('rose');

/** Gina gives Rose a card; Rose buys one for herself too. */
const business = sellingBusinessForFile('customers', async (request) => {
  await buyCard(request, business, 'Gina Giver', { name: 'Rose Recipient', email: rose });
});

for (const [width, viewport] of WIDTHS) {
  test(`customers: search finds a gift's recipient, the drawer shows her card and its actions (${width})`, async ({ page }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/customers');
    await expect(page.getByRole('button', { name: 'Gina Giver' })).toBeVisible();

    // Sorted by what they hold, Rose (the card's holder) comes before Gina (who gave it away).
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('balance');
    await expect(page.locator('.customers__table tbody tr').first()).toContainText('Rose Recipient');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Customers', exact: true }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.startsWith('\uFEFFEmail,Name,Phone,Cards bought,Cards received,Total spent,Outstanding balance,Last activity\r\n')).toBe(true);
    expect(csv).toContain(`${rose},Rose Recipient,,0,1,0.00,50.00,`);

    await page.getByRole('searchbox', { name: 'Search customers by name or email' }).fill('rose');
    await expect(page.getByRole('button', { name: 'Gina Giver' })).toHaveCount(0);
    const row = page.getByRole('row', { name: /Rose Recipient/ });
    await expect(row.locator('td[data-label="Received"]')).toHaveText('1');
    await expect(row.locator('td[data-label="Outstanding"]')).toHaveText('$50.00');
    await snap(page, `customers-search-${width}`);

    await row.getByRole('button', { name: 'Rose Recipient' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rose Recipient' });
    await expect(drawer.getByText('Gift from Gina Giver to Rose Recipient', { exact: false })).toBeVisible();
    await snap(page, `customers-drawer-${width}`);
    await drawer.getByRole('button', { name: 'Manage card' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage gift card' }).locator('dd[data-status]')).toHaveText('Active');
  });
}
