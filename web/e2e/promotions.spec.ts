import { expect, test, type Page } from '@playwright/test';
import { buyForMyself, createGiftCard, registerBusiness, snap, uniqueEmail, DESKTOP, PHONE } from './support';

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
    await dialog.getByLabel('Card number').fill('4111111111111111');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVV').fill('123');
    await dialog.getByLabel('Postal code').fill('94103');
    const paid = page.waitForResponse((response) => response.url().endsWith('/api/payments/create-payment'));
    await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
    // The price the buyer saw; the bonus comes on top of the card.
    expect((await (await paid).json()).payment.amountMoney).toEqual({ amount: 4500, currency: 'USD' });
    await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('purchase-promotion')).toHaveText('Holiday bonus: $9.00 bonus value added.');
    await snap(page, `promotions-bought-${label}`);

    await page.goto('/promotions');
    await expect(page.getByRole('row').filter({ hasText: 'Holiday bonus' })).toContainText('$81.00 of $90.00');
  });
}
