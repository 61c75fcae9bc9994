import { expect, test, type Page } from '@playwright/test';
import { cardImage, goLive, openNewCardForm, registerBusiness, snap, PHONE } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

async function createCard(page: Page, name: string, amount: string, discount: string, color: string) {
  const dialog = await openNewCardForm(page, name, `${name}: a memorable evening for two.`);
  await dialog.getByLabel('Amount ($)').fill(amount);
  await dialog.getByLabel('Discount (%)').fill(discount);
  await dialog.getByLabel('Expiration date').fill(inDays(90));
  await dialog.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage(color) });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();
}

test('an admin creates, edits and deletes gift cards; a visitor searches, scrolls, opens a card and sees the Buy Now dialog', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = await registerBusiness(page.request, 'Olive & Ember', 'catalog');
  // Live, so its cards are on /explore too.
  await goLive(page.request, 'catalog');
  await page.goto('/giftcards');
  await expect(page.getByText('No gift cards found')).toBeVisible();

  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByRole('dialog')).toContainText(/required|Please/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const names = [
    'Chef Tasting Menu',
    'Sunday Brunch',
    'Wine Pairing Night',
    'Pasta Class',
    'Dessert Flight',
    'Family Feast',
    'Garden Lunch',
    'Date Night Dinner',
  ];
  const colors = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#06b6d4', '#6366f1', '#a855f7', '#ec4899'];
  for (let i = 0; i < names.length; i++) await createCard(page, names[i], String(40 + i * 10), String(10 + i), colors[i]);
  const row = page.getByRole('row').filter({ hasText: 'Chef Tasting Menu' });
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('$36.00');
  await snap(page, 'giftcards-admin-desktop');

  await page.getByRole('button', { name: 'Edit Sunday Brunch' }).click();
  await page.getByRole('dialog').getByLabel('Gift card name').fill('Sunday Brunch for Two');
  await page.getByRole('dialog').getByLabel('Discount (%)').fill('25');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Gift Card Updated Successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sunday Brunch for Two' })).toContainText('$37.50');

  await page.getByRole('button', { name: 'Delete Pasta Class' }).click();
  await expect(page.getByText('Are you sure you want to delete this gift card?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Gift Card Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pasta Class' })).toHaveCount(0);

  await page.getByPlaceholder('Search gift cards...').fill('wine');
  await expect(page.getByRole('row').filter({ hasText: 'Wine Pairing Night' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Dessert Flight' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await snap(page, 'giftcards-admin-phone');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${slug}/giftcards`);
  // The page's HTML brings its business and first cards, so no loader runs (storefront-speed.spec.ts shows when one does).
  await expect(visitor.getByRole('heading', { name: 'Olive & Ember' })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(6);
  await snap(visitor, 'storefront-business-desktop');
  await visitor.mouse.wheel(0, 5000);
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(7, { timeout: 10_000 });
  await expect(visitor.getByText('Pasta Class')).toHaveCount(0);

  await visitor.getByPlaceholder('Search Gift Cards...').fill('brunch');
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(1, { timeout: 10_000 });
  await visitor.getByRole('link', { name: /Sunday Brunch for Two/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${slug}/gift-card/`), { timeout: 5000 });
  await expect(visitor.getByText('Save $12.50')).toBeVisible();
  for (const note of ['Instant delivery to your email', 'Valid for 12 months', 'Secure purchase'])
    await expect(visitor.getByText(note).first()).toBeVisible();
  await snap(visitor, 'storefront-details-desktop');
  await visitor.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toContainText('Sunday Brunch for Two');
  await expect(dialog.getByText('For Myself')).toBeVisible();
  await expect(dialog.getByText('As a Gift')).toBeVisible();
  await snap(visitor, 'storefront-buy-dialog-desktop');
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await visitor.setViewportSize(PHONE);
  await visitor.goto('/explore');
  await expect(visitor.getByRole('button', { name: 'Buy Now' }).first()).toBeVisible({ timeout: 15_000 });
  await snap(visitor, 'storefront-explore-phone');
  await visitor.goto('/no-such-business/giftcards');
  await expect(visitor.getByText("We couldn't find that business")).toBeVisible({ timeout: 15_000 });
  await visitorContext.close();

  // During a search the catalog's count follows a delete too (the search's answers do not carry it).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('7 gift cards in your catalog.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Wine Pairing Night' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Gift Card Deleted Successfully')).toBeVisible();
  await expect(page.getByText('6 gift cards in your catalog.')).toBeVisible();
});
