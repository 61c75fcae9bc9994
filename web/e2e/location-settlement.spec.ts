import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  addLocation,
  BUSINESS_PASSWORD,
  buyCard,
  createGiftCard,
  csrfOf,
  REDEEM_OTP_SUBJECT,
  sellingBusinessForFile,
  snap,
  subjectsTo,
  WIDTHS,
} from './support';

/** Through a month from now: every move of the file's business is in the range. */
const RANGE = { from: '2021-01-01', to: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) };

/** Redeems `amount` of a card at the counter of `locationId`, as the counter's calls do: the holder confirms with the code emailed to them. */
async function redeemAt(request: APIRequestContext, card: { code: string; holder: string }, amount: number, locationId: string) {
  const headers = await csrfOf(request);
  const { code, holder } = card;
  expect((await request.get(`/api/v1/admin/scan-giftcard/${code}`)).ok()).toBe(true);
  const before = subjectsTo(holder, REDEEM_OTP_SUBJECT).length;
  const sent = await request.post('/api/v1/admin/send-otp-redeem', {
    headers,
    data: { email: holder, redeemAmount: amount, qrUniqueCode: code, locationId },
  });
  expect(sent.ok()).toBe(true);
  await expect.poll(() => subjectsTo(holder, REDEEM_OTP_SUBJECT).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const otp = REDEEM_OTP_SUBJECT.exec(subjectsTo(holder, REDEEM_OTP_SUBJECT)[before]!)![1];
  expect(
    (await request.post('/api/v1/admin/verify-otp-redeem', { headers, data: { email: holder, qrUniqueCode: code, otp, locationId } })).ok(),
  ).toBe(true);
  expect((await request.post('/api/v1/admin/redeem', { headers, data: { qrCode: code, amount, locationId } })).ok()).toBe(true);
}

/** The file's two cards' codes: a Bistro Brunch (every location) and a Lounge Pass (only Uptown and Airport). */
const codes = { brunch: '', lounge: '' };

/**
 * Downtown (the first location, renamed), Uptown and Airport. Bistro Brunch ($50 for $45: $5 bonus) names no home
 * location, so it is sold at Downtown; Lounge Pass ($40) is sold at Airport. $20 of a brunch card is redeemed at
 * Airport ($5 bonus first, then $15 paid) and $10 of a lounge pass at Uptown. Paid value owed: Downtown → Airport 15,
 * Airport → Uptown 10; offset, Downtown owes Uptown $10 and Airport $5.
 */
const business = sellingBusinessForFile('settlement', async (request) => {
  const headers = await csrfOf(request);
  const [first] = (await (await request.get('/api/v1/admin/locations')).json()).locations;
  expect((await request.put(`/api/v1/admin/locations/${first.id}`, { headers, data: { name: 'Downtown', address: first.address } })).ok()).toBe(true);
  const uptown = await addLocation(request, 'Uptown');
  const airport = await addLocation(request, 'Airport');
  const lounge = await createGiftCard(request, {
    name: 'Lounge Pass',
    description: 'A table in the lounge.',
    amount: '40',
    discount: '0',
    color: '#0f766e',
    locationIds: [uptown, airport],
    homeLocationId: airport,
  });
  const brunch = await buyCard(request, business);
  const pass = await buyCard(request, { ...business, cardId: lounge });
  Object.assign(codes, { brunch: brunch.code, lounge: pass.code });
  await redeemAt(request, brunch, 20, airport);
  await redeemAt(request, pass, 10, uptown);
  // The report reads analytics' books, which follow the counter's events.
  await expect
    .poll(async () => (await (await request.get(`/api/v1/admin/reports/locations?from=${RANGE.from}&to=${RANGE.to}`)).json()).net?.length, {
      timeout: 15_000,
    })
    .toBe(2);
});

for (const [width, viewport] of WIDTHS) {
  test(`the locations report says who owes whom, and a limited card's holder page where it can be used (${width})`, async ({ page, browser }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/reports');
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/reports\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

    // The range by keyboard, as on the Books tab.
    await page.getByRole('button', { name: 'Custom', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('From', { exact: true }).fill(RANGE.from);
    await page.getByLabel('To', { exact: true }).fill(RANGE.to);

    // A row by its location (on a phone, its header reads its label too: "Sold at Downtown").
    const cells = (table: string, row: string) =>
      page
        .getByRole('article', { name: table })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader').filter({ hasText: new RegExp(`^${row}$`) }) })
        .getByRole('cell');
    await expect(cells('By location', 'Downtown')).toHaveText(['$50.00', '$0.00', '$30.00']);
    // Under the glossary's labels: as columns on a desktop, beside each figure on a phone.
    const labels = ['Face value sold', 'Redeemed', 'Outstanding on cards sold here'];
    if (width === 'desktop')
      await expect(page.getByRole('article', { name: 'By location' }).getByRole('columnheader')).toHaveText(['Location', ...labels]);
    expect(await cells('By location', 'Downtown').evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-label')))).toEqual(
      labels,
    );
    await expect(cells('By location', 'Uptown')).toHaveText(['$0.00', '$10.00', '$0.00']);
    await expect(cells('By location', 'Airport')).toHaveText(['$40.00', '$20.00', '$30.00']);
    await expect(cells('Between locations', 'Downtown')).toHaveText(['Airport', '$15.00', '$5.00', '$20.00']);
    await expect(cells('Between locations', 'Airport')).toHaveText(['Uptown', '$10.00', '$0.00', '$10.00']);
    const transfers = page.getByRole('article', { name: 'Who owes whom' });
    await expect(transfers.getByRole('listitem')).toHaveText(['Downtown owes Uptown $10.00', 'Downtown owes Airport $5.00']);
    await expect(transfers).toContainText('A business may settle only paid value');
    // Usable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, `location-settlement-${width}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Locations', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`locations-${RANGE.from}-${RANGE.to}.csv`);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('Owes,Downtown,Uptown,10.00,,10.00');

    // A range before anything happened: the locations with nothing, and nothing between them.
    await page.getByLabel('To', { exact: true }).fill('2021-01-31');
    await expect(page.getByText('Nothing sold at one location was redeemed at another in this range.')).toBeVisible();
    await expect(cells('By location', 'Airport')).toHaveText(['$0.00', '$0.00', '$0.00']);
    await expect(page.getByRole('article', { name: 'Who owes whom' })).toHaveCount(0);
    await snap(page, `location-settlement-empty-${width}`);

    // The holder of a lounge pass reads where it can be used; a brunch card, usable everywhere, says nothing of it.
    const holderContext = await browser.newContext({ viewport });
    const holder = await holderContext.newPage();
    await holder.goto(`/card/${codes.lounge}`);
    await expect(holder.getByRole('region', { name: 'Gift card' }).getByText('Can be used at: Uptown, Airport', { exact: true })).toBeVisible();
    await snap(holder, `location-settlement-holder-${width}`);
    await holder.goto(`/card/${codes.brunch}`, { waitUntil: 'networkidle' });
    await expect(holder.getByRole('heading', { level: 1, name: 'Bistro Brunch' })).toBeVisible();
    await expect(holder.getByText(/Can be used at/)).toHaveCount(0);
    await holderContext.close();
  });
}

for (const [width, viewport] of WIDTHS) {
  test(`the dashboard, the books and the orders narrow to one location (${width})`, async ({ page }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    const location = page.getByLabel('Location', { exact: true });
    const stat = (label: string) => page.locator('.dash-stat').filter({ hasText: label });

    // Sales where the card was sold, redemptions at the counter.
    await page.goto('/dashboard');
    await expect(stat('Total Revenue')).toContainText('$85.00');
    await expect(location.locator('option')).toHaveText(['All locations', 'Downtown', 'Uptown', 'Airport']);
    await location.selectOption({ label: 'Airport' });
    await expect(stat('Total Gift Cards Sold')).toContainText('1');
    await expect(stat('Total Revenue')).toContainText('$40.00');
    await expect(stat('Total Redemption')).toContainText('$20.00');
    await location.selectOption({ label: 'Uptown' });
    await expect(stat('Total Revenue')).toContainText('$0.00');
    await expect(stat('Total Redemption')).toContainText('$10.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, `location-dashboard-${width}`);

    // The books of the cards sold at a location: the lounge pass sold at Airport, $10 of it spent at Uptown.
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(RANGE.from);
    await page.getByLabel('To', { exact: true }).fill(RANGE.to);
    const outstanding = page.getByRole('article', { name: 'Outstanding', exact: true });
    await expect(outstanding).toContainText('$60.00');
    await location.selectOption({ label: 'Airport' });
    await expect(outstanding).toContainText('$30.00');
    await expect(page.getByRole('article', { name: 'Outstanding by card type' })).not.toContainText('Bistro Brunch');
    const exportLink = await page.getByRole('button', { name: 'Ledger', exact: true }).count();
    expect(exportLink).toBe(1);

    // The buyers of the cards sold at a location.
    await page.goto('/orders');
    await expect(page.getByText(codes.brunch)).toBeVisible();
    await location.selectOption({ label: 'Airport' });
    await expect(page.getByText(codes.lounge)).toBeVisible();
    await expect(page.getByText(codes.brunch)).toHaveCount(0);
  });
}
