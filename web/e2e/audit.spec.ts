import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, snap, uniqueEmail, WIDTHS, sellingBusinessForFile } from './support';

const business = sellingBusinessForFile('audit');

/** An admin's write through the API, with the session's CSRF token. */
async function adminCall(page: Page, method: 'post' | 'put', path: string, data: object) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  const answer = await page.request[method](path, { headers: { 'X-CSRF-Token': csrf }, data });
  expect(answer.ok()).toBe(true);
}

for (const [width, viewport] of WIDTHS) {
  test(`audit trail: an admin's sign-in, settings change and void show with who and why; the action filter narrows the rows (${width})`, async ({
    page,
  }) => {
    const holderName = `Vera Void ${width}`;
    const { code } = await buyCard(page.request, business, holderName);
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await adminCall(page, 'put', '/api/v1/admin/settings', { contactEmail: uniqueEmail('replies') });
    await adminCall(page, 'post', `/api/v1/admin/issued-cards/${code}/void`, { reason: `Lost on the bus (${width})` });
    await page.setViewportSize(viewport);

    await page.goto('/reports');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Audit trail' }).click();
    await expect(page).toHaveURL(/\/reports\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    const rows = page.locator('.audit__table tbody tr');
    const voided = rows.filter({ hasText: `Lost on the bus (${width})` });
    // The projection hears the void a moment after it is made.
    await expect(async () => {
      await page.reload();
      await expect(voided).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(voided.locator('td[data-label="Who"]')).toContainText('Casey Chef');
    await expect(voided.locator('td[data-label="Action"]')).toHaveText('Voided a card');
    await expect(voided.locator('td[data-label="Subject"]')).toContainText('Bistro Brunch');
    await expect(voided.locator('td[data-label="Details"]')).toContainText(holderName);
    await expect(rows.filter({ hasText: 'Changed settings' }).first().locator('td[data-label="Details"]')).toHaveText('changed contact email');
    await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await snap(page, `audit-trail-${width}`);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
    ).toEqual([]);

    await page.getByLabel('Action').selectOption({ label: 'Voided a card' });
    await expect(rows.filter({ hasNotText: 'Voided a card' })).toHaveCount(0);
    await expect(voided).toHaveCount(1);
    await page.getByLabel('Person').selectOption({ label: `Casey Chef (${business.email})` });
    await expect(voided).toHaveCount(1);
    await snap(page, `audit-trail-voids-${width}`);

    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByText('No entry matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  });
}
