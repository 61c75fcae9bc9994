import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BUSINESS_PASSWORD, registerBusiness, snap, uniqueEmail } from './support';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** The authenticator app's code half a minute on: the setup took the current one, and a code works once. */
const nextCode = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });

async function signOut(page: Page, screen: string) {
  if (screen === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
}

for (const { name: screen, viewport } of SCREENS) {
  test(`an owner turns on two-step sign-in in Settings, signs out, and signs in with the password and a code (${screen})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`two-step-${screen}`);
    await registerBusiness(page.request, `Two Step ${screen}`, 'two-step', email);

    await page.goto('/settings');
    const card = page.locator('section.two-step');
    await expect(page.getByText('At least 10 characters. Passwords that appear in lists of breached passwords are refused.')).toBeVisible();
    await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
    const secret = (await card.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
    await card.scrollIntoViewIfNeeded();
    await snap(page, `two-step-setup-${screen}`);
    await card.getByLabel('2. Enter the 6-digit code the app shows').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await card.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await snap(page, `two-step-recovery-codes-${screen}`);
    await card.getByRole('button', { name: 'I saved my recovery codes' }).click();
    await expect(card.getByText('Signing in asks for a code of your authenticator app.')).toBeVisible();

    await signOut(page, screen);
    await page.goto('/login');
    await page.getByPlaceholder('Enter your email').fill(email);
    await page.getByPlaceholder('Enter your password').fill(BUSINESS_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await snap(page, `two-step-sign-in-code-${screen}`);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Authentication code').fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
