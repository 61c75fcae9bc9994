import { expect, test } from '@playwright/test';
import { buyCard, csrfOf, DESKTOP, goLive, PHONE, sellingBusiness, snap } from './support';

const SWITCH = 'Cards work at my Square Point of Sale';

test('the owner turns on “Cards work at my Square Point of Sale” once live, and the page says what off means', async ({ page }) => {
  await sellingBusiness(page.request, 'pos-switch');
  await page.setViewportSize(DESKTOP);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Square Point of Sale' });
  await expect(card.getByRole('checkbox', { name: SWITCH })).toBeDisabled();
  await expect(card.getByText(/It can be turned on once you are live with Square credentials Square confirmed\./)).toBeVisible();

  await goLive(page.request, `pos-${Date.now()}`);
  await page.reload();
  await expect(
    card.getByText(/^Off: new cards work only with this app’s redeem screen\. Cards already registered at Square keep working/),
  ).toBeVisible();
  // The switch shows what the server saved: it turns once the answer is back.
  await card.getByRole('checkbox', { name: SWITCH }).click();
  await expect(card.getByText('Settings saved successfully!')).toBeVisible();
  await expect(card.getByRole('checkbox', { name: SWITCH })).toBeChecked();
  await expect(card.getByText(/^Each card sold now also gets a number for your Square terminal/)).toBeVisible();
  await snap(page, 'square-pos-switch-desktop');
  await page.setViewportSize(PHONE);
  await snap(page, 'square-pos-switch-phone');

  await page.reload();
  await expect(card.getByRole('checkbox', { name: SWITCH })).toBeChecked();
  await card.getByRole('checkbox', { name: SWITCH }).click();
  await expect(card.getByRole('checkbox', { name: SWITCH })).not.toBeChecked();
  await expect(card.getByText(/^Off: /)).toBeVisible();
});

test('the holder page shows the card’s Square terminal number as a barcode with its characters under it', async ({ page }) => {
  const business = await sellingBusiness(page.request, 'pos-holder');
  await goLive(page.request, `pos-holder-${Date.now()}`);
  const on = await page.request.put('/api/v1/admin/settings', { headers: await csrfOf(page.request), data: { squareGiftCardSync: true } });
  expect(on.ok()).toBe(true);
  const { code } = await buyCard(page.request, business);
  let posNumber = '';
  await expect
    .poll(
      async () => {
        posNumber = (await (await page.request.get(`/api/v1/cards/${code}`)).json()).giftCard.posNumber ?? '';
        return posNumber;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^[A-Z][0-9A-Z]{19}$/);

  for (const [size, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/card/${code}`);
    const barcode = page.getByRole('img', { name: `Barcode for the Square terminal: ${posNumber}` });
    await expect(barcode).toBeVisible();
    await expect(page.getByText(posNumber.match(/.{4}/g)!.join(' '))).toBeVisible();
    // The whole symbol fits the screen: a scanner needs both ends and their margins.
    const box = (await barcode.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    await snap(page, `square-pos-holder-${name}`);
  }
});
