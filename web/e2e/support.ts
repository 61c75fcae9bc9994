import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

export const dataDir = () => process.env.E2E_DATA_DIR!;

/** Latest email to `to` whose subject matches, from the platform's .eml files. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = join(dataDir(), 'mail');
    const files = (() => {
      try {
        return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
      } catch {
        return [];
      }
    })();
    for (const file of files.reverse()) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const subjectLine = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
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

/** Saves a full-page screenshot under web/e2e/screens/ for review. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // let drawer and modal transitions settle after a resize
  await page.screenshot({ path: join(import.meta.dirname, 'screens', `${name}.png`), fullPage: true });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A PNG of one colour, the size of a gift card image. */
export function cardImage(color: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 560, channels: 3, background: color } }).png().toBuffer();
}

/**
 * Registers a business through the API (OTP from the emailed message); `request`, a page's or a context's, then holds
 * its admin's session. Answers the business's slug.
 */
export async function registerBusiness(request: APIRequestContext, restaurantName: string, emailPrefix: string, email = uniqueEmail(emailPrefix)): Promise<string> {
  await request.post('/api/v1/admin/send-otp', { data: { email } });
  const otp = /(\d{6}) is your/.exec((await waitForMail(email, /verification code/)).subject)![1];
  await request.post('/api/v1/admin/verify-otp', { data: { email, otp } });
  const registered = await request.put('/api/v1/admin/register', {
    data: {
      name: 'Casey Chef',
      password: 'business-pass-1',
      phone: '5551112222',
      email,
      otp,
      restaurantName,
      restaurantAddress: { street: '5 Olive St', city: 'Austin', state: 'TX', zipCode: '73301' },
    },
  });
  expect(registered.status()).toBe(200);
  return (await registered.json()).user.businessSlug;
}
