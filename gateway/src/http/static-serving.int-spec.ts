import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';

const webDist = new URL('../../../web/dist/', import.meta.url);
requireBuilt(new URL('index.html', webDist), new URL('.vite/manifest.json', webDist), new URL('../dist-server/entry-server.js', webDist));

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body arrives as sent (fetch would decompress it and hide the encoding). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** The HTML the server drew in the SPA's root element ('' when it drew none). */
const drawn = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n {4}<script type="application\/json"/.exec(html)?.[1] ?? '';

function pageData(html: string): PublicPageData | null {
  const match = new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as PublicPageData) : null;
}

async function createCard(api: ApiClient, giftCardName: string, width = 300): Promise<{ _id: string; giftCardImg: string; giftCardImgSrcset?: string }> {
  const created = await createGiftCard(api, { giftCardName }, { width, height: Math.round((width * 10) / 16) });
  expect(created.status).toBe(201);
  return created.body.giftCard;
}

describe('the storefront on a phone: static files, public pages, search engines', () => {
  let platform: TestPlatform;
  let api: ApiClient;
  let businessSlug: string;
  let card: { _id: string; giftCardImg: string; giftCardImgSrcset?: string };
  let deleted: { _id: string };
  let small: { giftCardImgSrcset?: string };

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ api, businessSlug } = await createSignedInAdmin(platform, 'Speedy Diner'));
    deleted = await createCard(api, 'Gone soon');
    expect((await api.delete(`/api/v1/admin/remove/${deleted._id}`)).status).toBe(200);
    small = await createCard(api, 'Small picture', 300);
    // The newest card: first on the storefront.
    card = await createCard(api, 'Brunch </script><script>alert(1)</script>', 1000);
  }, 90_000);
  afterAll(() => platform.stop());

  it('serves the build compressed by the browser\'s choice, hashed files cached for a year, pages revalidated', async () => {
    const index = readFileSync(new URL('index.html', webDist), 'utf8');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(index)![1];
    const original = readFileSync(new URL(`.${script}`, webDist));

    const br = await rawGet(platform.url, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gzip = await rawGet(platform.url, script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    const plain = await rawGet(platform.url, script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    // A chunk of an older build is a 404, never the page's HTML passed off as a script.
    expect((await rawGet(platform.url, '/assets/index-0ld8uild.js')).status).toBe(404);
    const page = await rawGet(platform.url, '/login', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(page)).toContain('<div id="root"></div>');
  });

  it('compresses JSON answers of 1 KiB and more and leaves small ones and refusals readable', async () => {
    const list = await rawGet(platform.url, `/api/v1/public/giftcards?businessSlug=${businessSlug}`, { 'accept-encoding': 'br, gzip' });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(list)).giftCards[0]._id).toBe(card._id);

    const small = await rawGet(platform.url, '/api/ping', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(small))).toMatchObject({ pong: true });

    // A service's refusal (a domain error over request-reply) keeps its status and JSON body.
    const refused = await rawGet(platform.url, '/api/v1/admin/details/00000000-0000-0000-0000-000000000000', { 'accept-encoding': 'gzip' });
    expect(refused.status).toBe(404);
    expect(JSON.parse(decoded(refused))).toMatchObject({ code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });
    const invalid = await api.request('POST', '/api/v1/admin/create-giftcard', { giftCardName: 'x'.repeat(2000) }, { 'accept-encoding': 'br' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toBeDefined();
  });

  it('stores a card picture in the sizes its srcset names', async () => {
    const widths = card.giftCardImgSrcset!.split(', ').map((entry) => entry.split(' '));
    expect(widths.map(([, width]) => width)).toEqual(['400w', '800w', '1000w']);
    expect(widths[2][0]).toBe(card.giftCardImg);
    for (const [url, width] of widths) {
      const image = await fetch(platform.url + url);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const { format, width: actual } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect({ format, width: `${actual}w` }).toEqual({ format: 'webp', width });
    }
    // A picture narrower than every smaller size keeps one size and no srcset.
    expect(small.giftCardImgSrcset).toBeUndefined();
  });

  it("sends a business page with its business and first cards, the first picture preloaded, and the screen's code", async () => {
    const answer = await rawGet(platform.url, `/${businessSlug}/giftcards`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const html = decoded(answer);
    // Asked again as other browsers ask: the same page in each encoding, with the page's policy.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    for (const acceptEncoding of ['gzip', '']) {
      const again = await rawGet(platform.url, `/${businessSlug}/giftcards`, { 'accept-encoding': acceptEncoding });
      expect([acceptEncoding, decoded(again)]).toEqual([acceptEncoding, html]);
      expect(again.headers['content-encoding']).toBe(acceptEncoding || undefined);
      expect(again.headers.vary).toBe('accept-encoding');
      expect(again.headers['content-security-policy']).toBe(answer.headers['content-security-policy']);
    }
    const api = await (await fetch(`${platform.url}/api/v1/public/giftcards?businessSlug=${businessSlug}&page=1&limit=6`)).json();
    expect(pageData(html)).toEqual({
      business: { businessSlug, business: expect.objectContaining({ businessSlug, name: 'Speedy Diner' }) },
      list: { businessSlug, result: api },
      // The language it is drawn in: the business's.
      locale: 'en',
    });
    // The card's name is data, never markup: it cannot close the JSON block.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script/g)!.length);
    expect(html).toContain('Brunch \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');

    expect(html).toContain(`<link rel="preload" as="image" href="${card.giftCardImg}" imagesrcset="${card.giftCardImgSrcset}"`);
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    const manifest: Record<string, { file: string; name?: string; css?: string[] }> = JSON.parse(readFileSync(new URL('.vite/manifest.json', webDist), 'utf8'));
    // The code waits, inert, until the page shows its main content; the styles paint it.
    const held = /<template id="gv-app-code">([\s\S]*?)<\/template>/.exec(html)![1];
    const chunk = (name: string) => Object.values(manifest).find((each) => each.name === name)!;
    for (const name of ['app', 'storefront-screens', 'shared-ui']) expect(held).toContain(`<link rel="modulepreload" crossorigin href="/${chunk(name).file}" />`);
    for (const name of ['storefront-screens', 'shared-ui']) expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${chunk(name).css![0]}" />`);
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(held.match(/rel="modulepreload"/g)!.length);
    expect(html).toContain(`<link rel="canonical" href="${platform.url}/${businessSlug}/giftcards" />`);
    expect(html).toContain('<title>Speedy Diner gift cards | Giftcard Vault</title>');
  });

  it('sends a card page with its card and business, under one canonical address, and 404 for a page that does not exist', async () => {
    for (const path of [`/${businessSlug}/gift-card/${card._id}`, `/gift-card/${card._id}`]) {
      const html = await (await fetch(platform.url + path)).text();
      const data = pageData(html)!;
      expect(data.card).toEqual({ id: card._id, giftCard: expect.objectContaining({ _id: card._id, giftCardImgSrcset: card.giftCardImgSrcset }) });
      expect(data.business?.business?.name).toBe('Speedy Diner');
      expect(html).toContain(`<link rel="canonical" href="${platform.url}/${businessSlug}/gift-card/${card._id}" />`);
      expect(html).toMatch(/<link rel="preload" as="image"[^>]*imagesizes="\(max-width: 860px\)/);
    }

    const explore = await (await fetch(`${platform.url}/explore`)).text();
    expect(pageData(explore)?.list?.businessSlug).toBeNull();
    expect(explore).toContain('<title>Explore gift cards | Giftcard Vault</title>');

    const noBusiness = await fetch(`${platform.url}/no-such-diner/giftcards`);
    expect(noBusiness.status).toBe(404);
    expect(pageData(await noBusiness.text())?.business).toEqual({ businessSlug: 'no-such-diner', business: null });
    const gone = await fetch(`${platform.url}/gift-card/${deleted._id}`);
    expect(gone.status).toBe(404);
    expect(pageData(await gone.text())?.card).toEqual({ id: deleted._id, giftCard: null });
    // Another business's card is not found under this business's name.
    const other = await createSignedInAdmin(platform, 'Other Bistro');
    const theirs = await createCard(other.api, 'Their brunch');
    const borrowed = await fetch(`${platform.url}/${businessSlug}/gift-card/${theirs._id}`);
    expect(borrowed.status).toBe(404);
    expect(pageData(await borrowed.text())?.card).toEqual({ id: theirs._id, giftCard: null });
    expect((await fetch(`${platform.url}/${other.businessSlug}/gift-card/${theirs._id}`)).status).toBe(200);
    // Other routes of the SPA get its plain page.
    const login = await (await fetch(`${platform.url}/login`)).text();
    expect(pageData(login)).toBeNull();
  });

  it('draws public pages on the server from the data they carry, and shows a change made through the gateway at once', async () => {
    const page = await (await fetch(`${platform.url}/${businessSlug}/giftcards`)).text();
    const markup = drawn(page);
    expect(markup).toContain('<h1 id="sf-business-name" class="sf-business__name">Speedy Diner</h1>');
    // Names are text, escaped as the SPA's renderer escapes them (every `<`, so no tag opens): the card named like a script is not one.
    expect(markup).toContain('Brunch &lt;/script>&lt;script>alert(1)&lt;/script>');
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('$36.00');
    // The page's entry takes it over once it shows its main content.
    expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);

    const cardPage = drawn(await (await fetch(`${platform.url}/gift-card/${card._id}`)).text());
    expect(cardPage).toContain('<h1 id="sf-details-title" class="sf-details__title">Brunch &lt;/script>');
    expect(cardPage).toContain('Speedy Diner');

    expect((await api.put(`/api/v1/admin/update/${card._id}`, { giftCardName: 'Brunch for four' })).status).toBe(200);
    expect(drawn(await (await fetch(`${platform.url}/${businessSlug}/giftcards`)).text())).toContain('Brunch for four');
    expect(drawn(await (await fetch(`${platform.url}/gift-card/${card._id}`)).text())).toContain('<h1 id="sf-details-title" class="sf-details__title">Brunch for four</h1>');
    // Other routes of the SPA are drawn by the SPA alone.
    expect(await (await fetch(`${platform.url}/login`)).text()).toContain('<div id="root"></div>');
  });

  it("draws a holder's page for each request, for no cache and no search engine", async () => {
    const answer = await fetch(`${platform.url}/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await answer.text();
    // The page's robots tag stands in the head, once.
    expect(html.match(/<meta name="robots" content="noindex, nofollow"\/>\n {2}<\/head>/g)).toHaveLength(1);
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).not.toContain('rel="canonical"');
    expect(drawn(html)).toContain('Gift card not found');
    expect(pageData(html)).toEqual({ holderCard: { code: '01J9ZK4W8Q2N3H7V6T5R4P3M2B', card: null } });

    // A gift's reveal under the same code is drawn by the SPA alone, and kept and indexed no more than the holder page.
    const reveal = await fetch(`${platform.url}/card/01J9ZK4W8Q2N3H7V6T5R4P3M2B/reveal`);
    expect(reveal.status).toBe(200);
    expect(reveal.headers.get('cache-control')).toBe('private, no-store');
    expect(reveal.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await reveal.text()).toContain('<div id="root"></div>');
  });

  it("answers robots.txt and a sitemap of the active businesses' public pages", async () => {
    const robots = await fetch(`${platform.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain(`Sitemap: ${platform.url}/sitemap.xml`);

    const sitemap = await fetch(`${platform.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/explore', `/${businessSlug}/giftcards`, `/${businessSlug}/gift-card/${card._id}`]) {
      expect(xml).toContain(`<loc>${platform.url}${path}</loc>`);
    }
    expect(xml).not.toContain(deleted._id);
  });
});
