import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { createSignedInAdmin, useTestPlatform, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';

requireBuilt(new URL('../../../web/dist/index.html', import.meta.url));

const frameAncestorsOf = (headers: Headers) =>
  (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));

describe('the "Buy a gift card" button for any website (all-in-one)', () => {
  let platform: TestPlatform;
  useTestPlatform((started) => (platform = started));

  it('saves the websites as origins, refuses what is not one, and answers them with the signed-in admin', async () => {
    const { api } = await createSignedInAdmin(platform, 'Embed Eatery');
    const saved = await api.put('/api/v1/admin/settings', { embedOrigins: ['https://Shop.Example.com/', 'https://shop.example.com:443', 'https://www.example.org:8443', 'http://localhost:5500'] });
    expect(saved.status).toBe(200);
    expect(saved.body.user.embedOrigins).toEqual(['https://shop.example.com', 'https://www.example.org:8443', 'http://localhost:5500']);
    expect((await api.get('/api/v1/admin/me')).body.user.embedOrigins).toEqual(['https://shop.example.com', 'https://www.example.org:8443', 'http://localhost:5500']);

    const refusals: [unknown, string][] = [
      [['http://shop.example.com'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['https://shop.example.com/cart'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['https://*.example.com'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['https://shop.example.com;script-src'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['https://a,b.example.com'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [["https://shop'.example.com"], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [["https://example.com 'unsafe-inline'"], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['example.com'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [['https://user@example.com'], 'Please enter each website as https://example.com (a port may follow; no path)'],
      [[42], 'Please enter each website as https://example.com (a port may follow; no path)'],
      ['https://example.com', 'Please send the websites as a list of at most 20 addresses'],
      [Array.from({ length: 21 }, (_, index) => `https://site${index}.example.com`), 'Please send the websites as a list of at most 20 addresses'],
    ];
    for (const [embedOrigins, message] of refusals) {
      const refused = await api.put('/api/v1/admin/settings', { embedOrigins });
      expect({ embedOrigins, status: refused.status, body: refused.body }).toMatchObject({ embedOrigins, status: 400, body: { message, fields: { embedOrigins: message } } });
    }
    expect((await api.get('/api/v1/admin/me')).body.user.embedOrigins).toHaveLength(3);
    expect((await api.put('/api/v1/admin/settings', { embedOrigins: Array.from({ length: 20 }, (_, index) => `https://site${index}.example.com`) })).status).toBe(200);
  });

  it('refuses http://localhost once the business is live', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Live Local Lounge');
    await platform.app.runtime.database.db.execute(sql`update identity.businesses set live_at = now() where slug = ${businessSlug}`);
    const refused = await api.put('/api/v1/admin/settings', { embedOrigins: ['http://localhost:5500'] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ embedOrigins: 'http://localhost addresses are allowed only in test mode: please use https' });
    expect((await api.put('/api/v1/admin/settings', { embedOrigins: ['https://shop.example.com'] })).status).toBe(200);
  });

  it('lets exactly the business’s websites frame /embed/{slug}; every other page, and a business with none, refuses framing', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Framed Fromagerie');
    const embed = `${platform.url}/embed/${businessSlug}`;
    // No websites yet: no frame at all.
    const unframed = await fetch(embed);
    expect(unframed.status).toBe(200);
    expect(frameAncestorsOf(unframed.headers)).toBe("frame-ancestors 'none'");
    expect(unframed.headers.get('x-frame-options')).toBe('DENY');

    expect((await api.put('/api/v1/admin/settings', { embedOrigins: ['https://shop.example.com', 'http://localhost:5500'] })).status).toBe(200);
    // The settings' save drops the kept page at once.
    const framed = await fetch(`${embed}?origin=${encodeURIComponent('https://shop.example.com')}`);
    expect(framed.status).toBe(200);
    expect(frameAncestorsOf(framed.headers)).toBe('frame-ancestors https://shop.example.com http://localhost:5500');
    expect(framed.headers.get('x-frame-options')).toBeNull();
    expect(framed.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(framed.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await framed.text();
    // The page carries the websites it may report a purchase to.
    expect(html).toContain('"embedOrigins":["https://shop.example.com","http://localhost:5500"]');

    for (const path of [`/${businessSlug}/giftcards`, '/', '/dashboard', '/embed.js']) {
      const other = await fetch(platform.url + path);
      expect({ path, frameAncestors: frameAncestorsOf(other.headers), xfo: other.headers.get('x-frame-options') }).toEqual({ path, frameAncestors: "frame-ancestors 'none'", xfo: 'DENY' });
    }

    const unknown = await fetch(`${platform.url}/embed/no-such-business`);
    expect(unknown.status).toBe(404);
    expect(frameAncestorsOf(unknown.headers)).toBe("frame-ancestors 'none'");
  });

  it('serves embed.js to other websites, at most 8 KiB gzipped', async () => {
    const script = await fetch(`${platform.url}/embed.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    // Loaded by a <script> tag of another site.
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const source = Buffer.from(await script.arrayBuffer());
    expect(source.toString()).toContain('data-business');
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(8 * 1024);
    expect(readFileSync(new URL('../../../web/public/embed.js', import.meta.url))).toEqual(source);
  });
});
