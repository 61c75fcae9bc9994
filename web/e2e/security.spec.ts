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

/** The Content-Security-Policy of every JSON answer the page receives from the API. */
function watchApiPolicies(page: Page): string[] {
  const policies: string[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (new URL(response.url()).pathname.startsWith('/api/') && headers['content-type']?.startsWith('application/json'))
      policies.push(headers['content-security-policy'] ?? 'none');
  });
  return policies;
}

test('the pages run under the strict CSP without a single violation', async ({ page }) => {
  const violations = watchViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.addInitScript(() => sessionStorage.setItem('gv_intro_seen', '1'));
  for (const path of ['/', '/login', '/register', '/explore', '/superlogin', '/api/docs']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByText('Giftcard Vault API')).toBeVisible();
  expect(violations).toEqual([]);
  // The policy lets each page start the worker that builds the browser's locale lists off the main thread.
  expect(workers.filter((path) => /^\/assets\/intl-warmup\.worker-[\w-]+\.js$/.test(path)).length).toBeGreaterThanOrEqual(5);
});

test('the super admin calls with the bearer token the login answered, and Sign Out ends its session on the server', async ({ page }) => {
  const violations = watchViolations(page);
  const apiPolicies = watchApiPolicies(page);
  await page.goto('/superlogin');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();

  const stored = await page.evaluate(() => ({ token: localStorage.getItem('superAdminToken'), role: localStorage.getItem('superAdminRole') }));
  expect(stored.role).toBe('SuperAdmin');
  const token = stored.token!;
  expect(token).toBeTruthy();
  const stats = (bearer: string) =>
    page.evaluate(async (b) => (await fetch('/api/superadmin/stats', { headers: { authorization: `Bearer ${b}` } })).status, bearer);
  expect(await stats(token)).toBe(200);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/superlogin$/);
  expect(await page.evaluate(() => [localStorage.getItem('superAdminToken'), localStorage.getItem('superAdminRole')])).toEqual([null, null]);
  // The old token is over on the server, not just forgotten by the page.
  expect(await stats(token)).toBe(401);
  expect(violations).toEqual([]);
  // The page's data came with a policy of its own that lets nothing load: the page's policy is for documents only.
  expect(apiPolicies.length).toBeGreaterThan(0);
  expect([...new Set(apiPolicies)]).toEqual(["default-src 'none'; frame-ancestors 'none'"]);
});
