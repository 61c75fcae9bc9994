import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  BUSINESS_PASSWORD,
  buyCard,
  cspViolations,
  dataDir,
  dataFiles,
  redeemInDialog as redeemAndSeeBalance,
  redeemPopup,
  sellingBusinessForFile,
  sendRedeemOtp,
  snap,
  subjectsTo,
  waitForMail,
  PHONE,
  DESKTOP,
} from './support';

const admin = sellingBusinessForFile('redeem');

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/admin/login', { data: { email: admin.email, password: BUSINESS_PASSWORD } });
  expect(response.ok()).toBe(true);
}

const popup = redeemPopup;
const sendOtp = sendRedeemOtp;

/** Amount, Send OTP, the code from the holder's email, Redeem: the new balance and history show, then the details close. */
async function redeemInDialog(page: Page, dialog: Locator, holder: string, amount: string, balanceAfter: string) {
  await redeemAndSeeBalance(page, dialog, holder, amount, balanceAfter);
  await expect(dialog.getByRole('table')).toContainText(balanceAfter);
}

/** A QR image of the holder page link, as the purchase emails carry it. */
async function qrPng(page: Page, code: string): Promise<Buffer> {
  return QRCode.toBuffer(new URL(`/card/${code}`, page.url()).toString(), { errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}

/**
 * A Y4M video (what Chromium's fake camera plays, over and over) showing the QR of `text` in the middle of a white
 * 640x480 frame, code and quiet zone about 320 px wide in whole pixels a module. Luma only: white 235, black 16; chroma neutral.
 */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(320 / (modules.size + 8));
  const side = modules.size * scale;
  const left = (width - side) >> 1;
  const top = (height - side) >> 1;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const path = join(mkdtempSync(join(tmpdir(), 'gv-camera-')), 'qr.y4m');
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(10).fill(frame)]));
  return path;
}

test('the counter redeems a typed code: details, the spec’s error popups, OTP from the holder’s email, new balance and history (1280 px)', async ({
  page,
}) => {
  const { code, holder } = await buyCard(page.request, admin);
  const violations = cspViolations(page);
  await signIn(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/redeem');
  await expect(page.getByRole('heading', { name: 'Redeem' })).toBeVisible();
  await snap(page, 'redeem-desktop');

  const codeField = page.getByLabel('Gift card code');
  await codeField.fill('not a code');
  await codeField.press('Enter');
  await expect(popup(page, 'Invalid QR Code. Please scan again.')).toBeVisible();
  await codeField.fill('0123456789ABCDEFGHJKMNPQRS');
  await codeField.press('Enter');
  await expect(popup(page, 'Error: Gift card not found.')).toBeVisible();
  await snap(page, 'redeem-not-found-desktop');

  await codeField.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift card details' });
  await expect(dialog.getByText('Bistro Brunch')).toBeVisible();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$50.00');
  await expect(dialog.getByText(holder).first()).toBeVisible();
  await expect(dialog.getByText('No redemptions yet.')).toBeVisible();
  await expect(dialog.getByLabel('Amount to redeem')).toBeFocused();

  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(popup(page, 'Enter a valid redeem amount before sending OTP.')).toBeVisible();
  await dialog.getByLabel('Amount to redeem').fill('60');
  await dialog.getByLabel('Amount to redeem').press('Enter');
  await expect(popup(page, 'Redeem amount exceeds the available balance.')).toBeVisible();
  await snap(page, 'redeem-over-balance-desktop');

  await dialog.getByLabel('Amount to redeem').fill('12.50');
  const otp = await sendOtp(page, dialog, holder);
  const otpField = dialog.getByLabel('One-time code for $12.50');
  await expect(otpField).toBeFocused();
  await otpField.fill(otp === '000000' ? '111111' : '000000');
  await otpField.press('Enter');
  await expect(popup(page, 'Invalid OTP. Please try again.')).toBeVisible();
  await snap(page, 'redeem-otp-desktop');

  await otpField.fill(otp);
  await dialog.getByRole('button', { name: 'Redeem $12.50' }).click();
  await expect(popup(page, 'Gift Card Redeemed Successfully')).toBeVisible();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$37.50');
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('table')).toContainText('$12.50');
  await snap(page, 'redeem-success-desktop');
  // The details close 3 s after the success.
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  const receipt = await waitForMail(holder, /^You redeemed \$12\.50/);
  expect(receipt.text).toContain('Balance left: $37.50');

  // Looked up again: the balance and history as the ledger has them.
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$37.50');
  await expect(dialog.getByRole('table')).toContainText('$12.50');
  expect(violations).toEqual([]);
});

