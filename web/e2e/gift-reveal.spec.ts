import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buyCard, snap, uniqueEmail, waitForMail, WIDTHS, sellingBusinessForFile } from './support';

const MESSAGE = 'Happy birthday, Rita!\nBrunch is on me: take someone you love.';

const business = sellingBusinessForFile('reveal');

/** A gift from Alice with her message, and the reveal page its recipient's email leads to (its path). */
async function giftFromAlice(page: Page) {
  const recipient = { name: 'Rita Recipient', email: uniqueEmail('rita'), message: MESSAGE };
  const { code } = await buyCard(page.request, business, 'Alice Giver', recipient);
  const mail = await waitForMail(recipient.email, /.+/);
  const link = /Open your gift: (\S+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  const reveal = new URL(link!).pathname;
  expect(reveal).toBe(`/card/${code}/reveal`);
  return { code, reveal };
}

/** A frame of the unwrapping, held still at `ms` into it, for review (snap would show the end). */
async function frameAt(page: Page, ms: number, name: string) {
  await page.evaluate((at) => document.getAnimations().forEach((animation) => ((animation.currentTime = at), animation.pause())), ms);
  await page.screenshot({ path: join(import.meta.dirname, 'screens', `${name}.png`) });
}

async function expectTheGift(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alice Giver sent you a gift');
  const card = page.getByRole('region', { name: 'Gift card' });
  await expect(card).toContainText('Counter Bistro');
  await expect(card).toContainText('Bistro Brunch');
  await expect(card).toContainText('$50.00');
  // Drawn on the business's picture of the card.
  await expect(card).toHaveClass(/gr-card--pictured/);
  await expect(page.locator('.gr-message__text')).toHaveText(MESSAGE);
  await expect(page.getByText('From Alice Giver')).toBeVisible();
}

for (const [width, viewport] of WIDTHS) {
  test(`the recipient's email opens the gift, which unwraps into the card and Alice's message, then the holder page (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { code, reveal } = await giftFromAlice(page);

    const answer = await page.goto(reveal);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('.gr-card')).toBeAttached();
    await frameAt(page, 900, `gift-reveal-wrapped-${width}`);
    await frameAt(page, 2100, `gift-reveal-opening-${width}`);
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));

    // When the unwrapping is over, the one way on has the keyboard; the message was there as text all along.
    const next = page.getByRole('link', { name: 'See your gift card' });
    await expect(next).toBeFocused();
    await expectTheGift(page);
    await expect(page.locator('.gr-message')).toHaveCSS('opacity', '1');
    await expect(page.locator('.gr-envelope__front')).toBeHidden();
    await snap(page, `gift-reveal-${width}`);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/card/${code}$`));
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.locator('.hc-face__amount')).toHaveText('$50.00');
  });

  test(`with reduced motion the card and message stand there at once, nothing moves (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { code, reveal } = await giftFromAlice(page);

    await page.goto(reveal);
    const next = page.getByRole('link', { name: 'See your gift card' });
    await expect(next).toBeFocused({ timeout: 2_000 });
    const moving = () => document.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.gr'));
    expect(await page.evaluate(moving)).toHaveLength(0);
    await expectTheGift(page);
    await expect(page.locator('.gr-message')).toHaveCSS('opacity', '1');
    await snap(page, `gift-reveal-reduced-${width}`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, `gift-reveal-dark-${width}`);

    await next.click();
    await expect(page).toHaveURL(new RegExp(`/card/${code}$`));
  });
}
