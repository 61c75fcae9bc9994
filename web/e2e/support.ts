import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export const dataDir = () => process.env.E2E_DATA_DIR!;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** The widths a screen's test runs at, each named for its screenshots. */
export const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The subject of the email that carries a redemption's one-time code. */
export const REDEEM_OTP_SUBJECT = /^(\d{6}) is your code to redeem/;

/** The names of what the platform's zero-install adapters wrote under DATA_DIR/`kind` ('mail', 'sms'), oldest first. */
export function dataFiles(kind: string, ending: string): string[] {
  try {
    return readdirSync(join(dataDir(), kind))
      .filter((file) => file.endsWith(ending))
      .sort();
  } catch {
    return [];
  }
}

/**
 * An email's subject as its reader sees it: a folded header unfolded, and a subject with a character outside ASCII
 * (¥, €, £) decoded from the RFC 2047 words it is sent in ("=?UTF-8?Q?..._=C2=A53=2C000?=").
 */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      Buffer.from(
        encoding.toUpperCase() === 'B'
          ? text
          : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        encoding.toUpperCase() === 'B' ? 'base64' : 'latin1',
      ).toString('utf8'),
    );
}

/** Subjects of the emails to `to` matching `subject`, oldest first. */
export function subjectsTo(to: string, subject: RegExp): string[] {
  const dir = join(dataDir(), 'mail');
  return dataFiles('mail', '.eml')
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((raw) => (/^To: (.*)$/m.exec(raw)?.[1] ?? '').includes(to))
    .map(subjectOf)
    .filter((line) => subject.test(line));
}

/** The counter's notice on /redeem. */
export const redeemPopup = (page: Page, text: string) => page.locator('.redeem-popup').getByText(text, { exact: true });

/** Clicks Send OTP in the counter's dialog and reads the code from the holder's new email. */
export async function sendRedeemOtp(page: Page, dialog: Locator, holder: string): Promise<string> {
  const before = subjectsTo(holder, REDEEM_OTP_SUBJECT).length;
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(redeemPopup(page, 'OTP has been sent successfully')).toBeVisible();
  await expect.poll(() => subjectsTo(holder, REDEEM_OTP_SUBJECT).length, { timeout: 15_000 }).toBeGreaterThan(before);
  return REDEEM_OTP_SUBJECT.exec(subjectsTo(holder, REDEEM_OTP_SUBJECT)[before])![1];
}

/** Amount, Send OTP, the code from the holder's email, Redeem: the new balance shows in the counter's dialog. */
export async function redeemInDialog(page: Page, dialog: Locator, holder: string, amount: string, balanceAfter: string) {
  await dialog.getByLabel('Amount to redeem').fill(amount);
  const otp = await sendRedeemOtp(page, dialog, holder);
  await dialog.getByLabel(/One-time code for/).fill(otp);
  await dialog.getByRole('button', { name: /^Redeem/ }).click();
  await expect(redeemPopup(page, 'Gift Card Redeemed Successfully')).toBeVisible();
  await expect(dialog.getByTestId('remaining-balance')).toHaveText(balanceAfter);
}

