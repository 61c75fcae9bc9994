import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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
