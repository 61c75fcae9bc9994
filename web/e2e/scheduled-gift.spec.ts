import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { BUSINESS_PASSWORD, dataDir, snap, uniqueEmail, waitForMail, WIDTHS, sellingBusinessForFile } from './support';

const APPROVED = { number: '4111111111111111', expiry: '12/34', cvv: '123', postal: '94103' };
const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);

const business = sellingBusinessForFile('scheduled');

/** The text of the emails to `to` whose text matches (a test card's subject is MIME-encoded, so the text is read). */
function mailTextsTo(to: string, pattern: RegExp): string[] {
  const dir = join(dataDir(), 'mail');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((raw) => (/^To: (.*)$/m.exec(raw)?.[1] ?? '').includes(to) && pattern.test(raw));
}

async function mailTo(to: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailTextsTo(to, pattern).length, { timeout: 15_000 }).toBe(1);
  return mailTextsTo(to, pattern)[0]!;
}

async function fillRecipient(recipient: Locator, name: string, email: string) {
  await recipient.getByLabel("Recipient's name").fill(name);
  await recipient.getByLabel("Recipient's email").fill(email);
}

/** The change page's date and time pickers sit side by side or one under the other, never over each other (a phone stacks them). */
async function expectPickersApart(scope: Locator) {
  const date = (await scope.getByLabel('Date', { exact: true }).boundingBox())!;
  const time = (await scope.getByLabel('Time', { exact: true }).boundingBox())!;
  expect(date.x + date.width <= time.x || date.y + date.height <= time.y).toBe(true);
}

for (const [width, viewport] of WIDTHS) {
  test(`a buyer schedules one gift and sends another now in one order, then moves the scheduled one with the emailed link (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const sender = uniqueEmail(`scheduled-sender-${width}`);
    const later = uniqueEmail('later');
    const now = uniqueEmail('now');

    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Buy Now' }).first().click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await dialog.getByText('As a Gift').click();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // The first recipient waits for a date and time in New York; the business's own zone is offered first.
    const { timeZone } = await (await page.request.get(`/api/v1/payments/config?businessSlug=${business.slug}`)).json();
    const first = dialog.locator('[data-recipient="0"]');
    await fillRecipient(first, 'Lara Later', later);
    await first.getByRole('button', { name: 'Schedule' }).click();
    await expect(first.getByLabel('Time zone')).toHaveValue(timeZone);
    // The picker ends on the card's last day; a later day typed in is refused on Next.
    const lastDay = (await first.getByLabel('Date').getAttribute('max'))!;
    expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await first.getByLabel('Date').fill(new Date(Date.parse(lastDay) + 2 * 86400_000).toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(first.getByText(`This card is valid through ${lastDay}: schedule the gift for that day or earlier`)).toBeVisible();
    await snap(page, `scheduled-gift-last-day-${width}`);
    await first.getByLabel('Date').fill(inDays(3));
    await first.getByLabel('Time', { exact: true }).fill('10:30');
    await first.getByLabel('Time zone').selectOption('America/New_York');

    // A second recipient, sent now: the total is the sale price twice.
    await dialog.getByRole('button', { name: 'Add another recipient' }).click();
    const second = dialog.locator('[data-recipient="1"]');
    await fillRecipient(second, 'Nico Now', now);
    await expect(dialog.getByText('Total: $45.00 × 2 =')).toBeVisible();
    await expect(dialog.locator('.pd-summary__pay')).toContainText('$90.00');
    await dialog.getByLabel('Your name').fill('Sam Scheduler');
    await dialog.getByLabel('Your email').fill(sender);
    await dialog.getByLabel('Your phone').fill('2065550199');
    await snap(page, `scheduled-gift-step2-${width}`);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Card number').fill(APPROVED.number);
    await dialog.getByLabel('Expiry (MM/YY)').fill(APPROVED.expiry);
    await dialog.getByLabel('CVV').fill(APPROVED.cvv);
    await dialog.getByLabel('Postal code').fill(APPROVED.postal);
    await dialog.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(dialog.getByRole('heading', { name: 'Purchase Completed Successfully!' })).toBeVisible({ timeout: 20_000 });
    // The gift and when each recipient gets it; the cards themselves (wallet buttons, holder page) stay their surprise.
    const gift = dialog.getByRole('region', { name: 'Your gift' });
    await expect(gift).toContainText('$50.00');
    await expect(gift.getByRole('listitem').filter({ hasText: 'For Lara Later' })).toContainText(/Sent on .* at 10:30 AM E[SD]T/);
    await expect(gift.getByRole('listitem').filter({ hasText: 'For Nico Now' })).toContainText('Sent now by email');
    await expect(dialog.getByRole('link', { name: /Wallet|View your gift card/ })).toHaveCount(0);
    await snap(page, `scheduled-gift-success-${width}`);

    // Nico has theirs; Lara's waits. The buyer's confirmation carries the change link.
    await waitForMail(now, /.+/);
    const confirmation = await mailTo(sender, /will send the gift card to Lara Later/);
    const link = /https?:\/\/[^/\s]+(\/gift-delivery\/[A-Za-z0-9_-]+)/.exec(confirmation)![1]!;

    await page.goto(link);
    await expect(page.getByRole('heading', { name: "Change your gift's delivery" })).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await expect(page.getByLabel('Time', { exact: true })).toHaveValue('10:30');
    await expect(page.getByLabel('Recipient email')).toHaveValue(later);
    await page.getByLabel('Time', { exact: true }).fill('11:45');
    await expectPickersApart(page.locator('main'));
    await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible();
    await snap(page, `gift-delivery-change-${width}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Saved\. It will be sent on .* at 11:45 AM E[SD]T\./)).toBeVisible();
    await snap(page, `gift-delivery-changed-${width}`);
    const changed = await mailTo(sender, /Your gift delivery was changed/);
    expect(changed).toMatch(/to Lara Later \(.*\) on .* at 11:45 AM E[SD]T/);
    const nextLink = /https?:\/\/[^/\s]+(\/gift-delivery\/[A-Za-z0-9_-]+)/.exec(changed)![1]!;

    // The link made its one change.
    await page.reload();
    await expect(page.getByText('This link has expired or was already used.', { exact: false })).toBeVisible();

    // The business's admin sees in /orders that Lara's gift waits for its new time, in New York; Nico's has no mark.
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.goto('/orders');
    await page.getByRole('searchbox', { name: 'Search orders by card code, order number, email or company' }).fill(sender);
    const rowOf = (recipient: string) =>
      page
        .getByRole('row')
        .filter({ hasText: sender })
        .filter({ hasText: `Gift for ${recipient}` });
    const laraRow = rowOf('Lara Later');
    await expect(laraRow.getByText(/^Scheduled · \d{1,2} \w{3,4} \d{4}, 11:45 E[SD]T$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Gift for' })).toHaveCount(2);
    await expect(rowOf('Nico Now').getByText(/Scheduled|Sent/)).toHaveCount(0);
    await laraRow.scrollIntoViewIfNeeded();
    await snap(page, `scheduled-gift-orders-${width}`);

    // With the next link, the buyer writes a message and sends the gift now: Lara gets it with those words.
    await page.goto(nextLink);
    const message = page.getByLabel('Personal message');
    await expect(message).toHaveValue('');
    await message.fill('Happy birthday, Lara!');
    await snap(page, `gift-delivery-send-now-${width}`);
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText(/Saved\. It is being sent now\./)).toBeVisible();
    await expect(page.getByText('Happy birthday, Lara!')).toBeVisible();
    expect(await mailTo(later, /Open your gift/)).toContain('Happy birthday, Lara!');
  });
}
