import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createGiftCard, registerBusiness } from './support';

// Lighthouse's phone: 412 px wide at 1.75 device pixels per CSS pixel.
const PHONE = { width: 412, height: 823 };
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

const createCard = (request: APIRequestContext, name: string) =>
  createGiftCard(request, {
    name,
    tag: 'Fine Dining',
    description: `${name}: a table for two.`,
    amount: '60',
    discount: '10',
    expires: NEXT_YEAR,
    color: '#7c3aed',
  });

/** The storefront's API calls the page makes, recorded from the first request on. */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/(public\/giftcards|admin\/business\/|admin\/details\/)/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

test('public pages paint from the data sent with their HTML; the loader shows only when the data must still be fetched', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = await registerBusiness(page.request, 'Quick Bites', 'speed');
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) ids.push(await createCard(page.request, `Quick card ${i}`));

  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75 });
  const visitor = await context.newPage();
  const calls = apiCallsOf(visitor);
  await visitor.goto(`/${slug}/giftcards`);
  await expect(visitor.getByRole('heading', { name: 'Quick Bites' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(6);
  await expect(visitor.getByText('Loading Your Gift Card')).toHaveCount(0);
  expect(calls).toEqual([]);

  // The first picture is the page's largest paint: fetched at once, first, in the size the phone shows; the others wait.
  const pictures = visitor.locator('.gc-tile__media img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('srcset', /-400w\.webp 400w, .*\.webp 900w$/);
  await expect(pictures.first()).toHaveAttribute('width', '800');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  expect(await pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-800w\.webp$/);

  // The list goes on from the page it came with: scrolling asks for page 2 only.
  await visitor.mouse.wheel(0, 6000);
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(7, { timeout: 10_000 });
  expect(calls).toEqual(['/api/v1/public/giftcards']);

  calls.length = 0;
  await visitor.goto(`/gift-card/${ids[0]}`);
  await expect(visitor.getByRole('heading', { name: 'Quick card 1' })).toBeVisible();
  await expect(visitor.getByText('Loading your gift card…')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Quick Bites' })).toBeVisible();
  expect(calls).toEqual([]);

  // Without the data (a page saved before, a proxy that drops it), the page fetches it and the spec's loader runs meanwhile.
  await visitor.route(`**/${slug}/giftcards`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '') });
  });
  await visitor.goto(`/${slug}/giftcards`);
  await expect(visitor.getByText('Loading Your Gift Card')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Quick Bites' })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('button', { name: 'Buy Now' })).toHaveCount(6);
  await context.close();
});
