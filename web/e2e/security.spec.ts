import { expect, test, type Page } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';

/** Console errors and CSP violations the page reports while the test runs. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  return violations;
}

test('the pages run under the strict CSP without a single violation', async ({ page }) => {
  const violations = watchViolations(page);
  await page.addInitScript(() => sessionStorage.setItem('gv_intro_seen', '1'));
  for (const path of ['/', '/login', '/register', '/explore', '/superlogin', '/api/docs']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByText('Giftcard Vault API')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the super admin session lives in an HttpOnly cookie and ends at Sign Out', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/superlogin');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'gv_super')!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/superadmin' });
  const visible = await page.evaluate(() => ({ cookies: document.cookie, stored: Object.values(localStorage).join(' ') }));
  expect(visible.cookies).not.toContain(session.value);
  expect(visible.stored).not.toContain(session.value);
  const token = await page.evaluate(() => localStorage.getItem('superAdminToken'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/superlogin$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'gv_super')).toBe(false);
  // The old session is over on the server, even replayed with the token the login answered.
  await page.context().addCookies([{ name: 'gv_super', value: session.value, domain: session.domain, path: session.path }]);
  const replayed = await page.evaluate(async (bearer) => (await fetch('/api/superadmin/stats', { headers: { authorization: `Bearer ${bearer}` } })).status, token);
  expect(replayed).toBe(401);
  expect(violations).toEqual([]);
});
