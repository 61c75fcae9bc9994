import { expect, test } from '@playwright/test';
import { translator } from '@gv/proto';
import { giftRevealMessages } from '../src/features/card/components/gift-reveal-page.messages';
import { cardPageMessages } from '../src/features/card/components/card-page.messages';
import { dialogMessages } from '../src/features/purchase/components/purchase-dialog.messages';
import { storefrontMessages } from '../src/features/storefront/components/storefront.messages';
import { createGiftCard, cspViolations, registerBusiness, snap, uniqueEmail, waitForMail, DESKTOP, PHONE } from './support';

const dialogText = translator(dialogMessages, 'es');
const storefrontText = translator(storefrontMessages, 'es');

/** A euro business that speaks English: its visitor picks Spanish on the storefront and buys a €50 card as a gift. */
const business = { slug: '' };
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  business.slug = await registerBusiness(request, `Casa Lola ${Date.now()}`, 'euro', uniqueEmail('euro'), 'EUR');
  await createGiftCard(request, { name: 'Cena para dos', description: 'Una cena para dos.', amount: '50', discount: '0', color: '#9a3412' });
  await request.dispose();
});

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`a visitor picks Spanish, buys a €50 card as a gift, and its recipient gets the email and the holder page in Spanish (${label})`, async ({
    page,
    browser,
  }) => {
    const shot = label === '1280 px' ? 'desktop' : 'phone';
    const violations = cspViolations(page);
    await page.setViewportSize(viewport);
    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    const tile = page.locator('.gc-tile').filter({ hasText: 'Cena para dos' });
    await expect(tile).toContainText(/50,00\s€/);
    await tile.getByRole('button', { name: storefrontText('buyNow') }).click();
    const dialog = page.getByRole('dialog', { name: dialogText('titleBuy') });
    await dialog.getByText(dialogText('giftLabel')).click();
    await dialog.getByRole('button', { name: dialogText('next') }).click();
    const recipient = uniqueEmail('lucia');
    await dialog.getByLabel(dialogText('recipientName')).fill('Lucía');
    await dialog.getByLabel(dialogText('recipientEmail')).fill(recipient);
    await dialog.getByLabel(dialogText('senderName')).fill('Pablo');
    await dialog.getByLabel(dialogText('senderEmail')).fill(uniqueEmail('pablo'));
    await dialog.getByLabel(dialogText('senderPhone')).fill('2065550199');
    await snap(page, `languages-es-dialog-${shot}`);
    await dialog.getByRole('button', { name: dialogText('next') }).click();
    await dialog.getByLabel('Card number').fill('4111111111111111');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVV').fill('123');
    await dialog.getByLabel('Postal code').fill('94103');
    await dialog.getByRole('button', { name: dialogText('complete') }).click();
    await expect(dialog.getByRole('heading', { name: dialogText('successTitle') })).toBeVisible();
    await snap(page, `languages-es-bought-${shot}`);
    expect(violations).toEqual([]);

    // The recipient's email is in the language the buyer chose, and so is the page it opens, on any device.
    const gift = await waitForMail(recipient, /Pablo te ha enviado una tarjeta regalo/);
    const reveal = /\S+\/card\/(\w{26})\/reveal/.exec(gift.text)!;
    const holder = await (await browser.newContext()).newPage();
    await holder.setViewportSize(viewport);
    await holder.goto(new URL(reveal[0]).pathname);
    await expect(holder.locator('html')).toHaveAttribute('lang', 'es');
    await expect(holder.getByRole('link', { name: translator(giftRevealMessages, 'es')('seeCard') })).toBeVisible();
    await holder.goto(`/card/${reveal[1]}`);
    await expect(holder.locator('html')).toHaveAttribute('lang', 'es');
    await expect(holder.getByText(translator(cardPageMessages, 'es')('balance'), { exact: true }).first()).toBeVisible();
    await expect(holder.getByRole('region', { name: translator(cardPageMessages, 'es')('giftCard') })).toContainText(/50,00\s€/);
    await snap(holder, `languages-es-holder-${shot}`);
    await holder.context().close();
  });
}
