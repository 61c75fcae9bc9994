import { expect, test, type Page } from '@playwright/test';
import { addLocation, cardImage, csrfOf, openNewCardForm, sellingBusiness, snap, WIDTHS } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

/** Fills the create form's own fields (every location unless the test chooses). */
async function fillNewCard(page: Page, name: string) {
  const dialog = await openNewCardForm(page, name, `${name}: dinner for two.`);
  await dialog.getByLabel('Amount ($)').fill('60');
  await dialog.getByLabel('Discount (%)').fill('10');
  await dialog.getByLabel('Expiration date').fill(inDays(90));
  await dialog.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#0ea5e9') });
  return dialog;
}

for (const [width, viewport] of WIDTHS) {
  test(`card locations: a card type limited to Uptown says so on the storefront (${width})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const business = await sellingBusiness(page.request, `card-locations-${width}`);
    await page.setViewportSize(viewport);

    // With its one location, the form has nothing to ask.
    await page.goto('/giftcards');
    await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Gift card name')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Where it can be used' })).toHaveCount(0);
    await expect(page.getByLabel('Online sales belong to')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await addLocation(page.request, 'Uptown');
    const airport = await addLocation(page.request, 'Airport');

    // Only some locations, none ticked: the form asks for one before it sends anything.
    const dialog = await fillNewCard(page, 'Uptown Supper');
    const where = dialog.getByRole('group', { name: 'Where it can be used' });
    await expect(where.getByRole('radio', { name: 'Every location' })).toBeChecked();
    await where.getByRole('radio', { name: 'Only at some locations' }).check();
    await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(where.getByText('Tick at least one location, or choose every location.')).toBeVisible();
    await where.getByRole('checkbox', { name: 'Uptown' }).check();
    const home = dialog.getByLabel('Online sales belong to');
    await expect(home.locator('option')).toHaveText([/.+/, 'Uptown', 'Airport']);
    await home.selectOption({ label: 'Uptown' });
    await where.scrollIntoViewIfNeeded();
    await snap(page, `card-locations-form-${width}`);
    await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();

    // The edit form shows the saved choice; a location archived meanwhile is refused on the field.
    await page.getByRole('button', { name: 'Edit Uptown Supper' }).click();
    const edit = page.getByRole('dialog');
    const editWhere = edit.getByRole('group', { name: 'Where it can be used' });
    await expect(editWhere.getByRole('radio', { name: 'Only at some locations' })).toBeChecked();
    await expect(editWhere.getByRole('checkbox', { name: 'Uptown' })).toBeChecked();
    await expect(editWhere.getByRole('checkbox', { name: 'Airport' })).not.toBeChecked();
    await expect(edit.getByLabel('Online sales belong to').locator('option:checked')).toHaveText('Uptown');
    await editWhere.getByRole('checkbox', { name: 'Airport' }).check();
    expect((await page.request.delete(`/api/v1/admin/locations/${airport}`, { headers: await csrfOf(page.request) })).ok()).toBe(true);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editWhere.getByText('Unknown location')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // A visitor sees where each card can be used: the limited one names its location, the other says nothing.
    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${business.slug}/giftcards`);
    const limited = visitor.getByRole('article', { name: 'Uptown Supper' });
    await expect(limited.getByText('Can be used at: Uptown', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole('article', { name: 'Bistro Brunch' })).not.toContainText('Can be used at');
    await snap(visitor, `card-locations-storefront-${width}`);
    await limited.getByRole('link', { name: 'Uptown Supper' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${business.slug}/gift-card/`));
    await expect(visitor.getByText('Can be used at: Uptown', { exact: true })).toBeVisible();
    await snap(visitor, `card-locations-details-${width}`);
    await visitorContext.close();
  });
}
