import type { PurchaseCompleted } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type ApiResponse, type TestPlatform } from './api';
import { buyGiftCard, redeemGiftCard, type Purchase } from './purchases';
import { createTestWalletKeys, type TestWalletKeys } from './wallet-keys';
import { readStoredZip } from './zip';

export const PUBLIC_URL = 'http://gifts.example.test';
export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
export const CODE = /^[0-9A-HJKMNP-TV-Z]{26}$/;

let clientCounter = 0;
/** A client address of its own (the gateway believes X-Forwarded-For from 127.0.0.1 here), so per-client limits do not add up across tests. */
export const newClientIp = () => `10.8.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;

export interface Shop {
  platform: TestPlatform;
  /** The business's admin, signed in (redeems at the counter). */
  admin: ApiClient;
  businessSlug: string;
  giftCardId: string;
}

export type Bought = PurchaseCompleted['purchase'];

export const buyer = { name: 'Ann Buyer', email: 'ann.wallet@example.com', phone: '(555) 123-4567' };

export async function openShop(env: Record<string, string>): Promise<Shop> {
  const platform = await startTestPlatform({ PUBLIC_URL, TRUSTED_PROXIES: '127.0.0.1', ...env });
  const admin = await createSignedInAdmin(platform, 'Harbor Grill');
  const created = await createGiftCard(admin.api, { giftCardName: 'Tea for two', amount: '40', discount: '10', expirationDate: NEXT_YEAR });
  expect(created.status).toBe(201);
  return { platform, admin: admin.api, businessSlug: admin.businessSlug, giftCardId: created.body.giftCard._id };
}

/** A shop with both wallets configured by throw-away keys, and a card the buyer above bought there. Close it with closeShop. */
export async function openShopWithBothWallets(): Promise<{ keys: TestWalletKeys; shop: Shop; purchase: Bought }> {
  const keys = createTestWalletKeys();
  let shop: Shop | undefined;
  try {
    shop = await openShop(keys.env);
    return { keys, shop, purchase: await buy(shop) };
  } catch (error) {
    await closeShop(shop, keys);
    throw error;
  }
}

export async function closeShop(shop: Shop | undefined, keys?: TestWalletKeys): Promise<void> {
  await shop?.platform.stop();
  keys?.remove();
}

/** Opens a shop with both wallets (openShopWithBothWallets) before the tests of the describe block it is called in, handing it to `onOpened`, and closes it after them. */
export function useShopWithBothWallets(onOpened: (opened: { keys: TestWalletKeys; shop: Shop; purchase: Bought }) => void): void {
  let opened: { keys: TestWalletKeys; shop: Shop } | undefined;
  beforeAll(async () => {
    const shop = await openShopWithBothWallets();
    opened = shop;
    onOpened(shop);
  }, 90_000);
  afterAll(() => closeShop(opened?.shop, opened?.keys));
}

/** Pays through the checkout and completes the purchase, as the dialog does; answers the purchase with its links. */
export async function buy(shop: Shop, purchase: Purchase = { purchaseType: 'self', selfInfo: buyer }): Promise<Bought> {
  return buyGiftCard(shop.platform.url, { businessSlug: shop.businessSlug, id: shop.giftCardId }, purchase) as Promise<Bought>;
}

/** GET/POST from a client address of its own, or of the one given. */
export function call(shop: Shop, method: string, path: string, body?: unknown, ip = newClientIp()): Promise<ApiResponse> {
  return new ApiClient(shop.platform.url).request(method, path, body, { 'x-forwarded-for': ip });
}

export async function download(shop: Shop, link: string, ip?: string): Promise<{ status: number; type: string | null; files: Map<string, Buffer> }> {
  const response = await fetch(shop.platform.url + new URL(link).pathname, { headers: { 'x-forwarded-for': ip ?? newClientIp() } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), files: response.ok ? readStoredZip(body) : new Map() };
}

/** A redemption at the business's counter (the holder's emailed code authorizes it). */
export const redeem = (shop: Shop, code: string, dollars: number) => redeemGiftCard(shop.admin, shop.platform.dataDir, code, dollars);