test('the counter reads the QR from an uploaded photo and redeems twice in a row on a phone (390 px)', async ({ page }) => {
  const { code, holder } = await buyCard(page.request, admin, 'Pia Phone');
  await signIn(page);
  await page.setViewportSize(PHONE);
  await page.goto('/redeem');
  await snap(page, 'redeem-phone');

  await page.getByTestId('redeem-photo').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  });
  await expect(popup(page, 'Invalid QR Code. Please scan again.')).toBeVisible();
  await page.getByTestId('redeem-photo').setInputFiles({
    name: 'other.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer('https://example.com/not-a-card', { margin: 4, scale: 8 }),
  });
  await expect(popup(page, 'Invalid QR code data.')).toBeVisible();
  // A valid card link whose QR zxing-js never finds (a false finder pattern among its modules, decision 0022): read, looked up.
  const unknownCard = await QRCode.toBuffer('https://vault.example.com/card/PMVTRQVX8YPYSVW9EGFRARFQ9Q', {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
  });
  await page.getByTestId('redeem-photo').setInputFiles({ name: 'unknown.png', mimeType: 'image/png', buffer: unknownCard });
  await expect(popup(page, 'Error: Gift card not found.')).toBeVisible();

  await page.getByTestId('redeem-photo').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await qrPng(page, code) });
  const dialog = page.getByRole('dialog', { name: 'Gift card details' });
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$50.00');
  await snap(page, 'redeem-details-phone');
  await redeemInDialog(page, dialog, holder, '20', '$30.00');
  await snap(page, 'redeem-success-phone');
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  await redeemInDialog(page, dialog, holder, '30', '$0.00');
  // Both redemptions, newest first (the phone layout shows each as a card without the header row).
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('row').first()).toContainText('$30.00');
  await expect(dialog.getByRole('row').last()).toContainText('$20.00');
  await snap(page, 'redeem-history-phone');
});

test('the webcam scanner reads the QR from the camera (Chromium’s fake camera playing the card’s QR)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { code, holder } = await buyCard(request, admin, 'Cam Holder');
  await request.dispose();
  const video = qrVideo(`${baseURL}/card/${code}`);
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP, permissions: ['camera'] });
    const page = await context.newPage();
    const violations = cspViolations(page);
    await signIn(page);
    await page.goto('/redeem');
    await page.getByRole('button', { name: 'Start camera' }).click();
    // A busy machine may take a while to show the first frame; the scanner reads from then on.
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState >= video.HAVE_CURRENT_DATA)).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Gift card details' });
    await expect(dialog.getByTestId('remaining-balance')).toHaveText('$50.00');
    await expect(dialog.getByText(holder).first()).toBeVisible();
    await snap(page, 'redeem-camera-desktop');
    await redeemInDialog(page, dialog, holder, '5', '$45.00');
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});

/** Texts the platform sent to `phone` (the zero-install adapter writes each under DATA_DIR/sms), oldest first. */
function textsTo(phone: string): string[] {
  const dir = join(dataDir(), 'sms');
  return dataFiles('sms', '.json')
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; body: string })
    .filter((text) => text.to === phone)
    .map((text) => text.body);
}

const SET_PIN_SUBJECT = /^(\d{6}) is your code to set a PIN/;

/**
 * Decision 0073 at one screen size: the holder sets a PIN on their card's page (confirmed by a code emailed to them),
 * the counter redeems with it on the keypad, then chooses Text for the next amount and reads the code from the text.
 */
