import { expect, test, type Page } from '@playwright/test';
import { buyForMyself, cardImage, openNewCardForm, registerBusiness, snap, uniqueEmail, DESKTOP, PHONE } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const CHOOSE = 'Choose an amount between $5 and $500.';

let slug = '';

/** A business selling "Garden Table", any amount from $5 to $500 at 10% off, created through the admin form (its rules checked on the way). */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP });
  slug = await registerBusiness(page.request, `Garden Table ${Date.now()}`, 'amounts');
  await page.goto('/giftcards');
  const dialog = await openNewCardForm(page, 'Garden Table', 'Dinner in the garden, for any amount you like.');
  await dialog.getByLabel('Any amount the buyer chooses').check();
  await dialog.getByLabel('Lowest amount ($)').fill('4');
  await dialog.getByLabel('Highest amount ($)').fill('2500.50');
  await dialog.getByLabel('Discount (%)').fill('10');
  await dialog.getByLabel('Expiration date').fill(inDays(90));
  await dialog.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#15803d') });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  const rangeRule = 'Amounts a buyer chooses must be whole dollars between $5 and $2,000';
  await expect(dialog.getByLabel('Lowest amount ($)')).toBeFocused();
  await expect(dialog.getByLabel('Lowest amount ($)')).toHaveAccessibleDescription(new RegExp(rangeRule.replace(/[$]/g, '\\$')));
  await expect(dialog.getByLabel('Highest amount ($)')).toHaveAccessibleDescription(new RegExp(rangeRule.replace(/[$]/g, '\\$')));
  await dialog.getByLabel('Lowest amount ($)').fill('5');
  await dialog.getByLabel('Highest amount ($)').fill('500');
  await expect(dialog.getByText('Sale price from')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Garden Table' });
  await expect(row).toContainText('Any amount $5–$500');
  await expect(row).toContainText('from $4.50');
  await page.close();
});

async function openDialog(page: Page) {
  await page.goto(`/${slug}/giftcards`, { waitUntil: 'networkidle' });
  await expect(page.locator('.gc-tile').filter({ hasText: 'Garden Table' })).toContainText('Any amount $5–$500');
  await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
  return page.getByRole('dialog', { name: 'Buy Gift Card' });
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a buyer chooses an amount by keyboard, is told the range, and pays the discounted price of it (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const dialog = await openDialog(page);
    const amount = dialog.getByLabel('Amount', { exact: true });
    await expect(amount).toHaveValue('50');
    await expect(amount).toHaveAccessibleDescription('Any amount $5–$500');
    const picks = dialog.getByRole('group', { name: 'Quick picks' }).getByRole('button');
    await expect(picks).toHaveText(['$25', '$50', '$100']);
    await expect(dialog.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, `chosen-amount-step1-${label}`);

    await amount.fill('500.01');
    // An amount the card does not sell is priced nowhere: no stale total, no quick pick pressed.
    await expect(dialog.locator('.pd-summary')).not.toContainText('$');
    await expect(dialog.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByText('For Myself').click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${CHOOSE.replace(/[$.]/g, '\\$&')}`));

    // A quick pick by keyboard: Tab from the field to the first pick, Space to choose it, then $100 with Enter.
    await amount.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: '$25' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(amount).toHaveValue('100');
    await expect(dialog.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    await amount.fill('120');
    await expect(dialog.locator('.pd-summary')).toContainText('$120.00');
    await expect(dialog.locator('.pd-summary')).toContainText('$108.00');

    await buyForMyself(dialog, { name: 'Gwen Garden', email: uniqueEmail('chooser'), phone: '(555) 123-4567' });
    await dialog.getByLabel('Card number').fill('4111111111111111');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVV').fill('123');
    await dialog.getByLabel('Postal code').fill('94103');
    const paid = page.waitForResponse((response) => response.url().endsWith('/api/payments/create-payment'));
    const issued = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/purchase'));
    await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
    expect((await (await paid).json()).payment.amountMoney).toEqual({ amount: 10800, currency: 'USD' });
    expect((await (await issued).json()).purchase.remainingBalance).toBe(120);
    await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
    await snap(page, `chosen-amount-bought-${label}`);
  });
}

test('a buyer reading French is told the range and its refusal in French', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gv.locale', 'fr'));
  await page.goto(`/${slug}/giftcards`, { waitUntil: 'networkidle' });
  const tile = page.locator('.gc-tile').filter({ hasText: 'Garden Table' });
  await expect(tile).toContainText(/Montant libre 5\s\$US–500\s\$US/);
  await tile.getByRole('button', { name: 'Acheter' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Acheter une carte cadeau' });
  const amount = dialog.getByLabel('Montant', { exact: true });
  await expect(amount).toHaveAccessibleDescription(/^Montant libre 5\s\$US–500\s\$US$/);
  await amount.fill('4');
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(amount).toHaveAccessibleDescription(/^Choisissez un montant entre 5\s\$US et 500\s\$US\./);
});
