import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, snap, WIDTHS, sellingBusinessForFile } from './support';

/** Two $50 cards sold at 10% off ($45 paid, $5 bonus each); one refunded in full, its bonus value forfeited. */
const business = sellingBusinessForFile('reports', async (request) => {
  await buyCard(request, business, 'Rae Reports');
  const { code } = await buyCard(request, business, 'Rex Refund');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  expect(
    (await request.post(`/api/v1/admin/issued-cards/${code}/refund`, { headers: { 'X-CSRF-Token': csrf }, data: { reason: 'Changed plans' } })).ok(),
  ).toBe(true);
});

for (const [width, viewport] of WIDTHS) {
  test(`the liability report for a custom range reconciles: sold less refunded is owed, by card type (${width})`, async ({ page }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Outstanding', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill('2021-01-01');
    // Through a month from now: the cards (valid for 90 days) are still owed then.
    await page.getByLabel('To', { exact: true }).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const movement = page.getByRole('article', { name: 'Movement' });
    const line = (name: string) => movement.getByRole('row', { name: new RegExp(`^${name.replace(/[+=]/g, '\\$&')} `) }).getByRole('cell');
    // Each line under its glossary label (decision 0074): the refund gave back $45 paid value; its $5 bonus was forfeited.
    await expect(line('+ Face value sold')).toHaveText('$100.00');
    await expect(line('− Refunded')).toHaveText('$45.00');
    await expect(line('− Forfeited')).toHaveText('$5.00');
    await expect(line('= Closing')).toHaveText('$50.00');
    const outstanding = page.getByRole('article', { name: 'Outstanding', exact: true });
    await expect(outstanding.getByText('$50.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Outstanding by card type' }).getByRole('row', { name: /Bistro Brunch/ })).toContainText(
      '$45.00$5.00$50.00',
    );
    const activity = page.getByRole('article', { name: 'Sales, redemptions and refunds' });
    await activity.getByRole('button', { name: 'Month' }).click();
    await expect(activity.locator('.highcharts-root')).toBeVisible();
    await expect(activity.locator('dt', { hasText: 'Top cards' }).locator('+ dd')).toHaveText('Bistro Brunch (2, $100.00)');
    await expect(activity.locator('dt', { hasText: 'Redemption rate' }).locator('+ dd')).toHaveText('0.0%');
    await expect(activity.locator('dt', { hasText: 'Cards sold' }).locator('+ dd')).toHaveText('2');
    await expect(activity.locator('dt', { hasText: 'Paid value sold' }).locator('+ dd')).toHaveText('$90.00');
    await snap(page, `reports-custom-${width}`);

    // The ledger export of the range, downloaded and read back: its moves add up to what is owed.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ledger', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ledger-2021-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual(['Date', 'Kind', 'Gift card', 'Card id', 'Buyer email', 'Paid value', 'Bonus value', 'Total']);
    expect(rows.map((row) => row[1]).toSorted()).toEqual(['Face value sold', 'Face value sold', 'Forfeited', 'Refunded']);
    expect(rows.reduce((cents, row) => cents + Math.round(Number(row[7]) * 100), 0)).toBe(5000);

    // A range before any sale: nothing owed.
    await page.getByLabel('To', { exact: true }).fill('2021-01-31');
    await expect(line('= Closing')).toHaveText('$0.00');
    await expect(page.getByText('Nothing is owed on any card at the end of this range.')).toBeVisible();
  });
}
