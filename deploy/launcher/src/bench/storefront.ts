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
  superAdmin = BENCH_SUPER_ADMIN,
): Promise<{ businessSlug: string; admin: ApiClient; owner: { email: string; password: string } }> {
  const root = new ApiClient(baseUrl);
  root.bearer = (await root.post('/api/superadmin/login', superAdmin)).body.token;
  const email = `owner.${Date.now()}@bench.local`;
  const created = await root.post('/api/superadmin/business-admin', {
    name: 'Bench Owner',
    email,
    restaurantName: `Bench Bistro ${Date.now()}`,
    password: OWNER_PASSWORD,
  });
  const admin = new ApiClient(baseUrl);
  await admin.post('/api/v1/admin/login', { email, password: OWNER_PASSWORD });
  const image = picture ?? (await plainPicture());
  for (let i = 0; i < count; i++) {
    await createCard(admin, { giftCardName: `Tasting menu ${i + 1}`, amount: String(50 + i), discount: String(i % 30) }, image);
  }
  return { businessSlug: created.body.admin.businessSlug as string, admin, owner: { email, password: OWNER_PASSWORD } };
}

/** An "Any amount" card of the admin's business, from `min` to `max` dollars at 10 % off: its id. */
export async function anyAmountCard(admin: ApiClient, min: number, max: number): Promise<string> {
  const fields = { giftCardName: 'Any amount', amount: '', amountMode: 'custom', minAmount: String(min), maxAmount: String(max), discount: '10' };
  return createCard(admin, fields, await plainPicture());
}

const plainPicture = () => sharp({ create: { width: 800, height: 500, channels: 3, background: '#6366f1' } }).png().toBuffer();

/** A card of the admin's business, 180 days to its expiry, with `fields` over the tasting menu's: its id. */
async function createCard(admin: ApiClient, fields: Record<string, string>, image: Buffer): Promise<string> {
  const form = new FormData();
  const card = { giftCardTag: 'Fine Dining', description: 'A seasonal five-course tasting menu for two, with a glass of wine each.', ...fields };
  for (const [name, value] of Object.entries(card)) form.append(name, value);
  form.append('expirationDate', new Date(Date.now() + 180 * 86400_000).toISOString().slice(0, 10));
  form.append('giftCardImg', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'card.png');
  const res = await admin.post('/api/v1/admin/create-giftcard', form);
  if (res.status !== 201) throw new Error(`seeding failed: ${JSON.stringify(res.body)}`);
  return res.body.giftCard._id as string;
}

/** Gzipped bytes of the JavaScript a first visit to a storefront page loads: the scripts and module preloads its HTML names. */
export async function storefrontFirstLoadJsGzip(baseUrl: string, businessSlug: string): Promise<{ kib: number; files: string[] }> {
  const html = await (await fetch(`${baseUrl}/${businessSlug}/giftcards`)).text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
  const sizes = await Promise.all(files.map(async (file) => gzipSync(Buffer.from(await (await fetch(`${baseUrl}/${file}`)).arrayBuffer())).length));
  return { kib: Math.round((sizes.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10, files };
}
