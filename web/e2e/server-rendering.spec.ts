import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { ApiClient } from '../../test/api';
import { redeemGiftCard } from '../../test/purchases';
import {
  BUSINESS_PASSWORD,
  buyCard,
  cardImage,
  dataDir,
  goLive,
  registerBusiness,
  snap,
  uniqueEmail,
  type SellingBusiness,
  PHONE,
  WIDTHS,
} from './support';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const BUSINESS = `Lantern Noodle Bar ${Date.now()}`;
/** $80 at 25 % off and $40 at 10 % off: the prices the pages show. */
const CARDS = [
  { name: 'Noodle Feast for Two', amount: '80', discount: '25', price: '$60.00', value: '$80.00' },
  { name: 'Dumpling Lunch', amount: '40', discount: '10', price: '$36.00', value: '$40.00' },
];

let business: SellingBusiness;
let feastId = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const email = uniqueEmail('ssr');
  const slug = await registerBusiness(context.request, BUSINESS, 'ssr', email);
  await goLive(context.request, 'ssr');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'gv_csrf')?.value ?? '';
  const ids: string[] = [];
  for (const card of [...CARDS].reverse()) {
    const created = await context.request.post('/api/v1/admin/create-giftcard', {
      headers: { 'X-CSRF-Token': csrf },
      multipart: {
        giftCardName: card.name,
        giftCardTag: 'Fine Dining',
        description: `${card.name}, made to order.`,
        amount: card.amount,
        discount: card.discount,
        expirationDate: NEXT_YEAR,
        image: { name: 'card.png', mimeType: 'image/png', buffer: await cardImage('#b45309') },
      },
    });
    expect(created.ok()).toBe(true);
    ids.push((await created.json()).giftCard._id);
  }
  feastId = ids[1];
  business = { email, slug, cardId: feastId };
  await context.close();
});

/** A card's tile: its name, its price and its value struck through. */
const tileTexts = (card: (typeof CARDS)[number]) => [card.name, card.price, `instead of ${card.value}`];

/** The public pages and what each shows of the business and its cards. */
function publicPages() {
  const { slug } = business;
  return [
    { path: '/', heading: 'Sell gift cards online. Redeem them in seconds.', texts: ['Register your business', 'Explore Gift Cards'] },
    { path: '/explore', heading: 'Explore gift cards', texts: [...CARDS.flatMap(tileTexts), `From ${BUSINESS}`] },
    { path: `/${slug}/giftcards`, heading: BUSINESS, texts: [...CARDS.flatMap(tileTexts), '2 gift cards'] },
    { path: `/${slug}/gift-card/${feastId}`, heading: CARDS[0].name, texts: [CARDS[0].price, CARDS[0].value, '25% OFF', BUSINESS, 'Buy Now'] },
    { path: `/gift-card/${feastId}`, heading: CARDS[0].name, texts: [CARDS[0].price, BUSINESS, 'Buy Now'] },
  ];
}

/** Everything the browser's console says, from the first byte of each page on. */
function consoleOf(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => messages.push({ type: () => 'error', text: () => error.message } as ConsoleMessage));
  return messages;
}

/**
 * The headings, links and buttons the server drew that are no longer in the page. They are noted once the HTML is
 * parsed, before any script runs: hydration keeps them, a client render would replace them.
 */
async function drawnElementsReplaced(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('#root :is(h1, h2, a, button)')];
    });
  });
  return () =>
    page.evaluate(() => {
      const { drawn } = window as unknown as { drawn: Element[] };
      if (drawn.length === 0) throw new Error('the server drew nothing');
      return drawn.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80));
    });
}

test('public pages arrive drawn: the HTML has the business, its cards and their prices before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const { path, heading, texts } of publicPages()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
  }
  await page.goto(`/${business.slug}/giftcards`);
  await snap(page, 'ssr-business-page-without-javascript');
  await context.close();
});

