import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, csrfOf, sellingBusinessForFile, WIDTHS } from './support';

const today = new Date().toISOString().slice(0, 10);
/** Six years on: the card bought today has then been dormant past New York's five years (a forecast: never filed). */
const later = `${Number(today.slice(0, 4)) + 6}${today.slice(4)}`;
const HOLDER = {
  name: 'Harbor Bistro LLC',
  taxId: '123456789',
  street: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  contactName: 'Ann Owner',
  contactPhone: '5185550100',
  contactEmail: 'owner@example.com',
};

/** A New York holder that sold one Bistro Brunch ($50 for $45) today. */
const business = sellingBusinessForFile('unclaimed', async (request) => {
  const settings = await (await request.get('/api/v1/admin/reports/month-end-settings')).json();
  expect(
    (await request.put('/api/v1/admin/reports/month-end-settings', { data: { ...settings, holder: HOLDER }, headers: await csrfOf(request) })).ok(),
  ).toBe(true);
  await buyCard(request, business);
  await expect
    .poll(async () => (await (await request.get(`/api/v1/admin/reports/unclaimed?asOf=${later}`)).json()).states?.length, { timeout: 15_000 })
    .toBe(1);
});

for (const [width, viewport] of WIDTHS) {
  test(`the unclaimed property tab lists a state, downloads its holder report and asks before filing (${width})`, async ({ page }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/reports');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Unclaimed property' }).click();
    await expect(page).toHaveURL(/\/reports\/unclaimed$/);
    await expect(page.getByText('No card is dormant past its state’s period on this day.')).toBeVisible();

    await page.getByLabel('Dormant on').fill(later);
    const newYork = page.getByRole('article', { name: 'New York' });
    await expect(newYork).toContainText('$45.00');
    await expect(newYork).toContainText('N.Y. Aband. Prop. Law §1315');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/pw-escheat/unclaimed-${width}.png`, fullPage: true });

    const downloading = page.waitForEvent('download');
    await newYork.getByRole('button', { name: 'NY (NAUPA)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`unclaimed-NY-${later}.txt`);
    const lines = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.map((line) => [line[0], line.length])).toEqual([
      ['1', 625],
      ['2', 625],
      ['9', 625],
    ]);

    await newYork.getByRole('button', { name: 'Mark as filed' }).click();
    await expect(newYork.getByRole('alertdialog')).toContainText('Mark the New York report as filed? $45.00 leaves 1 card');
    await newYork.getByRole('button', { name: 'Mark as filed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A report can be filed once its day has come.' })).toBeVisible();
  });
}
