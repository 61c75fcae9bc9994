import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ApiClient } from '../http-client.js';

export const BENCH_SUPER_ADMIN = { email: 'bench@giftcardvault.local', password: 'bench-secret-1' };
const OWNER_PASSWORD = 'bench-owner-1';

/** A business with `count` active cards, created through the public API as an admin would; `picture` is each card's image (a plain 800×500 PNG by default). */
export async function seedBusinessWithCards(baseUrl: string, count: number, picture?: Buffer): Promise<string> {
  return (await seedBusiness(baseUrl, count, picture)).businessSlug;
}

/** As seedBusinessWithCards, with the owner's signed-in session and sign-in. */
export async function seedBusiness(
  baseUrl: string,
  count: number,
  picture?: Buffer,
): Promise<{ businessSlug: string; admin: ApiClient; owner: { email: string; password: string } }> {
  const root = new ApiClient(baseUrl);
  root.bearer = (await root.post('/api/superadmin/login', BENCH_SUPER_ADMIN)).body.token;
  const email = `owner.${Date.now()}@bench.local`;
  const created = await root.post('/api/superadmin/business-admin', {
    name: 'Bench Owner',
    email,
    restaurantName: `Bench Bistro ${Date.now()}`,
    password: OWNER_PASSWORD,
  });
  const admin = new ApiClient(baseUrl);
  await admin.post('/api/v1/admin/login', { email, password: OWNER_PASSWORD });
  const image = picture ?? (await sharp({ create: { width: 800, height: 500, channels: 3, background: '#6366f1' } }).png().toBuffer());
  const expires = new Date(Date.now() + 180 * 86400_000).toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('giftCardName', `Tasting menu ${i + 1}`);
    form.append('giftCardTag', 'Fine Dining');
    form.append('description', 'A seasonal five-course tasting menu for two, with a glass of wine each.');
    form.append('amount', String(50 + i));
    form.append('discount', String(i % 30));
    form.append('expirationDate', expires);
    form.append('giftCardImg', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'card.png');
    const res = await admin.post('/api/v1/admin/create-giftcard', form);
    if (res.status !== 201) throw new Error(`seeding failed: ${JSON.stringify(res.body)}`);
  }
  return { businessSlug: created.body.admin.businessSlug as string, admin, owner: { email, password: OWNER_PASSWORD } };
}

/** Gzipped bytes of the JavaScript a first visit to a storefront page loads: the scripts and module preloads its HTML names. */
export async function storefrontFirstLoadJsGzip(baseUrl: string, businessSlug: string): Promise<{ kib: number; files: string[] }> {
  const html = await (await fetch(`${baseUrl}/${businessSlug}/giftcards`)).text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
  const sizes = await Promise.all(files.map(async (file) => gzipSync(Buffer.from(await (await fetch(`${baseUrl}/${file}`)).arrayBuffer())).length));
  return { kib: Math.round((sizes.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10, files };
}
