import { expect, test } from '@playwright/test';
import {
  buyCard,
  cardImage,
  openNewCardForm,
  redeemInDialog,
  redeemPopup,
  REDEEM_OTP_SUBJECT,
  sellingBusinessForFile,
  snap,
  subjectsTo,
  PHONE,
  DESKTOP,
  WIDTHS,
} from './support';

const otpSubjectsTo = (to: string) => subjectsTo(to, REDEEM_OTP_SUBJECT);
const CASH_OUT_OTP_SUBJECT = /^(\d{6}) is your code to cash out/;

const popup = redeemPopup;

const admin = sellingBusinessForFile('law');

test('a California business: paid value never expires, bonus value has its date, a balance under $10 is cashed out at the counter (1280 px and 390 px)', async ({
  page,
}) => {
  const signedIn = await page.request.post('/api/v1/admin/login', { data: { email: admin.email, password: 'business-pass-1' } });
  expect(signedIn.ok()).toBe(true);

  // Settings: the business sells under California law from now on.
  await page.setViewportSize(DESKTOP);
  await page.goto('/settings');
  const law = page.getByLabel('Gift card law');
  await law.selectOption({ label: 'California' });
  await expect(
    page.getByText(/Paid value never expires; bonus value follows the card’s date; a balance under \$10 is paid out in cash on request/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await snap(page, 'gift-card-law-settings-desktop');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByLabel('Gift card law')).toHaveValue('US-CA');
  await law.scrollIntoViewIfNeeded();
  await snap(page, 'gift-card-law-settings-phone');

  for (const [name, viewport] of WIDTHS) {
    // A $50 card sold at 10% off: $45 paid value that never expires, $5 bonus value with the card's date.
    const { code, holder } = await buyCard(page.request, admin, `Cal ${name}`);
    await page.setViewportSize(viewport);

    await page.goto(`/card/${code}`);
    // Expiry is said once, in the law's sentences with each value's amount: no separate date on the card's face.
    const face = page.getByRole('region', { name: 'Gift card' });
    await expect(face).not.toContainText(/valid through|never expires/i);
    // The face is drawn on the business's picture of the card.
    await expect(face).toHaveClass(/hc-face--pictured/);
    const terms = page.getByRole('region', { name: 'Expiration and cash-out' });
    await expect(terms).toContainText('$45.00 paid — funds paid for this card never expire and carry no fees.');
    await expect(terms).toContainText(/\$5\.00 BONUS — PROMOTIONAL VALUE EXPIRES ON [A-Z]+ \d{1,2}, \d{4}\./);
    await expect(terms).toContainText('A balance under $10.00 can be redeemed in cash (California Civil Code §1749.5).');
    await snap(page, `gift-card-law-holder-${name}`);

    // The counter: $45 redeemed (the $5 bonus first, then $40 paid), $5 left, under $10: cash it out.
    await page.goto('/redeem');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Look up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift card details' });
    await expect(dialog.getByText('paid value never expires')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);
    await redeemInDialog(page, dialog, holder, '45', '$5.00');
    const cashOut = dialog.getByRole('button', { name: 'Cash out $5.00' });
    await expect(cashOut).toBeVisible();
    await snap(page, `gift-card-law-cash-out-offer-${name}`);
    // The holder confirms with a code sent for that cash-out, and the clerk confirms the amount and the card.
    const codesBefore = subjectsTo(holder, CASH_OUT_OTP_SUBJECT).length;
    await cashOut.click();
    await expect(popup(page, 'OTP has been sent successfully')).toBeVisible();
    await expect.poll(() => subjectsTo(holder, CASH_OUT_OTP_SUBJECT).length, { timeout: 15_000 }).toBeGreaterThan(codesBefore);
    const cashOutOtp = CASH_OUT_OTP_SUBJECT.exec(subjectsTo(holder, CASH_OUT_OTP_SUBJECT)[codesBefore])![1];
    await dialog.getByLabel('One-time code for the cash-out of $5.00').fill(cashOutOtp);
    await dialog.getByRole('button', { name: 'Cash out $5.00' }).click();
    const confirm = dialog.getByRole('alertdialog');
    await expect(confirm).toContainText(/^Pay \$5\.00 in cash for the .+ card ending [0-9A-Z]{4}\? The card will have \$0\.00 left\./);
    await expect(dialog.getByTestId('remaining-balance')).toHaveText('$5.00');
    await snap(page, `gift-card-law-cash-out-confirm-${name}`);
    await confirm.getByRole('button', { name: 'Pay out $5.00' }).click();
    await expect(popup(page, "Paid out $5.00 in cash. The gift card's balance is now $0.00.")).toBeVisible();
    await expect(dialog.getByTestId('remaining-balance')).toHaveText('$0.00');
    await expect(cashOut).toHaveCount(0);
    // Settled: what happened and the way on, in place of the redeem form; the toast leaves the balance in view.
    await expect(dialog.getByRole('status')).toHaveText('✓Paid out $5.00 in cash · Balance $0.00Scan next card');
    await expect(dialog.getByLabel('Amount to redeem')).toHaveCount(0);
    await expect(dialog.getByText(/^Used /)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Scan next card' })).toBeFocused();
    await expect(dialog.getByTestId('remaining-balance')).toBeInViewport();
    await snap(page, `gift-card-law-cashed-out-${name}`);

    // The card's ledger: the cash-out is a row of its own, taking the $5 off.
    await dialog.getByRole('button', { name: /^Manage card/ }).click();
    const manage = page.getByRole('dialog', { name: 'Manage gift card' });
    await expect(page.locator('.redeem-popup')).toHaveCount(0);
    // Nothing paid is left to refund: the action is not offered.
    await expect(manage.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    await expect(manage.getByRole('button', { name: 'Adjust', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await manage.getByText('Activity', { exact: true }).click();
    const entry = manage.locator('.card-activity__entry').filter({ hasText: 'Cashed out' });
    await expect(entry).toContainText('−$5.00');
    await expect(entry).toContainText('balance $0.00');
    await snap(page, `gift-card-law-ledger-${name}`);
    await manage.getByRole('button', { name: 'Close dialog' }).click();

    // Scanned again at $0: settled, and the keyboard moves on to the next card with the code field empty.
    await expect(dialog.getByRole('status')).toContainText('Nothing left to redeem · Balance $0.00');
    await expect(dialog.getByRole('button', { name: 'Scan next card' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Gift card code')).toBeFocused();
    await expect(page.getByLabel('Gift card code')).toHaveValue('');

    // The holder page: nothing left, and the history explains the drop to $0: the cash-out, then the redemption.
    await page.goto(`/card/${code}`);
    await expect(face.getByText('$0.00').first()).toBeVisible();
    const history = page.getByRole('region', { name: 'Redemption history' }).getByRole('row');
    await expect(history.nth(1)).toContainText(/^Paid out in cash.*−\$5\.00\$0\.00$/);
    await expect(history.nth(2)).toContainText(/^Redeemed.*−\$45\.00\$5\.00$/);
    await page.getByRole('heading', { name: 'Redemption history' }).scrollIntoViewIfNeeded();
    await snap(page, `gift-card-law-holder-history-${name}`);
  }
});

test('a card type with a redemption window: set in the form, shown on the storefront and the holder page, refused at the counter before a code is sent (1280 px and 390 px)', async ({
  page,
}) => {
  const signedIn = await page.request.post('/api/v1/admin/login', { data: { email: admin.email, password: 'business-pass-1' } });
  expect(signedIn.ok()).toBe(true);
  // Yesterday, today and tomorrow in UTC: whatever the business's time zone, today there is one of them.
  const blackouts = [-1, 0, 1].map((days) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10));

  await page.setViewportSize(DESKTOP);
  await page.goto('/giftcards');
  const form = await openNewCardForm(page, 'Lunch any day', 'Lunch for one, any day but the holidays.');
  await form.getByLabel('Amount ($)').fill('20');
  await form.getByLabel('Discount (%)').fill('0');
  await form.getByLabel('Expiration date').fill(new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10));
  await form.getByLabel(/Only on some days and hours/).check();
  await form.getByRole('checkbox', { name: 'Sat' }).check();
  await form.getByRole('checkbox', { name: 'Sun' }).check();
  await form.getByLabel('From').fill('00:00');
  await form.getByLabel('To', { exact: true }).fill('23:59');
  for (const day of blackouts) {
    await form.getByLabel('Blackout date', { exact: true }).fill(day);
    await form.getByRole('button', { name: 'Add date' }).click();
  }
  await expect(form.getByText(/^Redeemable every day, 00:00–23:59; not on /)).toBeVisible();
  await form.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#0f766e') });
  await snap(page, 'gift-card-law-window-form-desktop');
  await form.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Gift Card Created Successfully')).toBeVisible();
  const listed = await (await page.request.get('/api/v1/admin/list')).json();
  const cardId = listed.giftCards.find((card: { giftCardName: string }) => card.giftCardName === 'Lunch any day')._id;
  const { code, holder } = await buyCard(page.request, { ...admin, cardId }, 'Wendy Window');

  for (const [name, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(`/${admin.slug}/giftcards`);
    const tile = page.getByRole('article').filter({ hasText: 'Lunch any day' });
    await expect(tile.getByText(/^Redeemable every day, 00:00–23:59; not on /)).toBeVisible();
    await snap(page, `gift-card-law-window-storefront-${name}`);

    await page.goto(`/card/${code}`);
    await expect(page.getByText(/^Redeemable every day, 00:00–23:59; not on /)).toBeVisible();
    await snap(page, `gift-card-law-window-holder-${name}`);

    // The counter warns on the scan, and Send OTP is refused with the reason: no code reaches the holder.
    await page.goto('/redeem');
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Look up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift card details' });
    const refusal = /This card cannot be redeemed on [A-Z][a-z]{2} \d{1,2}, \d{4}\. It can be redeemed every day, 00:00–23:59\.$/;
    await expect(dialog.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await dialog.getByLabel('Amount to redeem').fill('5');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.locator('.redeem-popup').getByText(refusal)).toBeVisible();
    await snap(page, `gift-card-law-window-refused-${name}`);
    expect(otpSubjectsTo(holder)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
  }
});
