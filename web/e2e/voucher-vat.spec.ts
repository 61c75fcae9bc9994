import { expect, test } from '@playwright/test';
import { businessMonth, buyCard, cardImage, csrfOf, openNewCardForm, registerBusiness, snap, uniqueEmail, WIDTHS } from './support';

/**
 * A French bistro under France's gift card law (decision 0099): its owner makes a card type a single-purpose voucher
 * at 20% in the card form, a buyer pays €60 for it, and the month-end tab says the €10 of VAT in it is due now.
 */
for (const [width, viewport] of WIDTHS) {
  test(`an owner under the EU voucher rules sets a card type's VAT and sees when it is due at month-end (${width})`, async ({ page }) => {
    const email = uniqueEmail(`vat-${width}`);
    const slug = await registerBusiness(page.request, `Bistrot Margaux ${width}`, `vat-${width}`, email, 'EUR');
    const saved = await page.request.put('/api/v1/admin/settings', { headers: await csrfOf(page.request), data: { jurisdiction: 'FR' } });
    expect(saved.ok()).toBe(true);
    await page.setViewportSize(viewport);

    await page.goto('/settings');
    await expect(page.getByText(/each card type is a single-purpose voucher/)).toBeVisible();

    await page.goto('/giftcards');
    const dialog = await openNewCardForm(page, 'Dîner pour deux', 'Dinner for two at the bistro.');
    await dialog.getByLabel('Amount (€)').fill('60');
    await dialog.getByLabel('Discount (%)').fill('0');
    await dialog.getByLabel('Expiration date').fill(new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10));
    await dialog.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#7c2d12') });
    await expect(dialog.getByLabel('Voucher type')).toHaveValue('multi-purpose');
    await dialog.getByLabel('Voucher type').selectOption('single-purpose');
    await dialog.getByLabel('VAT rate (%)').fill('20');
    await dialog.getByLabel('VAT rate (%)').scrollIntoViewIfNeeded();
    await snap(page, `voucher-vat-form-${width}`);
    await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();
    const cardId = (await (await page.request.get('/api/v1/admin/list')).json()).giftCards[0]._id;

    await buyCard(page.request, { email, slug, cardId });
    await page.goto('/reports/month-end');
    await page.getByLabel('Month', { exact: true }).fill(await businessMonth(page.request));
    const vat = page.getByRole('article', { name: 'VAT on gift cards' });
    await expect(vat.getByRole('row', { name: /20%/ })).toContainText('€60.00', { timeout: 15_000 });
    await expect(vat.getByRole('row', { name: /20%/ })).toContainText('€10.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, `voucher-vat-month-end-${width}`);
  });
}
