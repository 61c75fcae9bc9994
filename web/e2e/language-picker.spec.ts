import { expect, test } from '@playwright/test';
import { buyCard, sellingBusinessForFile } from './support';

const holderCard = { code: '' };
const business = sellingBusinessForFile('picker', async (request) => {
  Object.assign(holderCard, await buyCard(request, business, 'Olive Holder'));
});

test('the holder page of an English card, for a visitor who picked Spanish, says Español in its picker and goes back to English from it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('picked')) localStorage.setItem('gv.locale', 'es');
    sessionStorage.setItem('picked', 'yes');
  });
  await page.goto(`/card/${holderCard.code}`, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const picker = page.getByLabel('Idioma');
  await expect(picker).toHaveValue('es');

  await picker.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByLabel('Language')).toHaveValue('en');
});