async function pinAndText(page: Page, viewport: { width: number; height: number }, size: 'desktop' | 'phone') {
  // Each screen size's buyer has a phone of their own: the two tests may run at once.
  const phone = size === 'desktop' ? { typed: '(555) 123-4567', e164: '+15551234567' } : { typed: '(555) 123-4568', e164: '+15551234568' };
  const { code, holder } = await buyCard(page.request, admin, `Kim Keypad ${size}`, undefined, phone.typed);
  await page.setViewportSize(viewport);
  await page.goto(`/card/${code}`);
  const counter = page.getByRole('region', { name: 'At the counter', exact: true });
  await expect(counter).toContainText('Codes can come by email or by text.');
  await counter.getByRole('button', { name: 'Set a PIN' }).click();
  const before = subjectsTo(holder, SET_PIN_SUBJECT).length;
  await counter.getByRole('button', { name: 'Email me a code' }).click();
  await expect(counter.getByText('We emailed a confirmation code')).toBeVisible();
  await expect.poll(() => subjectsTo(holder, SET_PIN_SUBJECT).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const confirmation = SET_PIN_SUBJECT.exec(subjectsTo(holder, SET_PIN_SUBJECT)[before])![1];
  await counter.getByLabel('New PIN').fill('2468');
  await counter.getByLabel('Code from the email').fill(confirmation);
  await snap(page, `holder-set-pin-${size}`);
  await counter.getByRole('button', { name: 'Save' }).click();
  await expect(counter.getByText('Saved: give this PIN at the counter instead of a code.')).toBeVisible();
  await snap(page, `holder-pin-saved-${size}`);

  await signIn(page);
  await page.goto('/redeem');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift card details' });
  const ways = dialog.getByRole('group', { name: 'The holder confirms with' });
  await expect(ways.getByRole('button')).toHaveText(['Email', 'Text', 'PIN']);
  await expect(ways.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
  await ways.getByRole('button', { name: 'PIN' }).click();
  await dialog.getByLabel('Amount to redeem').fill('10');
  // Typed on the keypad: a wrong PIN first, then the right one.
  for (const digit of '1357') await dialog.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: digit, exact: true }).click();
  await dialog.getByRole('button', { name: 'Redeem $10.00' }).click();
  await expect(popup(page, 'Wrong PIN. Please try again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear the PIN' }).click();
  for (const digit of '2468') await dialog.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: digit, exact: true }).click();
  await expect(dialog.getByLabel('Holder PIN')).toHaveValue('2468');
  await snap(page, `redeem-pin-keypad-${size}`);
  await dialog.getByRole('button', { name: 'Redeem $10.00' }).click();
  await expect(popup(page, 'Gift Card Redeemed Successfully')).toBeVisible();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$40.00');
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  // The next amount by a code sent by text to the phone the buyer gave.
  await page.getByRole('button', { name: 'Look up' }).click();
  await ways.getByRole('button', { name: 'Text' }).click();
  await expect(dialog.getByText('The one-time code goes by text to Kim Keypad ' + size + "'s phone on file.")).toBeVisible();
  await dialog.getByLabel('Amount to redeem').fill('5');
  const textsBefore = textsTo(phone.e164).length;
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(popup(page, 'OTP has been sent successfully')).toBeVisible();
  await expect.poll(() => textsTo(phone.e164).length, { timeout: 15_000 }).toBeGreaterThan(textsBefore);
  const text = textsTo(phone.e164)[textsBefore];
  expect(text).toMatch(/^\d{6} is your code to redeem \$5\.00 from your Bistro Brunch gift card/);
  await dialog.getByLabel('One-time code for $5.00').fill(text.slice(0, 6));
  await snap(page, `redeem-by-text-${size}`);
  await dialog.getByRole('button', { name: 'Redeem $5.00' }).click();
  await expect(popup(page, 'Gift Card Redeemed Successfully')).toBeVisible();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText('$35.00');
}

test('the holder sets a PIN and the counter redeems with it on the keypad, then by a code sent by text (1280 px)', async ({ page }) => {
  await pinAndText(page, DESKTOP, 'desktop');
});

test('the holder sets a PIN and the counter redeems with it on the keypad, then by a code sent by text (390 px)', async ({ page }) => {
  await pinAndText(page, PHONE, 'phone');
});
