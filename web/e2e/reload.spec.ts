import { expect, test } from '@playwright/test';
import {
  buyCard,
  cardImage,
  createGiftCard,
  fillBuyer,
  openNewCardForm,
  payWithApprovedCard,
  registerBusiness,
  snap,
  uniqueEmail,
  DESKTOP,
  PHONE,
  type SellingBusiness,
} from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/** A business whose "Harbor Supper" card ($50 at 10% off) is reloadable, ticked in the admin form, beside a card that is not. */
const reloadable = {} as SellingBusiness;
const fixedOnly = {} as SellingBusiness;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP });
  const slug = await registerBusiness(page.request, `Harbor Supper ${Date.now()}`, 'reload');
  await page.goto('/giftcards');
  const dialog = await openNewCardForm(page, 'Harbor Supper', 'Supper by the harbor; top it up whenever you like.');
  await dialog.getByLabel('Amount ($)').fill('50');
  await dialog.getByLabel('Discount (%)').fill('10');
  await dialog.getByLabel(/^Reloadable/).check();
  await dialog.getByLabel('Expiration date').fill(inDays(90));
  await dialog.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#0e7490') });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();
  const listed = await (await page.request.get('/api/v1/admin/list')).json();
  Object.assign(reloadable, {
    slug,
    email: '',
    cardId: listed.giftCards.find((card: { giftCardName: string }) => card.giftCardName === 'Harbor Supper')._id,
  });
  const cardId = await createGiftCard(page.request, {
    name: 'Harbor Lunch',
    description: 'Lunch for one.',
    amount: '20',
    discount: '0',
    color: '#b45309',
  });
  Object.assign(fixedOnly, { slug, email: '', cardId });
  await page.close();
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`anyone with a reloadable card's page adds value to it: an amount, their details, the payment (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { code } = await buyCard(page.request, reloadable);
    await page.goto(`/card/${code}`);
    await expect(page.locator('.hc-face__amount')).toHaveText('$50.00');
    await page.getByRole('button', { name: 'Add value' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add value' });
    const amount = dialog.getByLabel('Amount', { exact: true });
    await expect(amount).toHaveAccessibleDescription('Any amount $5–$2,000');
    await dialog.getByRole('button', { name: '$25' }).click();
    await expect(amount).toHaveValue('25');
    // No discount on a reload: $25 of value costs $25.
    await expect(dialog.locator('.pd-summary')).toContainText('$25.00');
    await snap(page, `reload-amount-${label}`);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillBuyer(dialog, { name: 'Pat Payer', email: uniqueEmail('payer'), phone: '(555) 123-4567' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await payWithApprovedCard(page, dialog)).toEqual({ amount: 2500, currency: 'USD' });
    await expect(dialog.getByRole('heading', { name: '$25.00 was added to the card' })).toBeFocused();
    await expect(dialog).toContainText('New balance: $75.00');
    await snap(page, `reload-added-${label}`);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.reload();
    await expect(page.locator('.hc-face__amount')).toHaveText('$75.00');
  });
}

test('a card whose type is not reloadable offers no "Add value"', async ({ page }) => {
  const { code } = await buyCard(page.request, fixedOnly);
  await page.goto(`/card/${code}`, { waitUntil: 'networkidle' });
  await expect(page.locator('.hc-face__amount')).toHaveText('$20.00');
  await expect(page.getByRole('button', { name: 'Add value' })).toHaveCount(0);
});
