import { expect, test, type Browser, type Page } from '@playwright/test';
import { SUPER_ADMIN } from '../playwright.config';
import { BUSINESS_PASSWORD, sellingBusiness, snap, type SellingBusiness, DESKTOP, WIDTHS } from './support';

let business: SellingBusiness;
let name: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  business = await sellingBusiness(request, 'suspend');
  name = (await (await request.get(`/api/v1/admin/business/${business.slug}`)).json()).business.name;
  await request.dispose();
});

async function signInAsSuperAdmin(page: Page) {
  await page.goto('/superlogin');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
}

/** The business's storefront as a visitor sees it, in a browser of its own (no cached answers of the super admin's). */
async function visitStorefront(browser: Browser, viewport: typeof DESKTOP) {
  const visitor = await browser.newPage({ viewport });
  await visitor.goto(`/${business.slug}/giftcards`);
  await expect(visitor.getByRole('heading', { name: 'Bistro Brunch' })).toBeVisible();
  return visitor;
}

for (const [width, viewport] of WIDTHS) {
  test(`the super admin finds a business, suspends it (its storefront stops selling) and reinstates it (${width})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    await signInAsSuperAdmin(page);
    await expect(page.getByRole('region', { name: 'Platform totals' })).toBeVisible();
    await snap(page, `superadmin-dashboard-${width}`);
    await page.getByRole('link', { name: /See every business/ }).click();
    await expect(page.getByRole('heading', { name: 'Businesses' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search businesses by name or slug' }).fill(name.slice(-9));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row.locator('td[data-label="Status"]')).toHaveText('active');
    await snap(page, `superadmin-businesses-${width}`);

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Suspend business' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${name}` });
    await expect(dialog.getByRole('button', { name: 'Suspend business' })).toBeDisabled();
    await dialog.getByLabel('Why is it suspended?').fill('Platform fees unpaid since March.');
    await dialog.getByLabel(/Also pause redemptions/).check();
    await snap(page, `superadmin-business-suspend-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Suspend business' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} is suspended: it is not selling and its admins were signed out.`)).toBeVisible();
    await expect(page.getByText('“Platform fees unpaid since March.”')).toBeVisible();
    await expect(page.getByText('its redemptions are paused too.', { exact: false })).toBeVisible();
    await snap(page, `superadmin-business-suspended-${width}`);

    const visitor = await visitStorefront(browser, viewport);
    await expect(visitor.getByText(`${name} is not selling gift cards right now.`)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await snap(visitor, `storefront-not-selling-${width}`);
    await visitor.goto(`/${business.slug}/gift-card/${business.cardId}`);
    await expect(visitor.getByText(`${name} is not selling gift cards right now.`)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await snap(visitor, `storefront-card-not-selling-${width}`);

    // Its admin, signed out by the suspension, signs in again and is told why, not sent back to the sign-in.
    const admin = await browser.newPage({ viewport });
    await admin.goto('/login');
    await admin.getByPlaceholder('Enter your email').fill(business.email);
    await admin.getByPlaceholder('Enter your password').fill(BUSINESS_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await expect(admin).toHaveURL(/\/suspended$/);
    await expect(admin.getByRole('heading', { name: 'Your business is suspended' })).toBeVisible();
    await expect(admin.getByText('“Platform fees unpaid since March.”')).toBeVisible();
    await snap(admin, `admin-suspended-screen-${width}`);
    await admin.getByRole('link', { name: 'Continue to your pages' }).click();
    await expect(admin).toHaveURL(/\/dashboard$/);
    await expect(admin.getByText('Your business is suspended: selling is off.')).toBeVisible();
    await expect(admin.getByText('Reason: “Platform fees unpaid since March.”', { exact: false })).toBeVisible();
    await snap(admin, `admin-suspended-banner-${width}`);

    await page.getByRole('button', { name: 'Reinstate business' }).click();
    await page
      .getByRole('dialog', { name: `Reinstate ${name}` })
      .getByRole('button', { name: 'Reinstate business' })
      .click();
    await expect(page.getByText(`${name} is selling again.`)).toBeVisible();
    await expect(page.getByRole('heading', { name }).getByText('active')).toBeVisible();

    await visitor.goto(`/${business.slug}/giftcards`);
    await expect(visitor.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await expect(visitor.getByText('is not selling gift cards right now')).toHaveCount(0);
    await Promise.all([visitor.close(), admin.close()]);
  });
}
