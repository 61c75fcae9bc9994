import { expect, test, type Page } from '@playwright/test';
import {
  BUSINESS_PASSWORD,
  buyCard,
  createGiftCard,
  cspViolations,
  redeemInDialog,
  registerBusiness,
  snap,
  uniqueEmail,
  DESKTOP,
  PHONE,
  type SellingBusiness,
} from './support';

/** A business that sells in yen: a ¥5,000 card at no discount. */
const business = {} as SellingBusiness;
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('yen');
  const slug = await registerBusiness(request, `Sushi Counter ${Date.now()}`, 'yen', email, 'JPY');
  const cardId = await createGiftCard(request, {
    name: 'Omakase',
    description: 'Dinner at the counter.',
    amount: '5000',
    discount: '0',
    color: '#b91c1c',
  });
  Object.assign(business, { email, slug, cardId });
  await request.dispose();
});

async function counterRedeemsInYen(page: Page, viewport: { width: number; height: number }, shot: string) {
  const { code, holder } = await buyCard(page.request, business);
  const violations = cspViolations(page);
  const signedIn = await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  await page.setViewportSize(viewport);
  await page.goto('/redeem');

  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift card details' });
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('¥5,000');
  const amount = dialog.getByLabel('Amount to redeem');
  await expect(amount).toHaveAttribute('step', '1');
  await expect(dialog.locator('.redeem-details__money')).toContainText('¥');

  await redeemInDialog(page, dialog, holder, '3000', '¥2,000');
  await expect(dialog.getByRole('table')).toContainText('¥3,000');
  await snap(page, shot);
  expect(violations).toEqual([]);
}

test('a yen business’s counter redeems ¥3,000 of a ¥5,000 card and shows ¥2,000 left (1280 px)', async ({ page }) => {
  await counterRedeemsInYen(page, DESKTOP, 'currency-jpy-redeem-desktop');
});

test('a yen business’s counter redeems ¥3,000 of a ¥5,000 card and shows ¥2,000 left (390 px)', async ({ page }) => {
  await counterRedeemsInYen(page, PHONE, 'currency-jpy-redeem-phone');
});

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`a yen business’s storefront, Buy Now dialog and holder page speak whole yen (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    const tile = page.locator('.gc-tile').filter({ hasText: 'Omakase' });
    await expect(tile).toContainText('¥5,000');
    await expect(tile).not.toContainText('$');
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await expect(dialog).toContainText('¥5,000');
    await expect(dialog).not.toContainText(/¥5,000\.00|\$/);
    await snap(page, `currency-jpy-buy-${label === '1280 px' ? 'desktop' : 'phone'}`);

    const { code } = await buyCard(page.request, business);
    await page.goto(`/card/${code}`);
    const face = page.getByRole('region', { name: 'Gift card' });
    await expect(face).toContainText('¥5,000');
    await expect(page.locator('body')).not.toContainText('$');
    await snap(page, `currency-jpy-holder-${label === '1280 px' ? 'desktop' : 'phone'}`);
  });
}
