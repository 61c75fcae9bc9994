import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUSINESS_PASSWORD, businessMonth, buyCard, monthBefore, sellingBusinessForFile, snap, WIDTHS } from './support';

/** A business that sold one Bistro Brunch ($50 for $45: $5 bonus) this month. */
const business = sellingBusinessForFile('month-end', async (request) => {
  await buyCard(request, business);
  const thisMonth = await businessMonth(request);
  await expect
    .poll(async () => (await (await request.get(`/api/v1/admin/reports/breakage?month=${thisMonth}`)).json()).outstanding, { timeout: 15_000 })
    .toBe(50);
});

// In order: the desktop sets the rate and closes last month, the phone finds them so.
for (const [width, viewport] of WIDTHS) {
  test(`the month-end tab shows breakage and its rate's source, downloads the journal and closes a month (${width})`, async ({ page }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    const thisMonth = await businessMonth(page.request);
    const lastMonth = monthBefore(thisMonth);
    await page.setViewportSize(viewport);
    await page.goto('/reports');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Month-end' }).click();
    await expect(page).toHaveURL(/\/reports\/month-end$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Month-end' })).toBeVisible();
    const rate = page.getByRole('article', { name: 'Breakage rate' });

    if (width === 'desktop') {
      await expect(rate).toContainText('0%');
      await expect(rate).toContainText('No rate yet');
      await rate.getByLabel('Your breakage rate').fill('95');
      await rate.getByRole('button', { name: 'Save rate' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Enter a breakage rate from 0 to 90%, or leave it empty.' })).toBeVisible();
      await rate.getByLabel('Your breakage rate').fill('15');
      await rate.getByRole('button', { name: 'Save rate' }).click();
    }
    await expect(rate).toContainText('15%');
    await expect(rate).toContainText('Your own rate');

    await page.getByLabel('Month', { exact: true }).fill(thisMonth);
    const breakage = page.getByRole('article', { name: 'Breakage (ASC 606)' });
    await expect(breakage.getByRole('row', { name: /Owed on cards/ }).getByRole('cell')).toHaveText('$50.00');
    await expect(breakage.getByRole('row', { name: /Recognised this month/ }).getByRole('cell')).toHaveText('$0.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, `month-end-${width}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'QuickBooks', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`journal-${thisMonth}-quickbooks.csv`);
    const journal = readFileSync((await download.path())!, 'utf8');
    expect(journal.split('\r\n')[0]).toBe('JournalNo,JournalDate,AccountName,Debits,Credits,Description,Name');
    expect(journal).toContain(`GC-${thisMonth},`);
    expect(journal).toContain(',Gift Card Liability,,45.00,');

    await page.getByLabel('Month', { exact: true }).fill(lastMonth);
    const close = page.getByRole('article', { name: 'Close the month' });
    if (width === 'desktop') {
      await close.getByRole('button', { name: `Close ${lastMonth}` }).click();
      await expect(close.getByRole('alertdialog')).toContainText(`Close ${lastMonth}? Its figures can no longer change.`);
      await close.getByRole('button', { name: 'Close month' }).click();
    }
    await expect(close).toContainText(`by ${business.email}`);
    await expect(close.getByRole('button', { name: `Close ${lastMonth}` })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    // The month field starts at the browser's last month, which the business's time zone may not have reached yet.
    await page.getByLabel('Month', { exact: true }).fill(lastMonth);
    await expect(page.getByRole('article', { name: 'Close the month' })).toContainText('Closed on');
    await snap(page, `month-end-dark-${width}`);
  });
}
