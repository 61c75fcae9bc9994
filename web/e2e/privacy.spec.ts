import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { CustomerExport } from '@gv/proto';
import { BUSINESS_PASSWORD, buyCard, sellingBusinessForFile, snap, WIDTHS } from './support';

const people: Record<string, { name: string; email: string }> = {};

/** A customer for each width to erase, and Gina, who stays. */
const business = sellingBusinessForFile('privacy', async (request) => {
  await buyCard(request, business, 'Gina Giver');
  for (const [width, name] of [
    ['desktop', 'Paula Private'],
    ['phone', 'Penny Private'],
  ]) {
    people[width] = { name, email: (await buyCard(request, business, name)).holder };
  }
});

for (const [width, viewport] of WIDTHS) {
  test(`privacy: export a customer's data as a file, then erase them after typing their email (${width})`, async ({ page }) => {
    const person = people[width];
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/customers');
    await page.getByRole('button', { name: person.name }).click();
    const drawer = page.getByRole('dialog', { name: person.name });
    await expect(drawer.getByText('Bistro Brunch')).toBeVisible();
    await snap(page, `privacy-drawer-${width}`);

    const download = page.waitForEvent('download');
    await drawer.getByRole('link', { name: 'Export data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^customer-[0-9a-f]{12}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as CustomerExport;
    expect(data.customer).toEqual({ email: person.email, names: [person.name], phones: ['(555) 123-4567'] });
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ giftCardName: 'Bistro Brunch', balance: 50, ledger: [{ kind: 'ACTIVATE', amount: 50 }] });

    await drawer.getByRole('button', { name: 'Erase customer…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erase customer' });
    const erase = confirm.getByRole('button', { name: 'Erase customer' });
    await expect(erase).toBeDisabled();
    await confirm.getByLabel('Type the customer’s email to confirm').fill(person.email.toUpperCase());
    await expect(erase).toBeEnabled();
    await snap(page, `privacy-erase-${width}`);
    await erase.click();

    await expect(page.getByText(/Customer erased: their details were replaced by erased-[0-9a-f]{12}@erased\.invalid/)).toBeVisible();
    await expect(page.getByRole('button', { name: person.name })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gina Giver' })).toBeVisible();
    await snap(page, `privacy-erased-${width}`);

    // Gone for good: the list read again shows their cards under a pseudonym, never their name or email.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Gina Giver' })).toBeVisible();
      await expect(page.getByRole('button', { name: person.name })).toHaveCount(0);
      await expect(page.getByText(person.email)).toHaveCount(0);
    }).toPass();
    expect((await page.request.get(`/api/v1/admin/customers/export?email=${encodeURIComponent(person.email)}`)).status()).toBe(404);
  });
}
