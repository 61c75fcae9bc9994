import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import { createGiftCard, createSignedInAdmin, startTestPlatform, type ApiClient, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { leafParts, parseMime, type MimePart } from '../../../test/mime';
import { buyGiftCard, redeemGiftCard } from '../../../test/purchases';
import { BusinessBrands } from './business-brands/business-brands';

const PUBLIC_URL = 'http://gifts.example.test';
/** The business's name on the platform's sending address (MAIL_FROM's default). */
const FROM_HARBOR = 'Harbor Grill & Bar via Giftcard Vault <no-reply@giftcardvault.local>';

/** The messages written to this address, as a mail app reads them. */
function mailsTo(dataDir: string, address: string): MimePart[] {
  const dir = join(dataDir, 'mail');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMime(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => mail.headers.get('to') === address);
}

const part = (mail: MimePart, contentType: string) => leafParts(mail).find((leaf) => leaf.contentType === contentType);
const body = (mail: MimePart, contentType: string) => part(mail, contentType)?.body.replace(/\r\n/g, '\n') ?? '';

describe('emails to buyers and holders come from the business', () => {
  let platform: TestPlatform;
  let admin: { api: ApiClient; businessSlug: string; email: string };
  let giftCardId: string;

  beforeAll(async () => {
    platform = await startTestPlatform({ PUBLIC_URL, TRUSTED_PROXIES: '127.0.0.1' });
    admin = await createSignedInAdmin(platform, 'Harbor Grill & Bar');
    const created = await createGiftCard(admin.api, { giftCardName: 'Dinner for two', amount: '50' });
    giftCardId = created.body.giftCard._id;
  }, 90_000);
  afterAll(async () => {
    await platform?.stop();
  });

  const buy = (email: string) => buyGiftCard(platform.url, { businessSlug: admin.businessSlug, id: giftCardId }, { purchaseType: 'self', selfInfo: { name: 'Ann Buyer', email, phone: '(555) 123-4567' } });

  it('the contact email defaults to the admin’s, takes a valid address, refuses an invalid one and goes back to the admin’s when cleared', async () => {
    expect((await admin.api.get('/api/v1/admin/me')).body.user.contactEmail).toBe(admin.email);
    const invalid = await admin.api.put('/api/v1/admin/settings', { contactEmail: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ contactEmail: 'Please enter a valid email address' });

    const saved = await admin.api.put('/api/v1/admin/settings', { contactEmail: ' Hello@Harbor-Grill.example ' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.contactEmail).toBe('hello@harbor-grill.example');
    // A spec client's save without the field keeps it.
    await admin.api.put('/api/v1/admin/settings', { restaurantName: 'Harbor Grill & Bar' });
    expect((await admin.api.get('/api/v1/admin/me')).body.user.contactEmail).toBe('hello@harbor-grill.example');

    expect((await admin.api.put('/api/v1/admin/settings', { contactEmail: '' })).body.user.contactEmail).toBe(admin.email);
  });

  it('the purchase email shows the business’s name and logo, comes in its name and sends replies to its contact email', async () => {
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f97316' } }).png().toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    expect((await admin.api.post('/api/v1/admin/settings/logo', form)).status).toBe(201);
    expect((await admin.api.put('/api/v1/admin/settings', { contactEmail: 'hello@harbor-grill.example' })).status).toBe(200);

    const buyer = `ann.${randomUUID()}@example.com`;
    // business.updated reaches notifications through the bus: the next purchase after it carries the new brand.
    const mail = await eventually(async () => {
      await buy(buyer);
      const sent = await eventually(() => mailsTo(platform.dataDir, buyer).at(-1));
      return sent.headers.get('reply-to') ? sent : undefined;
    }, 20_000);

    expect(mail.headers.get('reply-to')).toBe('hello@harbor-grill.example');
    expect(mail.headers.get('from')).toBe(FROM_HARBOR);
    expect(mail.headers.get('subject')).toBe('[TEST — no value] Your $50.00 gift card from Harbor Grill & Bar is ready');
    const html = body(mail, 'text/html');
    const text = body(mail, 'text/plain');
    expect(html).toContain('Harbor Grill &amp; Bar · Gift cards by Giftcard Vault');
    expect(html).toContain('src="cid:business-logo"');
    expect(html).not.toContain('🎁 Giftcard Vault');
    const logoPart = leafParts(mail).find((leaf) => leaf.headers.get('content-id') === '<business-logo>');
    expect(logoPart?.contentType).toBe('image/png');
    // The logo as uploaded (orange), as a PNG that mail apps show.
    const { dominant } = await sharp(logoPart!.bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
    expect(text).toContain('Questions? Reply to this email to reach Harbor Grill & Bar.');
    expect(text).toContain('— Harbor Grill & Bar, with Giftcard Vault');
  }, 60_000);

  it('the redemption emails come from the business too, and say how to reach it, never "reply" without a reply address', async () => {
    const buyer = `holder.${randomUUID()}@example.com`;
    const card = await buy(buyer);
    await redeemGiftCard(admin.api, platform.dataDir, card.uniqueCode, 12);
    const receipt = await eventually(() => mailsTo(platform.dataDir, buyer).find((mail) => /^You redeemed/.test(mail.headers.get('subject')!)));
    const otp = mailsTo(platform.dataDir, buyer).find((mail) => /is your code to redeem/.test(mail.headers.get('subject')!))!;
    for (const mail of [otp, receipt]) {
      expect(mail.headers.get('reply-to')).toBe('hello@harbor-grill.example');
      expect(mail.headers.get('from')).toBe(FROM_HARBOR);
      expect(body(mail, 'text/html')).toContain('src="cid:business-logo"');
    }
    expect(receipt.headers.get('subject')).toBe('You redeemed $12.00 at Harbor Grill & Bar');
    expect(body(receipt, 'text/plain')).toContain('If you did not redeem this, contact Harbor Grill & Bar at hello@harbor-grill.example right away.');
  }, 60_000);

  it('a receipt states the time in the business’s zone, not in UTC', async () => {
    expect((await admin.api.put('/api/v1/admin/settings', { timeZone: 'America/Los_Angeles' })).status).toBe(200);
    // business.updated reaches notifications through the bus: a redemption after it carries the zone.
    const dateRow = await eventually(async () => {
      const buyer = `zone.${randomUUID()}@example.com`;
      await redeemGiftCard(admin.api, platform.dataDir, (await buy(buyer)).uniqueCode, 5);
      const receipt = await eventually(() => mailsTo(platform.dataDir, buyer).find((mail) => /^You redeemed/.test(mail.headers.get('subject')!)));
      const row = /^Date: (.+)$/m.exec(body(receipt, 'text/plain'))?.[1];
      return row && !row.endsWith('UTC') ? row : undefined;
    }, 30_000);
    const losAngelesToday = new Date().toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });
    expect(dateRow).toMatch(new RegExp(`^${losAngelesToday} at \\d{1,2}:\\d{2} [AP]M P[SD]T$`));
  }, 90_000);

  it('an email made as soon as a new name is recorded carries it, though the brand was just read for another email', async () => {
    const brands = platform.app.services.notifications.app.get(BusinessBrands);
    const brand = () => brands.of({ businessSlug: admin.businessSlug });
    const recorded = async () =>
      (await selectRows<{ name: string }>(platform.app.runtime.database.db, sql`select name from notifications.business_brands where business_slug = ${admin.businessSlug}`))[0]?.name;
    expect((await brand()).name).toBe('Harbor Grill & Bar');
    expect((await admin.api.put('/api/v1/admin/settings', { restaurantName: 'Harbor Grill & Terrace' })).status).toBe(200);
    // Emails keep being made while business.updated is on its way, each reading the brand.
    while ((await recorded()) !== 'Harbor Grill & Terrace') {
      await brand();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await brand()).name).toBe('Harbor Grill & Terrace');
    expect((await admin.api.put('/api/v1/admin/settings', { restaurantName: 'Harbor Grill & Bar' })).status).toBe(200);
  }, 30_000);
});
