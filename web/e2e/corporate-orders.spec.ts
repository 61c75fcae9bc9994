import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { BUSINESS_PASSWORD, snap, uniqueEmail, waitForMail, DESKTOP, WIDTHS, sellingBusinessForFile } from './support';

const business = sellingBusinessForFile('corporate');

for (const [width, viewport] of WIDTHS) {
  test(`corporate orders: a CSV with a bad row is shown, the fixed one is emailed with its progress, and its codes download as a PDF (${width})`, async ({
    page,
  }) => {
    expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
    await page.setViewportSize(viewport);
    await page.goto('/corporate-orders');
    await expect(page.getByRole('heading', { name: 'Corporate orders', level: 1 })).toBeVisible();
    // The desktop run comes first, with no batch yet; the phone run lists the desktop's.
    await expect(width === 'desktop' ? page.getByText('No batches yet.') : page.getByRole('row', { name: /Acme desktop/ })).toBeVisible();
    await snap(page, `corporate-orders-start-${width}`);

    await page.getByLabel('Company').fill(`Acme ${width}`);
    await page.getByLabel('Payment reference').fill(`INV-${width}-${Date.now()}`);
    const people = ['ana', 'ben', 'cy'].map((name) => ({ name: `${name.toUpperCase()} Staff`, email: uniqueEmail(`${name}-${width}`) }));
    // Screenshots from the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    const shoot = async (name: string) => (await page.evaluate(() => window.scrollTo(0, 0)), snap(page, name));
    const csv = (rows: string[]) => ({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(['name,email', ...rows].join('\n')) });

    // A row with a bad email is marked in the preview, and the batch is not sent.
    await page.getByLabel('Recipients CSV').setInputFiles(csv([...people.map((p) => `${p.name},${p.email}`), 'Dee Staff,dee@']));
    await expect(page.getByRole('status').filter({ hasText: '4 recipients, 1 row needs fixing' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Dee Staff/ })).toContainText('"dee@" is not an email address.');
    await shoot(`corporate-orders-csv-errors-${width}`);
    await page.getByRole('button', { name: 'Create batch' }).click();
    await expect(page.getByText('1 row of the CSV needs fixing.')).toBeVisible();

    await page.getByLabel('Recipients CSV').setInputFiles(csv(people.map((p) => `"${p.name}",${p.email}`)));
    await expect(page.getByRole('status').filter({ hasText: '3 recipients, all rows look right' })).toBeVisible();
    await page.getByRole('button', { name: 'Create batch' }).click();
    // Nothing is issued until the owner confirms the company, the number of cards and their value (decision 0071).
    const dialog = page.getByRole('dialog', { name: 'Confirm the corporate order' });
    await expect(dialog).toContainText(`Issue 3 cards`);
    await expect(dialog).toContainText(`for Acme ${width}, worth $`);
    await shoot(`corporate-orders-confirm-${width}`);
    await dialog.getByRole('button', { name: 'Confirm and issue' }).click();

    const progress = page.getByRole('progressbar', { name: 'Batch progress' });
    await expect(progress).toBeVisible();
    await expect(page.locator('.corporate-progress__label')).toHaveText('Emailed: 3 of 3 sent · Done', { timeout: 20_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    // Each holder has their card (the subject is encoded: a test card says so in it).
    for (const person of people) await waitForMail(person.email, /./);
    await expect(page.getByRole('row', { name: new RegExp(`Acme ${width}`) })).toContainText('Emailed: 3 of 3 sent');
    await shoot(`corporate-orders-done-${width}`);

    const download = page.waitForEvent('download');
    await page.locator('.corporate-progress').getByRole('link', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^corporate-order-[0-9a-f]{8}\.pdf$/);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Count 1 ');
  });
}

test('corporate orders: unnamed cards to print, each with the business’s logo (desktop)', async ({ page }) => {
  expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
  const logo = await sharp({ create: { width: 256, height: 128, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/v1/admin/settings/logo', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
  });
  expect(uploaded.status()).toBe(201);
  await page.setViewportSize(DESKTOP);
  await page.goto('/corporate-orders');
  await page.getByLabel('Company').fill('Print Co');
  await page.getByLabel('Payment reference').fill(`INV-print-${Date.now()}`);
  await page.getByRole('button', { name: 'Unnamed (print)' }).click();
  await page.getByLabel('Number of cards').fill('9');
  await page.getByRole('button', { name: 'Create batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the corporate order' });
  await expect(dialog).toContainText('Issue 9 cards');
  await expect(dialog).toContainText('for Print Co');
  await dialog.getByRole('button', { name: 'Confirm and issue' }).click();
  await expect(page.locator('.corporate-progress__label')).toHaveText('9 cards issued, ready to print · Done');
  await snap(page, 'corporate-orders-unnamed-desktop');
  const download = page.waitForEvent('download');
  await page.locator('.corporate-progress').getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await readFile((await (await download).path())!);
  // Six cards a page: nine need two. The logo is carried once, as a JPEG, and drawn on every card.
  expect(pdf.toString('latin1')).toContain('/Count 2 ');
  expect(pdf.toString('latin1').match(/\/Subtype \/Image .*\/Filter \/DCTDecode/g)).toHaveLength(1);
});
