import { expect, test, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { ApiClient } from '../../test/api';
import { redeemGiftCard } from '../../test/purchases';
import { BUSINESS_PASSWORD, buyCard, createGiftCard, csrfOf, dataDir, sellingBusiness, WIDTHS, type SellingBusiness, reviewShots } from './support';

/** Settings, wording, dates and times and the intro as their users meet them, at 1280 and 390 px. */

/** With TOUR_POLISH_SHOTS set, each screen looked at in light and in dark, saved there for review. */
const look = reviewShots('TOUR_POLISH_SHOTS');

/** Two controls side by side or stacked, never one over the other. */
async function expectApart(first: Locator, second: Locator) {
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  expect(overlapX <= 0 || overlapY <= 0, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
}

/** A fresh business (its owner's session in the context), selling a card, with one purchase. */
async function ownerOfNewBusiness(
  browser: Browser,
  viewport: { width: number; height: number },
  prefix: string,
  options: { timezoneId?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({ viewport, ...options });
  const business: SellingBusiness = await sellingBusiness(context.request, prefix);
  const page = await context.newPage();
  return { context, business, page };
}

for (const [width, viewport] of WIDTHS) {
  test(`Settings: Square is saved apart from the profile, its error stays at the field, the checklist leads to each fix, going live is confirmed (${width})`, async ({
    browser,
  }) => {
    const { page } = await ownerOfNewBusiness(browser, viewport, `settings-${width}`);
    await page.clock.install();
    await page.goto('/settings');
    const businessName = page.getByLabel('Business name');
    await expect(businessName).not.toHaveValue('');
    const savedName = await businessName.inputValue();

    // The checklist's steps lead to the controls that do them.
    const goLive = page.getByRole('region', { name: 'Go live' });
    await goLive.getByRole('link', { name: 'Enter your Square application ID, location ID and access token' }).click();
    await expect(page.getByLabel('Square application ID')).toBeFocused();
    await goLive.getByRole('link', { name: 'Upload a logo' }).click();
    await expect(page.getByRole('button', { name: 'Upload logo' })).toBeFocused();
    await expect(goLive.getByRole('link', { name: 'Create a gift card' })).toHaveCount(0);
    await expect(goLive.getByRole('link', { name: /Buy a card on your page/ })).toHaveAttribute('href', /\/giftcards$/);
    await look(page, `settings-checklist-${width}`);

    // An unsaved profile edit, then refused Square credentials: the error sits at its field and outlasts any toast.
    await businessName.fill('Renamed But Unsaved');
    const square = page.getByRole('form', { name: 'Square credentials' });
    await square.getByLabel('Square application ID').fill('bogus');
    await square.getByLabel('Square location ID').fill('LTESTACTIVE');
    await square.getByLabel('Square access token').fill('EAAA-polish-token');
    await square.getByRole('button', { name: 'Save Square credentials' }).click();
    const appId = square.getByLabel('Square application ID');
    await expect(appId).toHaveAttribute('aria-invalid', 'true');
    await expect(appId).toHaveAccessibleDescription(/^Failed to save settings: the application id is not a Square application id/);
    await page.clock.fastForward(20_000);
    await expect(appId).toHaveAttribute('aria-invalid', 'true');
    await look(page, `settings-square-refused-${width}`);
    await appId.fill('sq0idp-polish');
    await expect(appId).toHaveAttribute('aria-invalid', 'false');

    // Saved on their own: the profile's unsaved edit is still there, and still unsaved.
    await square.getByLabel('Square access token').fill('EAAA-polish-token');
    await square.getByRole('button', { name: 'Save Square credentials' }).click();
    await expect(square.getByText('Settings saved successfully!')).toBeVisible();
    await expect(goLive.getByText('Square credentials verified: done')).toBeAttached();
    await expect(businessName).toHaveValue('Renamed But Unsaved');
    const me = async () => (await (await page.request.get('/api/v1/admin/me')).json()).user;
    expect((await me()).restaurantName).toBe(savedName);
    await page.getByRole('form', { name: 'Business profile' }).getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('form', { name: 'Business profile' }).getByText('Settings saved successfully!')).toBeVisible();
    expect(await me()).toMatchObject({ restaurantName: 'Renamed But Unsaved', squareApplicationId: 'sq0idp-polish' });

    // Going live says what changes first; cancelled, nothing changes.
    await goLive.getByRole('button', { name: 'Switch to live' }).click();
    const question = goLive.getByRole('alertdialog');
    await expect(question).toContainText('New purchases become real payments to your Square account');
    await look(page, `settings-go-live-confirm-${width}`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect((await me()).testMode).toBe(true);
    await goLive.getByRole('button', { name: 'Switch to live' }).click();
    await goLive.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByRole('region', { name: 'Live', exact: true }).getByRole('status')).toContainText('Your business is live');
    expect((await me()).testMode).toBe(false);
    await look(page, `settings-live-${width}`);
  });

  test(`Wording: names follow the business type, the gift cards popup sits beside its table, amounts stay whole, holders read "one-time code" (${width})`, async ({
    browser,
  }) => {
    const { context, business, page } = await ownerOfNewBusiness(browser, viewport, `wording-${width}`);
    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.addInitScript(() => sessionStorage.setItem('gv_intro_seen', '1'));
    await visitor.goto('/', { waitUntil: 'networkidle' });
    const talk = visitor.locator('#talk-to-us');
    // A choice made while the drawn page is still being taken over by its script is made again.
    await expect(async () => {
      await talk.getByLabel('Business type').selectOption('Restaurant');
      await talk.getByLabel('Business type').selectOption('Hotel');
      await expect(talk.getByLabel('Hotel name')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(talk.getByText('Restaurant name')).toHaveCount(0);
    await look(visitor, `interest-hotel-${width}`);

    // The holder's page of a card says how spending is confirmed, in words.
    const { code } = await buyCard(context.request, business, 'Olive Holder');
    await visitor.goto(`/card/${code}`);
    await expect(visitor.getByText(/one-time code/).first()).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText(/\bOTP\b/);

    // A big customer's amounts never break across lines, even on a phone.
    await page.goto('/customers');
    const amounts = page.locator('td.money');
    await expect(amounts.first()).toBeVisible();
    const lines = await amounts.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.every((count) => count === 1)).toBe(true);

    // The popup after a change of the catalog never covers the table it is about.
    await createGiftCard(context.request, { name: 'Spare Card', description: 'To delete.', amount: '20', discount: '0', color: '#0ea5e9' });
    await page.goto('/giftcards');
    await page.getByRole('button', { name: 'Delete Spare Card' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const popup = page.getByRole('status').filter({ hasText: 'Gift Card Deleted Successfully' });
    await expect(popup).toBeVisible();
    await expectApart(popup, page.getByRole('table'));
    await look(page, `giftcards-popup-${width}`);
  });

  test(`Dates and times: tables and the holder page use the business's zone whatever the browser's; scheduled gift pickers never overlap (${width})`, async ({
    browser,
    baseURL,
  }) => {
    // A business registered, a table, a redemption at the counter and a checkout: more than one flow's minute.
    test.setTimeout(120_000);
    // The owner looks from Tokyo at a Los Angeles business.
    const { context, business, page } = await ownerOfNewBusiness(browser, viewport, `dates-${width}`, { timezoneId: 'Asia/Tokyo' });
    const headers = await csrfOf(context.request);
    expect((await context.request.put('/api/v1/admin/settings', { headers, data: { timeZone: 'America/Los_Angeles' } })).ok()).toBe(true);
    await page.goto('/reports/audit');
    const when = page.locator('.audit__table time').first();
    await expect(when).toBeVisible();
    const iso = (await when.getAttribute('datetime'))!;
    const inLosAngeles = new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' });
    await expect(when).toHaveText(inLosAngeles);
    await look(page, `audit-los-angeles-${width}`);

    // The holder page says when the card was spent in the business's zone, naming it, to a holder in Tokyo too.
    const { code } = await buyCard(context.request, business, 'Tomo Holder');
    const admin = new ApiClient(baseURL!);
    expect((await admin.post('/api/v1/admin/login', { email: business.email, password: BUSINESS_PASSWORD })).status).toBe(200);
    await redeemGiftCard(admin, dataDir(), code, 5);
    await page.goto(`/card/${code}`);
    const spent = page.getByRole('region', { name: 'Redemption history' }).locator('time').first();
    const spentAt = new Date((await spent.getAttribute('datetime'))!);
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' })
      .formatToParts(spentAt)
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(zone).toMatch(/^P[SD]T$/);
    await expect(spent).toHaveText(
      `${spentAt.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' })} ${zone}`,
    );
    await look(page, `holder-history-los-angeles-${width}`);

    // A buyer schedules a gift: the date and the time each have their own place.
    const buyer = await context.newPage();
    await buyer.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await buyer.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
    const dialog = buyer.getByRole('dialog', { name: 'Buy Gift Card' });
    await dialog.getByText('As a Gift').click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const recipient = dialog.locator('[data-recipient="0"]');
    await recipient.getByRole('button', { name: 'Schedule' }).click();
    await expectApart(recipient.getByLabel('Date'), recipient.getByLabel('Time', { exact: true }));
    await look(buyer, `scheduled-gift-pickers-${width}`);
  });

  test(`Intro: on a first visit the intro waits for Play; asked for, it plays at once (${width})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.clock.install();
    await page.goto('/');
    const intro = page.getByRole('dialog', { name: 'Welcome to Giftcard Vault' });
    // It opens once React has taken over the server-drawn landing page.
    await expect(intro).toBeVisible();
    const done = intro.locator('.intro-stage__bar.is-done');
    // Longer than a scene, on the page's clock: nothing moved on by itself.
    await page.clock.runFor(4000);
    await expect(done).toHaveCount(0);
    await look(page, `intro-waiting-${width}`);
    await intro.getByRole('button', { name: 'Play the intro' }).click();
    await expect(done).toHaveCount(1, { timeout: 6000 });
    await intro.getByRole('button', { name: 'Skip intro' }).click();
    await expect(intro).toBeHidden();

    await page.getByRole('button', { name: 'Watch the intro' }).click();
    await expect(intro.getByRole('button', { name: 'Play the intro' })).toHaveCount(0);
    await expect(done).toHaveCount(1, { timeout: 6000 });
  });
}