/** Latest email to `to` whose subject matches, from the platform's .eml files. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = join(dataDir(), 'mail');
    for (const file of dataFiles('mail', '.eml').reverse()) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const subjectLine = subjectOf(raw);
      const toLine = /^To: (.*)$/m.exec(raw)?.[1] ?? '';
      if (toLine.includes(to) && subject.test(subjectLine)) {
        const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        return { subject: subjectLine, text };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} matching ${subject}`);
}

/** The sum of a metric's series on the platform's /metrics whose labels include `labels` (as `name="value"` pairs). */
function metricSum(metrics: string, name: string, labels: string[] = []): number {
  return metrics
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * Until the platform has nothing in flight that could still email: every event published and handled, and no email
 * waiting or being sent. The barrier of a check that something did NOT happen (no second email).
 */
export async function waitForIdle(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const metrics = await (await fetch(`http://127.0.0.1:${process.env.E2E_METRICS_PORT}/metrics`)).text();
    // A scrape whose stores did not answer reports no outbox: not known to be idle.
    const reported = metrics.includes('giftcard_outbox_unpublished_events{');
    const inFlight =
      (reported ? 0 : 1) +
      metricSum(metrics, 'giftcard_outbox_unpublished_events') +
      metricSum(metrics, 'giftcard_consumer_lag_events') +
      metricSum(metrics, 'giftcard_jobs', ['queue="notifications-email"', 'state="waiting"']) +
      metricSum(metrics, 'giftcard_jobs', ['queue="notifications-email"', 'state="active"']);
    if (inFlight === 0) return;
    if (Date.now() > deadline) throw new Error(`the platform still had ${inFlight} things in flight after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the platform at `base` answers its health check; fails once `timeoutMs` pass or its process ends. */
export async function untilHealthy(base: string, server: ChildProcess, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs in through the /login form and lands on the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Saves a full-page screenshot under web/e2e/screens/ for review. */
export async function snap(page: Page, name: string, options: { requestHeld?: boolean } = {}): Promise<void> {
  // Once the screen's code, data and fonts are in (the network never idles while a test holds a request on purpose);
  // transitions (a drawer or modal after a resize) shown finished.
  if (!options.requestHeld) await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(import.meta.dirname, 'screens', `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Content Security Policy violations reported in the console of a page, or of every page a context opens. */
export function cspViolations(target: Page | BrowserContext): string[] {
  const violations: string[] = [];
  (target as Page).on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export interface Buyer {
  name: string;
  email: string;
  phone: string;
}

/** The purchase dialog's details step for someone buying for themself. */
export async function fillBuyer(dialog: Locator, buyer: Buyer): Promise<void> {
  await dialog.getByLabel('Name').fill(buyer.name);
  await dialog.getByLabel('Email').fill(buyer.email);
  await dialog.getByLabel('Phone').fill(buyer.phone);
}

/** The purchase dialog's first two steps for oneself: "For Myself", then the buyer's details; it goes on to the payment step. */
export async function buyForMyself(dialog: Locator, buyer: Buyer): Promise<void> {
  await dialog.getByText('For Myself').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillBuyer(dialog, buyer);
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** The purchase dialog's payment step with the card Square's sandbox approves; answers the amount Square was asked to charge. */
export async function payWithApprovedCard(page: Page, dialog: Locator): Promise<{ amount: number; currency: string }> {
  await dialog.getByLabel('Card number').fill('4111111111111111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Postal code').fill('94103');
  const paid = page.waitForResponse((response) => response.url().endsWith('/api/payments/create-payment'));
  await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
  return (await (await paid).json()).payment.amountMoney;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A PNG of one colour, the size of a gift card image. */
export function cardImage(color: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 560, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Opens the admin's form for a new gift card and fills in its name, a Fine Dining tag and the description: the form. */
export async function openNewCardForm(page: Page, name: string, description: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Gift card name').fill(name);
  await dialog.getByLabel('Tag').selectOption('Fine Dining');
  await dialog.getByLabel('Description').fill(description);
  return dialog;
}

/** The password of every business an e2e test registers. */
export const BUSINESS_PASSWORD = 'business-pass-1';

/**
 * Registers a business through the API (OTP from the emailed message); `request`, a page's or a context's, then holds
 * its admin's session. Answers the business's slug.
 */
export async function registerBusiness(
  request: APIRequestContext,
  restaurantName: string,
  emailPrefix: string,
  email = uniqueEmail(emailPrefix),
  currency?: string,
): Promise<string> {
  // From an address of its own: the suite registers more businesses than one client may ask codes for in an hour.
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  await request.post('/api/v1/admin/send-otp', { data: { email }, headers });
  const otp = /(\d{6}) is your/.exec((await waitForMail(email, /verification code/)).subject)![1];
  await request.post('/api/v1/admin/verify-otp', { data: { email, otp }, headers });
  const registered = await request.put('/api/v1/admin/register', {
    data: {
      name: 'Casey Chef',
      password: BUSINESS_PASSWORD,
      phone: '5551112222',
      email,
      otp,
      restaurantName,
      restaurantAddress: { street: '5 Olive St', city: 'Austin', state: 'TX', zipCode: '73301' },
      ...(currency && { currency }),
    },
  });
  expect(registered.status()).toBe(200);
  return (await registered.json()).user.businessSlug;
}

/** A business registered through the API, selling a $50 card at 10% off ($45 paid, $5 bonus value). */
export interface SellingBusiness {
  email: string;
  slug: string;
  cardId: string;
}

export async function sellingBusiness(request: APIRequestContext, emailPrefix: string): Promise<SellingBusiness> {
  const email = uniqueEmail(emailPrefix);
  const slug = await registerBusiness(request, `Counter Bistro ${Date.now()}`, emailPrefix, email);
  const cardId = await createGiftCard(request, {
    name: 'Bistro Brunch',
    description: 'Brunch for two.',
    amount: '50',
    discount: '10',
    color: '#7c3aed',
  });
  return { email, slug, cardId };
}

/** The CSRF header a state-changing call in the session `request` holds must carry. */
/**
 * The month it is where the business signed in on `request` is (its time zone, from /me), as YYYY-MM: the month-end
 * names the business's months, so a run just after midnight UTC still names the month the business is in.
 */
export async function businessMonth(request: APIRequestContext): Promise<string> {
  const { user } = await (await request.get('/api/v1/admin/me')).json();
  return new Intl.DateTimeFormat('en-CA', { timeZone: user.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .slice(0, 7);
}

/** The month before `month` (YYYY-MM). */
export const monthBefore = (month: string): string => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
};

export async function csrfOf(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': (await request.storageState()).cookies.find((cookie) => cookie.name === 'gv_csrf')?.value ?? '' };
}

/**
 * Switches the business whose owner's session `request` holds to live, with Square credentials the bundled emulator
 * confirms: its sales are real ones, and its cards are on /explore (a business in test mode is not).
 */
export async function goLive(request: APIRequestContext, name: string): Promise<void> {
  const headers = await csrfOf(request);
  const connected = { squareApplicationId: `sq0idp-e2e-${name}`, squareLocationId: 'LTESTACTIVE', squareAccessToken: `EAAA-e2e-${name}-token` };
  expect((await request.put('/api/v1/admin/settings', { headers, data: connected })).ok()).toBe(true);
  expect((await request.post('/api/v1/admin/go-live', { headers })).ok()).toBe(true);
}

/** Adds a location to the business whose owner's session `request` holds: its id. */
export async function addLocation(request: APIRequestContext, name: string): Promise<string> {
  const added = await request.post('/api/v1/admin/locations', {
    headers: await csrfOf(request),
    data: { name, address: `${name}, Austin, TX 73301` },
  });
  expect(added.ok()).toBe(true);
  return (await added.json()).id;
}

/**
 * Creates a gift card of the admin whose session `request` holds (unless told, a Weekend Brunch card for 90 days, at
 * every location, its online sales at the first): its id.
 */
export async function createGiftCard(
  request: APIRequestContext,
  card: {
    name: string;
    description: string;
    amount: string;
    discount: string;
    color: string;
    tag?: string;
    expires?: string;
    locationIds?: string[];
    homeLocationId?: string;
  },
): Promise<string> {
  const created = await request.post('/api/v1/admin/create-giftcard', {
    headers: await csrfOf(request),
    multipart: {
      giftCardName: card.name,
      giftCardTag: card.tag ?? 'Weekend Brunch',
      description: card.description,
      amount: card.amount,
      discount: card.discount,
      expirationDate: card.expires ?? new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10),
      ...(card.locationIds && { locationIds: JSON.stringify(card.locationIds) }),
      ...(card.homeLocationId && { homeLocationId: card.homeLocationId }),
      image: { name: 'card.png', mimeType: 'image/png', buffer: await cardImage(card.color) },
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).giftCard._id;
}

/**
 * A selling business registered once before the file's tests (its `beforeAll`), then `prepare` given the admin's
 * session; the object is filled in by the time a test reads it.
 */
export function sellingBusinessForFile(emailPrefix: string, prepare?: (request: APIRequestContext) => Promise<void>): SellingBusiness {
  const business = {} as SellingBusiness;
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    Object.assign(business, await sellingBusiness(request, emailPrefix));
    await prepare?.(request);
    await request.dispose();
  });
  return business;
}

/**
 * A card of the business bought through the checkout in test mode, for oneself or, given a recipient, as a gift from
 * `name` (with the recipient's message, if any): its code and the holder's email. The buyer gives `phone`.
 */
export async function buyCard(
  request: APIRequestContext,
  business: SellingBusiness,
  name = 'Olive Holder',
  recipient?: { name: string; email: string; message?: string },
  phone = '(555) 123-4567',
): Promise<{ code: string; holder: string }> {
  const buyer = uniqueEmail('holder');
  const contact = { email: buyer, phone };
  const form = recipient
    ? {
        id: business.cardId,
        purchaseType: 'gift',
        giftInfo: {
          senderName: name,
          senderEmail: contact.email,
          senderPhone: contact.phone,
          recipientName: recipient.name,
          recipientEmail: recipient.email,
          message: recipient.message ?? '',
        },
      }
    : { id: business.cardId, purchaseType: 'self', selfInfo: { name, ...contact } };
  const paid = await request.post('/api/payments/create-payment', {
    data: { ...form, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), businessSlug: business.slug, amount: 1 },
  });
  expect(paid.ok()).toBe(true);
  const completed = await request.put('/api/v1/admin/purchase', { data: { ...form, orderId: (await paid.json()).orderId } });
  expect(completed.ok()).toBe(true);
  return { code: (await completed.json()).purchase.uniqueCode, holder: recipient?.email ?? buyer };
}

/**
 * With the environment variable `variable` set to a folder, `look(page, name)` saves the screen there in light and in
 * dark for review (never into the repository); without it, it does nothing.
 */
export function reviewShots(variable: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    const folder = process.env[variable];
    if (!folder) return;
    mkdirSync(folder, { recursive: true });
    await page.waitForLoadState('networkidle');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      await page.screenshot({ path: join(folder, `${name}-${theme}.png`), fullPage: true, animations: 'disabled' });
    }
  };
}
