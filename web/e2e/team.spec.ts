import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BUSINESS_PASSWORD, buyCard, redeemInDialog, sellingBusiness, snap, uniqueEmail, waitForMail, WIDTHS } from './support';

const CLERK_PASSWORD = 'counter-clerk-pass-1';

/** The path and query of the invitation link in the newest invitation email to `email`. */
async function invitationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /invited you to/);
  const url = new URL(/(https?:\/\/\S+\/accept-invitation\?token=[^\s"<>]+)/.exec(mail.text)![1].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** The id of the business's location named `name`, as the owner's session lists them. */
async function locationId(request: APIRequestContext, name: string): Promise<string> {
  const { locations } = (await (await request.get('/api/v1/admin/locations')).json()) as { locations: { id: string; name: string }[] };
  return locations.find((location) => location.name === name)!.id;
}

/** The owner adds a location through the Locations section of /team. */
async function addLocation(page: Page, name: string, address: string) {
  const section = page.getByRole('region', { name: 'Locations' });
  await section.getByLabel('Name').fill(name);
  await section.getByLabel('Address').fill(address);
  await section.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Location added')).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

const staffRow = (page: Page, name: string): Locator => page.locator('.team-staff tbody tr', { hasText: name });

for (const [width, viewport] of WIDTHS) {
  test(`team: the owner invites a clerk, who joins, redeems at a chosen location, and is signed out once removed (${width})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const business = await sellingBusiness(page.request, `team-${width}`);
    const { code, holder } = await buyCard(page.request, business);
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);

    // The owner's team: themself, then two more locations besides the first (the business's own address).
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(staffRow(page, '(you)').locator('td[data-label="Role"]')).toHaveText('Owner');
    await addLocation(page, 'Uptown', '9 Elm St, Austin, TX 73301');
    await addLocation(page, 'Airport', 'Terminal 2, Austin, TX 73301');

    // A business keeps an owner: the server's refusal shows in the dialog.
    await staffRow(page, '(you)')
      .getByRole('button', { name: /^Remove/ })
      .click();
    const removeOwner = page.getByRole('dialog', { name: 'Remove from the team' });
    await removeOwner.getByRole('button', { name: 'Remove' }).click();
    await expect(removeOwner.getByText('A business keeps at least one owner.')).toBeVisible();
    await removeOwner.getByRole('button', { name: 'Cancel' }).click();

    // Invite a clerk who works at Uptown and the airport, not at the first location.
    const clerkEmail = uniqueEmail(`clerk-${width}`);
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Name').fill('Cleo Clerk');
    await invite.getByLabel('Email').fill(clerkEmail);
    await invite.getByLabel('Role').selectOption('clerk');
    await invite.getByRole('checkbox', { name: 'Uptown' }).check();
    await invite.getByRole('checkbox', { name: 'Airport' }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    await expect(staffRow(page, 'Cleo Clerk').locator('td[data-label="Status"]')).toHaveText('Invited');
    await expect(staffRow(page, 'Cleo Clerk').locator('td[data-label="Locations"]')).toHaveText('Uptown, Airport');
    await snap(page, `team-${width}`);

    // The clerk opens the emailed link in a browser of their own, names themself and chooses a password.
    const clerkContext = await browser.newContext({ viewport });
    const clerk = await clerkContext.newPage();
    await clerk.goto(await invitationLinkFor(clerkEmail));
    await expect(clerk.getByRole('heading', { name: 'Join the team' })).toBeVisible();
    await snap(clerk, `accept-invitation-${width}`);
    await clerk.getByLabel('Your name').fill('Cleo Clerk');
    await clerk.getByLabel('Password', { exact: true }).fill(CLERK_PASSWORD);
    await clerk.getByLabel('Confirm password').fill(CLERK_PASSWORD);
    await clerk.getByRole('button', { name: 'Join the team' }).click();
    await expect(clerk).toHaveURL(/\/redeem$/);

    // The counter asks where it is among the clerk's own locations, and remembers it on this device.
    const picker = clerk.getByLabel('Location');
    await expect(picker.locator('option:not([disabled])')).toHaveText(['Uptown', 'Airport']);
    await picker.selectOption({ label: 'Uptown' });
    await clerk.reload();
    await expect(clerk.getByLabel('Location')).toHaveValue(await locationId(page.request, 'Uptown'));
    await snap(clerk, `redeem-location-${width}`);

    // A redemption there says where it happened; a clerk's card details offer no after-sale actions.
    await clerk.getByLabel('Gift card code').fill(code);
    await clerk.getByRole('button', { name: 'Look up' }).click();
    const dialog = clerk.getByRole('dialog', { name: 'Gift card details' });
    await expect(dialog.getByTestId('remaining-balance')).toHaveText('$50.00');
    await expect(dialog.getByRole('button', { name: /Manage card/ })).toHaveCount(0);
    const redeemed = clerk.waitForRequest((request) => request.url().endsWith('/api/v1/admin/redeem'));
    await redeemInDialog(clerk, dialog, holder, '12.50', '$37.50');
    expect((await redeemed).postDataJSON()).toMatchObject({ locationId: await locationId(page.request, 'Uptown') });
    await expect(dialog).toBeHidden();

    // Orders are not the clerk's: the sidebar does not offer them and the address leads back to the counter.
    await expect(clerk.getByRole('link', { name: 'Orders', includeHidden: true })).toHaveCount(0);
    await clerk.goto('/orders');
    await expect(clerk).toHaveURL(/\/redeem$/);
    await expect(clerk.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible();

    // The owner removes the clerk; the clerk's open tab is signed out on its next call.
    await page.reload();
    await expect(staffRow(page, 'Cleo Clerk').locator('td[data-label="Status"]')).toHaveText('Active');
    await staffRow(page, 'Cleo Clerk')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('dialog', { name: 'Remove from the team' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Removed from the team')).toBeVisible();
    await expect(staffRow(page, 'Cleo Clerk').locator('td[data-label="Status"]')).toHaveText('Removed');

    await clerk.getByLabel('Gift card code').fill(code);
    await clerk.getByRole('button', { name: 'Look up' }).click();
    await expect(clerk).toHaveURL(/\/login$/);
    await expect(clerk.getByText(/sign in again/i)).toBeVisible();
    await clerkContext.close();
  });
}
