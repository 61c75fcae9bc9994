import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { ApiClient, createGiftCard, createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';

const SUPER = { email: 'guard@giftcardvault.test', password: 'super-secret-1' };
const PUBLIC_URL = 'https://vault.example.test';
requireBuilt(new URL('../../../web/dist/index.html', import.meta.url));

function cspOf(headers: Headers): Record<string, string> {
  const policy = headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => [directive.split(' ')[0], directive.slice(directive.indexOf(' ') + 1)]),
  );
}

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

async function superAdmin(platform: TestPlatform): Promise<ApiClient> {
  const api = new ApiClient(platform.url);
  const login = await api.post('/api/superadmin/login', SUPER);
  expect(login.status).toBe(200);
  api.bearer = login.body.token;
  return api;
}

describe('browser security (all-in-one, PUBLIC_URL unset)', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started), { SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });

  it('gives every document the strict page policy: pages, the API docs, the QR poster, a card picture', async () => {
    const { api } = await createSignedInAdmin(platform, 'Policy Parlour');
    const card = await createGiftCard(api);
    expect(card.status).toBe(201);
    const documents: [string, Headers][] = [];
    for (const path of ['/', '/dashboard', '/api/docs', card.body.giftCard.giftCardImg]) documents.push([path, (await fetch(platform.url + path)).headers]);
    documents.push(['QR poster', (await api.request('GET', '/api/v1/admin/settings/qr-poster')).headers]);
    for (const [path, headers] of documents) {
      const csp = cspOf(headers);
      // Our own files and Square's Web Payments SDK only: no inline scripts, no eval, no other origin.
      expect({ path, scripts: csp['script-src']?.split(' ') }).toEqual({
        path,
        scripts: ["'self'", 'https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://js.squareupsandbox.com', 'https://js.squareup.com'],
      });
      expect(csp['default-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['object-src']).toBe("'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      // Plain http: no HSTS, which would lock browsers out of this host.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    // Other sites may embed a card's picture (emails, shared links): the media route's own resource policy stays.
    expect(documents.find(([path]) => path === card.body.giftCard.giftCardImg)![1].get('cross-origin-resource-policy')).toBe('cross-origin');
    // No inline script runs: every script is a file; a page's data is an inert JSON block.
    expect(await (await fetch(platform.url + '/')).text()).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
  });

  it('gives a JSON answer (data, refusal or error) only the headers an API needs, a few hundred bytes in all', async () => {
    for (const path of ['/api/health', '/api/v1/public/giftcards?limit=1', '/api/v1/admin/me', '/api/no-such-call', '/media/logos/missing.webp']) {
      const response = await fetch(platform.url + path);
      const { headers } = response;
      expect({ path, type: headers.get('content-type') }).toEqual({ path, type: 'application/json; charset=utf-8' });
      // Nothing may load and nothing may frame it; the page's policy, meant for documents, stays off.
      expect({ path, policy: headers.get('content-security-policy') }).toEqual({ path, policy: "default-src 'none'; frame-ancestors 'none'" });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBeNull();
      expect(headers.get('cross-origin-opener-policy')).toBeNull();
      expect(headers.get('strict-transport-security')).toBeNull();
      const headerBytes = [...headers].reduce((bytes, [name, value]) => bytes + name.length + value.length + 4, 0);
      expect({ path, small: headerBytes < 600 }).toEqual({ path, small: true });
      await response.body?.cancel();
    }
  });

  it('refuses a sign-in or registration posted from another site, before anything happens', async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Origin Oven');
    const api = new ApiClient(platform.url);
    for (const origin of ['https://evil.example', 'null']) {
      const res = await api.request('POST', '/api/v1/admin/login', { email, password }, { origin });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Requests from other sites are not accepted');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const otp = await api.request('POST', '/api/v1/admin/send-otp', { email: 'someone@example.com' }, { origin: 'https://evil.example' });
    expect(otp.status).toBe(403);
    const register = await api.request('PUT', '/api/v1/admin/register', { email: 'someone@example.com' }, { origin: 'https://evil.example' });
    expect(register.status).toBe(403);
    const sameSite = await api.request('POST', '/api/v1/admin/login', { email, password }, { origin: platform.url });
    expect(sameSite.status).toBe(200);
  });

  it('accepts sign-in as JSON only: a form post is refused', async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Json Jar');
    const form = await fetch(`${platform.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBe('Please send the request body as JSON (Content-Type: application/json)');
    expect(form.headers.getSetCookie()).toEqual([]);
    const plain = await fetch(`${platform.url}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email, password }),
    });
    expect(plain.status).toBe(415);
    const multipart = new FormData();
    multipart.append('email', email);
    multipart.append('password', password);
    const formData = await fetch(`${platform.url}/api/v1/admin/login`, { method: 'POST', body: multipart });
    expect(formData.status).toBe(400);
    expect(formData.headers.getSetCookie()).toEqual([]);
  });

  it('signs a browser out only with the CSRF header, by GET (the spec) or POST', async () => {
    const { api } = await createSignedInAdmin(platform, 'Logout Loft');
    const session = api.cookies.get('gv_session');
    // What a link or image on another site can trigger: a browser's GET with the cookie and no header.
    const forged = await api.request('GET', '/api/v1/admin/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect(api.cookies.get('gv_session')).toBe(session);
    expect((await api.get('/api/v1/admin/me')).status).toBe(200);
    expect((await api.request('POST', '/api/v1/admin/logout', undefined, { 'x-csrf-token': '' })).status).toBe(403);
    expect((await api.get('/api/v1/admin/me')).status).toBe(200);

    const signedOut = await api.request('GET', '/api/v1/admin/logout', undefined, { 'x-csrf-token': api.cookies.get('gv_csrf')!, 'sec-fetch-site': 'same-origin' });
    expect(signedOut.body).toEqual({ success: true, message: 'Signed out' });
    expect(api.cookies.has('gv_session')).toBe(false);
    const replay = new ApiClient(platform.url);
    replay.cookies.set('gv_session', session!);
    expect((await replay.get('/api/v1/admin/me')).status).toBe(401);

    const other = await createSignedInAdmin(platform, 'Logout Loft Two');
    expect((await other.api.post('/api/v1/admin/logout')).status).toBe(200);
    expect((await other.api.get('/api/v1/admin/me')).status).toBe(401);
  });

  it('lets a client written from the spec alone write with the session cookie only; a browser needs the token', async () => {
    const { api } = await createSignedInAdmin(platform, 'Cookie Only Cafe');
    // Plain fetch with the session cookie and nothing else, as the spec describes admin calls.
    const cookieOnly = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(platform.url + path, {
        method,
        headers: { cookie: `gv_session=${api.cookies.get('gv_session')}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
    const fromBrowser = await cookieOnly('PUT', '/api/v1/admin/settings', { restaurantName: 'Taken Over' }, { origin: platform.url, 'sec-fetch-site': 'same-origin' });
    expect(fromBrowser.status).toBe(403);
    expect((await cookieOnly('PUT', '/api/v1/admin/settings', { restaurantName: 'Taken Over' }, { 'x-csrf-token': 'forged' })).status).toBe(403);
    expect((await api.get('/api/v1/admin/me')).body.user.restaurantName).toBe('Cookie Only Cafe');

    const saved = await cookieOnly('PUT', '/api/v1/admin/settings', { restaurantName: 'Cookie Only Cafe & Bar' });
    expect(saved.status).toBe(200);
    expect((await api.get('/api/v1/admin/me')).body.user.restaurantName).toBe('Cookie Only Cafe & Bar');
    expect((await cookieOnly('GET', '/api/v1/admin/logout')).status).toBe(200);
    expect((await api.get('/api/v1/admin/me')).status).toBe(401);
  });

  it('refuses a NUL character in a query, a JSON body or a multipart field with a 400, and stores nothing', async () => {
    const { api } = await createSignedInAdmin(platform, 'Nul Noodles');
    const refused = { statusCode: 400, code: 'HTTP.NUL_CHARACTER', message: 'The request contains a character that is not allowed' };
    for (const path of ['/api/v1/admin/list?keyword=%00', '/api/v1/admin/buyers?search=a%00b', '/api/v1/public/giftcards?keyword=%00']) {
      const answer = await api.get(path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 400, body: refused });
    }
    const interest = await new ApiClient(platform.url).post('/api/v1/admin/registration-interest', {
      businessName: 'Nul\u0000 Diner',
      businessType: 'Restaurant',
      contactName: 'Nora',
      email: 'nora.nul@example.com',
      phone: '(555) 123-4567',
    });
    expect(interest.status).toBe(400);
    const card = await createGiftCard(api, { giftCardName: 'Tea\u0000 for two' });
    expect(card.status).toBe(400);
    expect(card.body.code).toBe('HTTP.NUL_CHARACTER');
    expect((await api.get('/api/v1/admin/list')).body.giftCards).toEqual([]);
  });

  it('binds the CSRF token to its session: a token from another session is refused', async () => {
    const a = await createSignedInAdmin(platform, 'Bound Bakery');
    const b = await createSignedInAdmin(platform, 'Bound Bistro');
    expect(a.api.cookies.get('gv_csrf')).not.toBe(b.api.cookies.get('gv_csrf'));
    // B's cookies, with A's token planted both in the CSRF cookie and the header (double submit would pass).
    const attacker = new ApiClient(platform.url);
    attacker.cookies.set('gv_session', b.api.cookies.get('gv_session')!);
    attacker.cookies.set('gv_csrf', a.api.cookies.get('gv_csrf')!);
    const refused = await attacker.put('/api/v1/admin/settings', { restaurantName: 'Taken Over' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your session could not be verified. Please reload the page and try again.');
    expect((await b.api.get('/api/v1/admin/me')).body.user.restaurantName).toBe('Bound Bistro');
    expect((await b.api.put('/api/v1/admin/settings', { restaurantName: 'Bound Bistro & Bar' })).status).toBe(200);
  });

  it('lets a client written from the spec alone, with no cookie jar, use the super admin bearer; logout and expiry end it', async () => {
    // Plain fetch keeps no cookies: only the headers given here are sent.
    const call = (method: string, path: string, token?: string, body?: unknown, cookie?: string) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return fetch(platform.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    };
    const signIn = async () => {
      const login = await call('POST', '/api/superadmin/login', undefined, SUPER);
      // No session cookie: only the known-device cookie, which opens nothing by itself (it eases the sign-in budget).
      expect(login.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual(['gv_super_device']);
      const body = await login.json();
      expect(body).toMatchObject({ success: true, role: 'SuperAdmin' });
      return body.token as string;
    };
    const token = await signIn();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const list = await call('GET', '/api/superadmin/registration-requests', token);
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ success: true, requests: expect.any(Array) });
    // Any cookies a browser holds for the site change nothing.
    expect((await call('GET', '/api/superadmin/stats', token, undefined, 'gv_session=stale; gv_csrf=stale')).status).toBe(200);
    expect((await call('GET', '/api/superadmin/stats')).status).toBe(401);
    const unknown = await call('GET', '/api/superadmin/stats', 'not-a-session-token');
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe('Your session has expired. Please sign in again.');

    // Past its server-side expiry a token is refused, and the next logout removes it.
    const db = platform.app.runtime.database.db;
    const stale = await signIn();
    const staleHash = createHash('sha256').update(stale).digest('hex');
    await db.execute(sql`update identity.super_admin_tokens set expires_at = now() - interval '1 second' where token_hash = ${staleHash}`);
    expect((await call('GET', '/api/superadmin/stats', stale)).status).toBe(401);

    const logout = await call('POST', '/api/superadmin/logout', token);
    expect(await logout.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await call('GET', '/api/superadmin/registration-requests', token)).status).toBe(401);
    const left = await db.execute(sql`select token_hash from identity.super_admin_tokens where token_hash = ${staleHash}`);
    expect(left.rows).toEqual([]);
    // Another session of the same super admin goes on.
    expect((await call('GET', '/api/superadmin/stats', await signIn())).status).toBe(200);
  });

  it('builds poster links from the server’s own address, whatever X-Forwarded-Host says', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Forwarded Fries');
    const poster = await api.request('GET', '/api/v1/admin/settings/qr-poster', undefined, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(poster.status).toBe(200);
    expect(poster.body).not.toContain('evil.example');
    expect(poster.body).toContain(`${platform.url}/${businessSlug}/giftcards`);
  });

  it('refuses an SVG logo with the image message, and answers 404 to `..` in a media path', async () => {
    const { api } = await createSignedInAdmin(platform, 'Vector Venue');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const form = new FormData();
    form.append('logo', new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    const res = await api.post('/api/v1/admin/settings/logo', form);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The image must be a JPEG, PNG, WebP or GIF file');
    expect((await api.get('/api/v1/admin/me')).body.user.logoUrl).toBeNull();
    for (const path of ['/media/logos/..', '/media/logos/.', '/media/giftcards/..', '/media/logos/%2e%2e']) {
      expect({ path, status: await rawGet(platform.url, path) }).toEqual({ path, status: 404 });
    }
  });

  it('refuses a registration website that is not http(s), and keeps an accepted one as an https address', async () => {
    const interest = { businessName: 'Script Shack', businessType: 'Cafe', contactName: 'Sam', email: 'sam@scriptshack.test' };
    for (const website of ['javascript:alert(1)', 'javascript:x@evil.example.com/%0aalert(1)', 'data:text/html,hi']) {
      const res = await new ApiClient(platform.url).post('/api/v1/admin/registration-interest', { ...interest, website });
      expect({ website, status: res.status, fields: res.body.fields }).toEqual({ website, status: 400, fields: { website: 'Please enter a valid website address' } });
    }
    const ok = await new ApiClient(platform.url).post('/api/v1/admin/registration-interest', { ...interest, website: 'scriptshack.test/menu' });
    expect(ok.status).toBe(201);
    const api = await superAdmin(platform);
    const requests: { email: string; website: string }[] = (await api.get('/api/superadmin/registration-requests')).body.requests;
    expect(requests.find((r) => r.email === interest.email)?.website).toBe('https://scriptshack.test/menu');
  });
});

describe('browser security (PUBLIC_URL on https)', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started), { PUBLIC_URL });

  it('adds HSTS and marks every cookie Secure, with the __Host- prefix; a cookie without the prefix is not a session', async () => {
    const health = await fetch(`${platform.url}/api/health`);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const docs = await fetch(`${platform.url}/api/docs`);
    expect(docs.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(cspOf(docs.headers)['upgrade-insecure-requests']).toBeDefined();
    const admin = new ApiClient(platform.url);
    const { email, password } = await createSignedInAdmin(platform, 'Secure Suppers');
    const login = await admin.post('/api/v1/admin/login', { email, password });
    const cookies = login.headers.getSetCookie();
    expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['__Host-gv_csrf', '__Host-gv_device', '__Host-gv_session']);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    for (const line of cookies) expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    for (const line of cookies) expect(line).not.toMatch(/;\s*Domain=/i);
    expect((await admin.get('/api/v1/admin/me')).status).toBe(200);
    const unprefixed = new ApiClient(platform.url);
    unprefixed.cookies.set('gv_session', admin.cookies.get('__Host-gv_session')!);
    expect((await unprefixed.get('/api/v1/admin/me')).status).toBe(401);
  });

  it('accepts writes from PUBLIC_URL’s origin only', async () => {
    const { email, password } = await createSignedInAdmin(platform, 'Public Origin Pub');
    const api = new ApiClient(platform.url);
    expect((await api.request('POST', '/api/v1/admin/login', { email, password }, { origin: platform.url })).status).toBe(403);
    expect((await api.request('POST', '/api/v1/admin/login', { email, password }, { origin: PUBLIC_URL })).status).toBe(200);
  });

  it('links share previews and the poster to PUBLIC_URL, never to X-Forwarded-Host, and inserts names literally', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, "Dollar $' Diner");
    const created = await createGiftCard(api, { giftCardName: "Tea $' for $& two $$" });
    expect(created.status).toBe(201);
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', host: 'evil.example' };
    const cardPage = await (await fetch(`${platform.url}/${businessSlug}/gift-card/${created.body.giftCard._id}`, { headers: forwarded })).text();
    expect(cardPage).toContain('<title>Tea $&#39; for $&amp; two $$ — 10% off | Giftcard Vault</title>');
    expect(cardPage).toMatch(new RegExp(`og:image" content="${PUBLIC_URL}/media/giftcards/`));
    expect(cardPage).not.toContain('evil.example');
    expect(cardPage.match(/<\/head>/g)).toHaveLength(1);
    const businessPage = await (await fetch(`${platform.url}/${businessSlug}/giftcards`, { headers: forwarded })).text();
    expect(businessPage).toContain('<title>Dollar $&#39; Diner gift cards | Giftcard Vault</title>');

    const poster = await api.request('GET', '/api/v1/admin/settings/qr-poster', undefined, forwarded);
    expect(poster.body).toContain(`${PUBLIC_URL}/${businessSlug}/giftcards`);
    expect(poster.body).not.toContain('evil.example');
  });
});