for (const [device, viewport] of WIDTHS) {
  test(`on a ${device}, the scripts take over the drawn pages without a hydration warning, and the pages work as before`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const messages = consoleOf(page);
    const replaced = await drawnElementsReplaced(page);

    for (const { path, heading } of publicPages()) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect({ path, replaced: await replaced() }).toEqual({ path, replaced: [] });
    }
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);

    // The drawn page is the live one once its code is in (it loads after the page's main picture): search, open a card, buy it.
    await page.goto(`/${business.slug}/giftcards`, { waitUntil: 'networkidle' });
    await page.getByRole('searchbox', { name: 'Search Gift Cards' }).fill('dumpling');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([CARDS[1].name]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(CARDS.map((card) => card.name));
    await page.getByRole('link', { name: CARDS[0].name }).click();
    await expect(page).toHaveURL(new RegExp(`/${business.slug}/gift-card/${feastId}$`));
    await expect(page.getByRole('heading', { level: 1, name: CARDS[0].name })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await expect(dialog.getByText(CARDS[0].name)).toBeVisible();
    await expect(dialog.getByText(CARDS[0].price).first()).toBeVisible();
    await snap(page, `ssr-purchase-dialog-${device}`);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    await context.close();
  });
}

/** The app's code (React, the router, the store), or the screen's own, which React waits for before it hydrates the screen. */
for (const [held, chunk] of [
  ['the app', /\/assets\/app-[^/]+\.js$/],
  ['its screen', /\/assets\/storefront-screens-[^/]+\.js$/],
] as const) {
  test(`a tap on Buy Now before ${held}'s code has come is not lost: the code comes at once and the dialog opens, once`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const messages = consoleOf(page);
    // The code is held on its way until the test lets it go: the page stays as the server drew it, not yet React's.
    let letCodeGo!: () => void;
    const codeMayGo = new Promise<void>((resolve) => (letCodeGo = resolve));
    const codeAsked: string[] = [];
    await page.route(chunk, async (route) => {
      codeAsked.push(route.request().url());
      await codeMayGo;
      await route.continue();
    });
    await page.goto(`/${business.slug}/gift-card/${feastId}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect.poll(() => codeAsked.length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    letCodeGo();
    const dialog = page.getByRole('dialog', { name: 'Buy Gift Card' });
    await expect(dialog.getByText(CARDS[0].name)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // The page is React's now: the dialog closes and opens again as usual.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(dialog.getByText(CARDS[0].name)).toBeVisible();
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    await context.close();
  });
}

test.describe('the holder page', () => {
  let code = '';
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    ({ code } = await buyCard(context.request, business, 'Noor Holder'));
    await context.close();
    const admin = new ApiClient(baseURL!);
    expect((await admin.post('/api/v1/admin/login', { email: business.email, password: BUSINESS_PASSWORD })).status).toBe(200);
    await redeemGiftCard(admin, dataDir(), code, 12.5);
  });

  test('arrives drawn with the card, its balance and its code, and is taken over without a warning, its times in the business’s time zone', async ({
    browser,
    request,
  }) => {
    const { timeZone } = (await (await request.get(`/api/v1/cards/${code}`)).json()).business as { timeZone: string };
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const drawn = await still.newPage();
    const answer = await drawn.goto(`/card/${code}`);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(drawn.getByRole('heading', { level: 1, name: CARDS[0].name })).toBeVisible();
    await expect(drawn.getByText(BUSINESS)).toBeVisible();
    await expect(drawn.getByRole('region', { name: 'Gift card' }).getByText('$67.50')).toBeVisible();
    await expect(drawn.getByText(code)).toBeAttached();
    // When the card was spent, in the business's zone and saying which: the server and every visitor's browser alike.
    const spent = drawn.getByRole('row').nth(1).getByRole('cell').first().locator('time');
    const instant = new Date((await spent.getAttribute('datetime'))!);
    const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')!.value;
    const shown = `${instant.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${zoneName}`;
    await expect(spent).toHaveText(shown);
    expect(shown).not.toMatch(/ UTC$/);
    await still.close();

    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const messages = consoleOf(page);
    const replaced = await drawnElementsReplaced(page);
    const cardCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/cards/')) cardCalls.push(request.url());
    });
    await page.goto(`/card/${code}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('img', { name: 'QR code of the gift card' })).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByRole('cell').first().locator('time')).toHaveText(shown);
    expect(await replaced()).toEqual([]);
    // The page came with its card: the browser does not ask for it again.
    expect(cardCalls).toEqual([]);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
    await context.close();
  });
});
