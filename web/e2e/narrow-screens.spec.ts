import { expect, test, type Locator, type Page } from '@playwright/test';
import { translator, type Locale } from '@gv/proto';
import { cardActionsMessages } from '../src/components/card-actions/card-actions.messages';
import { signInMessages } from '../src/components/ui/sign-in.messages';
import { counterConfirmationMessages } from '../src/features/card/components/counter-confirmation.messages';
import { addLocation, buyCard, createGiftCard, snap, BUSINESS_PASSWORD, DESKTOP, PHONE, sellingBusinessForFile } from './support';

/**
 * Long words and long names on a phone (390 px): Spanish and French button labels wrap inside the screen, a location's
 * long name does not widen the Location filter, and the books' figures stay inside their cards; nothing scrolls sideways.
 */

const LONG_PLACE = 'Uptown Riverside Extremely Long Location Name';
const holderCard = { code: '' };
const business = sellingBusinessForFile('narrow', async (request) => {
  await addLocation(request, LONG_PLACE);
  await addLocation(request, 'Airport');
  // Four-figure amounts: the widest figures the books' tables show.
  const supper = await createGiftCard(request, {
    name: 'Harbor Supper',
    description: 'Supper by the harbor.',
    amount: '1250',
    discount: '0',
    color: '#0e7490',
  });
  Object.assign(holderCard, await buyCard(request, business, 'Olive Holder'));
  await buyCard(request, { ...business, cardId: supper }, 'Harbor Holder');
});

async function signIn(page: Page, locale: Locale) {
  await page.addInitScript((pick) => localStorage.setItem('gv.locale', pick), locale);
  expect((await page.request.post('/api/v1/admin/login', { data: { email: business.email, password: BUSINESS_PASSWORD } })).ok()).toBe(true);
}

/** The page does not scroll sideways. */
async function fitsScreen(page: Page) {
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The element is all on screen, across. */
async function onScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  expect.soft(box.x).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** How far the element sticks out of the content box (inside the padding) of `container`, on either side. */
const outside = (element: Locator, container: string) =>
  element.evaluate((node, selector) => {
    const box = node.closest(selector)!;
    const style = getComputedStyle(box);
    const [outer, inner] = [box.getBoundingClientRect(), node.getBoundingClientRect()];
    return Math.max(outer.left + parseFloat(style.paddingLeft) - inner.left, inner.right - (outer.right - parseFloat(style.paddingRight)), 0);
  }, container);

/** How many lines an element's text takes. */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/** A button with a long label: on screen, its label inside it (wrapped where it is too long for one line), centred. */
async function fitsCentred(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  await onScreen(page, button);
  expect.soft(await button.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  expect(await button.evaluate((node) => getComputedStyle(node).textAlign)).toBe('center');
}

test('a location’s long name does not widen the Location filter: the dashboard, orders and books fit a phone', async ({ page }) => {
  await signIn(page, 'en');
  await page.setViewportSize(PHONE);
  for (const path of ['/dashboard', '/orders', '/reports']) {
    await page.goto(path);
    const filter = page.getByLabel('Location', { exact: true });
    await expect(filter.locator('option')).toHaveText(['All locations', /^Counter Bistro/, LONG_PLACE, 'Airport']);
    await filter.selectOption({ label: LONG_PLACE });
    await onScreen(page, filter);
    await fitsScreen(page);
  }
  await snap(page, 'narrow-location-filter-phone');
});

/** The orders page's card actions dialog for Olive Holder's card, titled `title` in the page's language. */
async function openCardActions(page: Page, title: string) {
  await page.goto('/orders');
  await page
    .getByRole('button', { name: /Olive Holder/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: title });
}
for (const locale of ['es', 'fr'] as const) {
  test(`long button labels wrap on a phone, and the books fit it (${locale})`, async ({ page }) => {
    await signIn(page, locale);
    await page.setViewportSize(PHONE);

    // The holder page: how the counter confirms the holder.
    await page.goto(`/card/${holderCard.code}`);
    const changePhone = page.getByRole('button', { name: translator(counterConfirmationMessages, locale)('changePhone') });
    await fitsCentred(page, changePhone);
    expect.soft(await outside(changePhone, 'section')).toBeLessThanOrEqual(0.5);
    await fitsScreen(page);
    await snap(page, `narrow-holder-${locale}-phone`);

    // Settings: two-step sign-in.
    await page.goto('/settings');
    const twoStep = page.getByRole('button', { name: translator(signInMessages, locale)('turnOnTwoStep') });
    await fitsCentred(page, twoStep);
    expect.soft(await outside(twoStep, 'section')).toBeLessThanOrEqual(0.5);
    await fitsScreen(page);

    // The card actions dialog: its long button wraps, the short ones beside it keep one line.
    const t = translator(cardActionsMessages, locale);
    const dialog = await openCardActions(page, t('title'));
    const emailAgain = dialog.getByRole('button', { name: t('emailAgain') });
    await fitsCentred(page, emailAgain);
    expect.soft(await outside(emailAgain, '[role=dialog]')).toBeLessThanOrEqual(0.5);
    expect(await lines(dialog.getByRole('button', { name: t('close'), exact: true }))).toBe(1);
    expect.soft(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    await snap(page, `narrow-card-actions-${locale}-phone`);
    await page.keyboard.press('Escape');

    // The books: each card's figures inside the card.
    await page.goto('/reports');
    const byCard = page.locator('.reports__card').filter({ has: page.locator('#by-card-title') });
    await expect(byCard.getByText('Harbor Supper')).toBeVisible();
    await expect(page.locator('.reports__split--facts')).toBeVisible();
    for (const card of await page.locator('.reports__card').all()) {
      expect.soft(await card.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    }
    await fitsScreen(page);
    await snap(page, `narrow-reports-${locale}-phone`);

    // A storefront that does not exist.
    await page.goto('/no-such-business/giftcards', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await fitsScreen(page);
    await snap(page, `narrow-not-found-${locale}-phone`);
  });
}

test('at 1280 px the Spanish labels keep one line where they fit, and Settings fits the screen', async ({ page }) => {
  await signIn(page, 'es');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/card/${holderCard.code}`);
  const holderButton = page.getByRole('button', { name: translator(counterConfirmationMessages, 'es')('changePhone') });
  await expect(holderButton).toBeVisible();
  expect(await lines(holderButton)).toBe(1);

  await page.goto('/settings');
  // The narrow column of Settings: a label longer than its card wraps there too, inside the card.
  const twoStep = page.getByRole('button', { name: translator(signInMessages, 'es')('turnOnTwoStep') });
  await expect(twoStep).toBeVisible();
  expect.soft(await outside(twoStep, 'section')).toBeLessThanOrEqual(0.5);
  await fitsScreen(page);
  // Every other button of Settings keeps one line.
  for (const other of await page.locator('.settings__grid .btn:visible').all()) {
    if ((await other.innerText()) !== (await twoStep.innerText())) expect(await lines(other)).toBe(1);
  }

  const t = translator(cardActionsMessages, 'es');
  const dialog = await openCardActions(page, t('title'));
  await expect(dialog.getByRole('button', { name: t('emailAgain') })).toBeVisible();
  for (const button of await dialog.locator('.btn:visible').all()) {
    if ((await button.innerText()).trim()) expect(await lines(button)).toBe(1);
  }
  await snap(page, 'narrow-card-actions-es-desktop');
});
