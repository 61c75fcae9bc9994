import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AllInOne } from '@gv/launcher';
import { seedMigratedEmbeddedDatabase } from './embedded-database';

/** A running all-in-one platform on embedded engines in a temp DATA_DIR. */
export interface TestPlatform {
  url: string;
  dataDir: string;
  app: AllInOne;
  stop(): Promise<void>;
}

export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const { startAllInOne } = await import('@gv/launcher');
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-test-'));
  if (!env.DATABASE_URL) await seedMigratedEmbeddedDatabase(dataDir);
  const app = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  return {
    url: app.url,
    dataDir,
    app,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a platform with `env` before the tests of the describe block it is called in (handing it to `onStarted`) and
 * stops it after them.
 */
export function useTestPlatform(onStarted: (platform: TestPlatform) => void, env: Record<string, string> = {}): void {
  let started: TestPlatform | undefined;
  beforeAll(async () => {
    started = await startTestPlatform(env);
    onStarted(started);
  }, 120_000);
  afterAll(() => started?.stop(), 60_000);
}

export { ApiClient, type ApiResponse } from '../deploy/launcher/src/http-client';
import { ApiClient } from '../deploy/launcher/src/http-client';

let adminCounter = 0;

/**
 * Registers a new business through the real flow (OTP read from the emailed
 * message) and returns a client holding its admin's session.
 */
export async function createSignedInAdmin(
  platform: Pick<TestPlatform, 'url' | 'dataDir'>,
  restaurantName: string,
  overrides: { email?: string; password?: string; currency?: string } = {},
): Promise<{ api: ApiClient; businessSlug: string; email: string; password: string }> {
  const { waitForOtp, readMailbox } = await import('./mail');
  const api = new ApiClient(platform.url);
  const email = overrides.email ?? `admin${++adminCounter}.${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret-pass-1';
  const before = readMailbox(platform.dataDir).filter((m) => m.to.includes(email) && /verification code/.test(m.subject)).length;
  const sent = await api.post('/api/v1/admin/send-otp', { email });
  if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
  const otp = await waitForOtp(platform.dataDir, email, before);
  const verified = await api.post('/api/v1/admin/verify-otp', { email, otp });
  if (verified.status !== 200) throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`);
  const registered = await api.put('/api/v1/admin/register', {
    name: 'Test Admin',
    password,
    phone: '(555) 123-4567',
    email,
    otp,
    restaurantName,
    restaurantAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
    ...(overrides.currency && { currency: overrides.currency }),
  });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { api, businessSlug: registered.body.user.businessSlug, email, password };
}

/** Creates a gift card through the admin API (multipart form with a generated PNG of `picture`'s size); `fields` override the defaults. */
export async function createGiftCard(api: ApiClient, fields: Record<string, string> = {}, picture = { width: 300, height: 200 }): Promise<ApiResponse> {
  const image = await sharp({ create: { ...picture, channels: 3, background: '#22c55e' } }).png().toBuffer();
  const defaults = {
    giftCardName: 'Tea for two',
    giftCardTag: 'Thank You',
    description: 'Tea for two.',
    amount: '40',
    discount: '10',
    expirationDate: new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...defaults, ...fields })) form.append(name, value);
  form.append('giftCardImg', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'card.png');
  return api.post('/api/v1/admin/create-giftcard', form);
}

/**
 * Buys a card of a business through the checkout (test mode: the bundled Square emulator charges it) and answers
 * the issued card; a gift when `giftInfo` is given. Each call is its own checkout.
 */
export async function buyGiftCard(
  baseUrl: string,
  order: { businessSlug: string; giftCardId: string; selfInfo?: Record<string, string>; giftInfo?: Record<string, string>; locale?: string },
): Promise<{ orderId: string; uniqueCode: string; remainingBalance: number }> {
  const buyer = new ApiClient(baseUrl);
  const chosen = order.locale === undefined ? {} : { locale: order.locale };
  const form = order.giftInfo
    ? { id: order.giftCardId, purchaseType: 'gift', giftInfo: order.giftInfo, ...chosen }
    : { id: order.giftCardId, purchaseType: 'self', selfInfo: order.selfInfo ?? { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' }, ...chosen };
  const paid = await buyer.post('/api/payments/create-payment', {
    ...form,
    sourceId: 'cnon:card-nonce-ok',
    idempotencyKey: crypto.randomUUID(),
    businessSlug: order.businessSlug,
    amount: 1,
  });
  if (paid.status !== 200) throw new Error(`create-payment failed: ${JSON.stringify(paid.body)}`);
  const completed = await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId });
  if (completed.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(completed.body)}`);
  return completed.body.purchase;
}
