import { expect, test, type Page } from '@playwright/test';
import { buyForMyself, createGiftCard, csrfOf, payWithApprovedCard, registerBusiness, snap, uniqueEmail, DESKTOP, PHONE } from './support';

/** A moment `hours` from now as a datetime-local field takes it, in the browser's own zone. */
const localTime = (page: Page, hours: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 3600_000);
    at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
    return at.toISOString().slice(0, 16);
  }, hours);

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a manager creates a promotion, the storefront offers it, and the buyer's confirmation names its bonus (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const slug = await registerBusiness(page.request, `Olive Room ${Date.now()}`, 'promotions');
    await createGiftCard(page.request, { name: 'Dinner for Two', description: 'Dinner for two.', amount: '50', discount: '10', color: '#b45309' });

    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Name').fill('Holiday bonus');
    await form.getByLabel('Budget of bonus value ($)').fill('90');
    await form.getByLabel('Starts').fill(await localTime(page, 2));
    await form.getByLabel('Ends').fill(await localTime(page, 1));
    await form.getByRole('button', { name: 'Create promotion' }).click();
    // Checked in the browser before the server: no card chosen, and an end before the start.
    await expect(form.getByText('Choose at least one gift card.')).toBeVisible();
    await expect(form.getByLabel('Ends')).toHaveAccessibleDescription('The promotion must end after it starts.');

    await form.getByLabel('Dinner for Two').check();
    await form.getByLabel('Starts').fill(await localTime(page, -1));
    await form.getByLabel('Ends').fill(await localTime(page, 48));
    await form.getByLabel('Bonus (% of the price paid)').fill('20');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Holiday bonus' });
    await expect(row).toContainText('Running');
    await expect(row).toContainText('$90.00 of $90.00');
    await snap(page, `promotions-created-${label}`);

    await page.goto(`/${slug}/giftcards`, { waitUntil: 'networkidle' });
    // 20 % of the $45.00 the buyer pays.
    await expect(page.locator('.gc-tile').filter({ hasText: 'Dinner for Two' }).getByTestId('promotion-badge')).toContainText(
      'Holiday bonus: +$9.00, while it lasts',
    );
    await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await buyForMyself(dialog, { name: 'Gina Guest', email: uniqueEmail('promoted'), phone: '(555) 123-4567' });
    // The price the buyer saw; the bonus comes on top of the card.
    expect(await payWithApprovedCard(page, dialog)).toEqual({ amount: 4500, currency: 'USD' });
    await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('purchase-promotion')).toHaveText('Holiday bonus: $9.00 bonus value added.');
    await snap(page, `promotions-bought-${label}`);

    await page.goto('/promotions');
    await expect(page.getByRole('row').filter({ hasText: 'Holiday bonus' })).toContainText('$81.00 of $90.00');
  });

  test(`a manager edits a promotion that has not started, in the same form, its mistakes shown beside the fields (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await registerBusiness(page.request, `Fig Tree ${Date.now()}`, 'promotion-edit');
    const dinner = await createGiftCard(page.request, {
      name: 'Dinner for Two',
      description: 'Dinner for two.',
      amount: '50',
      discount: '10',
      color: '#b45309',
    });
    const brunch = await createGiftCard(page.request, {
      name: 'Sunday Brunch',
      description: 'Brunch for two.',
      amount: '40',
      discount: '0',
      color: '#0f766e',
    });
    const hence = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const body = {
      name: 'Spring bonus',
      giftCardIds: [dinner],
      bonus: { percent: 10 },
      minPaid: 40,
      startsAt: hence(2),
      endsAt: hence(9),
      budget: 200,
    };
    expect((await page.request.post('/api/v1/admin/promotions', { data: body, headers: await csrfOf(page.request) })).ok()).toBe(true);
    const running = { ...body, name: 'Now on', startsAt: hence(-1), endsAt: hence(1), giftCardIds: [brunch] };
    expect((await page.request.post('/api/v1/admin/promotions', { data: running, headers: await csrfOf(page.request) })).ok()).toBe(true);

    await page.goto('/promotions');
    // Only one that has not started can be changed.
    await expect(page.getByRole('button', { name: 'Edit Now on' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Spring bonus' }).click();
    const form = page.getByRole('form', { name: 'Edit Spring bonus' });
    await expect(form.getByRole('heading', { name: 'Edit Spring bonus' })).toBeFocused();
    await expect(page.getByRole('form', { name: 'New promotion' })).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('Spring bonus');
    await expect(form.getByLabel('Budget of bonus value ($)')).toHaveValue('200');
    await expect(form.getByLabel('Bonus (% of the price paid)')).toHaveValue('10');
    await expect(form.getByLabel('Minimum paid ($)')).toHaveValue('40');
    await expect(form.getByLabel('Dinner for Two')).toBeChecked();
    await expect(form.getByLabel('Sunday Brunch')).not.toBeChecked();

    // The browser's check, then the server's: Sunday Brunch already has a promotion at that time.
    await form.getByLabel('Ends').fill(await localTime(page, 1));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByLabel('Ends')).toHaveAccessibleDescription('The promotion must end after it starts.');
    await form.getByLabel('Starts').fill(await localTime(page, 1));
    await form.getByLabel('Ends').fill(await localTime(page, 72));
    await form.getByLabel('Sunday Brunch').check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('group', { name: 'Gift cards' })).toHaveAccessibleDescription(
      'It overlaps the promotion "Now on" on the same gift card.',
    );
    await snap(page, `promotions-edit-refused-${label}`);

    await form.getByLabel('Sunday Brunch').uncheck();
    await form.getByLabel('Starts').fill(await localTime(page, 24));
    await form.getByLabel('Name').fill('Spring dinners');
    await form.getByLabel('Budget of bonus value ($)').fill('300');
    await form.getByLabel('Minimum paid ($)').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('form', { name: 'New promotion' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Spring dinners' });
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText('$300.00 of $300.00');
    await expect(row).not.toContainText('paid');
    await snap(page, `promotions-edited-${label}`);
  });
}
