import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';
import { snap, PHONE } from './support';

const DESKTOP = { width: 1280, height: 800 };

test('the super admin sees the latest ledger audit on the dashboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/superlogin');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  const audit = page.getByRole('region', { name: 'Ledger audit' });
  // The first audit runs shortly after the platform starts; Refresh picks it up.
  await expect(async () => {
    await page.getByRole('button', { name: /refresh/i }).click();
    await expect(audit.getByText(/every balance, card and payment agrees/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(audit.getByText(/^✓ Last run \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await snap(page, 'superadmin-ledger-audit-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'superadmin-ledger-audit-phone');
});
