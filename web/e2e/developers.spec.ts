import { expect, test } from '@playwright/test';
import { registerBusiness, snap, WIDTHS } from './support';

for (const [width, viewport] of WIDTHS) {
  test(`developers: the owner makes an API key, sees it once, and revokes it (${width})`, async ({ page }) => {
    await registerBusiness(page.request, `Key Bistro ${width}`, `developers-${width}`);
    await page.setViewportSize(viewport);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByText('No API keys yet.')).toBeVisible();

    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Name').fill('Online shop');
    await form.getByLabel('Read orders (orders:read)').check();
    await form.getByLabel(/Daily redemption limit/).fill('250');
    await form.getByRole('button', { name: 'Create key' }).click();

    // The key, once: made in test mode, so a test key.
    const shown = page.getByLabel('The new API key');
    await expect(shown).toHaveText(/^gv_test_[A-Za-z0-9_-]{43}$/);
    const key = (await shown.textContent())!;
    await expect(page.getByText('it will not be shown again')).toBeVisible();
    await snap(page, `developers-new-key-${width}`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, `developers-new-key-${width}-dark`);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    const row = page.getByRole('row', { name: /Online shop/ });
    await expect(row).toContainText(`${key.slice(0, 14)}…`);
    await expect(row).toContainText('cards:read, orders:read');
    await expect(row).toContainText('$250.00');
    await expect(row).toContainText('Never');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    // The key works on the integrator API, and only there.
    const asIntegrator = { headers: { authorization: `Bearer ${key}` } };
    expect((await page.request.get('/api/v1/integrations/orders', asIntegrator)).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('row', { name: /Online shop/ })).not.toContainText('Never');
    await snap(page, `developers-list-${width}`);

    await page.getByRole('button', { name: 'Revoke Online shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke Online shop?' });
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    expect((await page.request.get('/api/v1/integrations/orders', asIntegrator)).status()).toBe(401);
  });
}
