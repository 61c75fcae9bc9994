import { expect, test, type Page } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';
import { snap, waitForMail, PHONE } from './support';

const DESKTOP = { width: 1280, height: 800 };
const SENT = "If an account exists for that email, we've sent a link to reset your password.";
const RESET_SUBJECT = /Reset your Giftcard Vault password/;

/** The path and query of the reset link in the newest reset email to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, RESET_SUBJECT);
  const url = new URL(/(http:\/\/\S+\/reset-password\?[^\s"<>]+)/.exec(mail.text)![1].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** Asks for a link from the sign-in page's "Forgot password?" with the keyboard, as a phone or desktop user would. */
async function askForLink(page: Page, signInPath: string, email: string, screen: string) {
  await page.goto(signInPath);
  await snap(page, `${signInPath.slice(1)}-forgot-link-${screen}`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByText(SENT)).toBeVisible();
  await snap(page, `forgot-password-sent-${screen}`);
}

test('a business admin asks for a link on /login, resets the password at phone width and signs in with it', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  const context = page.context();
  await page.setViewportSize(PHONE);
  // A business of our own, made through the API with a known email.
  await context.request.post('/api/v1/admin/send-otp', { data: { email } });
  const otp = /(\d{6}) is your/.exec((await waitForMail(email, /verification code/)).subject)![1];
  await context.request.post('/api/v1/admin/verify-otp', { data: { email, otp } });
  const registered = await context.request.put('/api/v1/admin/register', {
    data: {
      name: 'Rosa Reset',
      password: 'forgotten-pass-1',
      phone: '5551112222',
      email,
      otp,
      restaurantName: 'Reset Roastery',
      restaurantAddress: { street: '1 Bean St', city: 'Austin', state: 'TX', zipCode: '73301' },
    },
  });
  expect(registered.status()).toBe(200);
  await context.clearCookies();

  await askForLink(page, '/login', email, 'phone');
  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm new password').fill('brand-new-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText("New passwords don't match")).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short-9');
  await page.getByLabel('Confirm new password').fill('short-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use at least 10 characters.', { exact: true })).toBeVisible();
  await snap(page, 'reset-password-errors-phone');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await page.getByLabel('Confirm new password').fill('brand-new-1');
  await page.getByLabel('Confirm new password').press('Enter');
  await expect(page.getByText('Your password was changed. You can now sign in with it.')).toBeVisible();
  await snap(page, 'reset-password-done-phone');
  await waitForMail(email, /Your Giftcard Vault password was changed/);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used link shows a clear error and a way to ask again.
  await page.setViewportSize(DESKTOP);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('once-more-1');
  await page.getByLabel('Confirm new password').fill('once-more-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid, expired or already used');
  await snap(page, 'reset-password-used-desktop');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the super admin asks for a link on /superlogin at desktop width and resets with its own page', async ({ page }) => {
  await askForLink(page, '/superlogin', SUPER_ADMIN.email, 'desktop');
  const link = await resetLinkFor(SUPER_ADMIN.email);
  expect(link).toContain('realm=super');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await snap(page, 'reset-password-desktop');
  // The same password again, so the other specs still sign in with it.
  await page.getByLabel('New password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByLabel('Confirm new password').fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. You can now sign in with it.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/superlogin$/);
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
});
