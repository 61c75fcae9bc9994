import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buyCard, dataDir, snap, waitForMail, WIDTHS, sellingBusinessForFile } from './support';

const business = sellingBusinessForFile('lost');

/** How many emails reached `to`: a holder in these tests only ever gets the card's email. */
function cardEmailsTo(to: string): number {
  const dir = join(dataDir(), 'mail');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .filter((file) => (/^To: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '').includes(to)).length;
}

for (const [width, viewport] of WIDTHS) {
  test(`"Lost your card?" on the business page and "Email me this card again" on the holder page send the card to its holder (${width})`, async ({
    page,
  }) => {
    const { code, holder } = await buyCard(page.request, business, `Lena Lost ${width}`);
    await expect.poll(() => cardEmailsTo(holder), { timeout: 15_000 }).toBe(1);
    await page.setViewportSize(viewport);

    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Lost your card?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lost your gift card?' });
    await dialog.getByLabel('Email').fill('not an email');
    await dialog.getByRole('button', { name: 'Email my gift cards' }).click();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Email').fill(holder);
    await dialog.getByRole('button', { name: 'Email my gift cards' }).click();
    await expect(dialog.getByRole('status')).toHaveText('If gift cards of this business are held under that email address, we have sent them to it.');
    await snap(page, `lost-card-${width}`);
    await expect.poll(() => cardEmailsTo(holder), { timeout: 15_000 }).toBe(2);
    // Sent again, the card's email says so: it thanks nobody for a purchase.
    const again = await waitForMail(holder, /.+/);
    expect(again.text).toContain(`Here is your gift card again, Lena Lost ${width}`);
    expect(again.text).not.toContain('Thank you for your purchase');

    await page.goto(`/card/${code}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Email me this card again' }).click();
    await expect(page.getByText("We sent the gift card again to its holder's email address.")).toBeVisible();
    await snap(page, `holder-resend-${width}`);
    await expect.poll(() => cardEmailsTo(holder), { timeout: 15_000 }).toBe(3);
  });
}
