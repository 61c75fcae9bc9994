import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { paymentDetailsOf } from '@gv/proto';
import { squareSignature, TEST_SOURCES, type SquareEmulator } from '@gv/square-emulator';
import type { ApiResponse } from './api';
import type { DatabaseEnv } from './databases';
import { extendWorld, twoBusinessesPlatform } from './two-businesses';

/** What the orders service's API specs share: a checkout world on an all-in-one platform, and the forms a buyer sends. */

export { NEXT_YEAR } from './two-businesses';

/** The super admin of these platforms, who lists payment anomalies. */
export const SUPER = { email: 'orders-super@giftcardvault.test', password: 'super-secret-1' };

export const selfInfo = { name: 'Ann Buyer', email: 'Ann@Example.com', phone: '(555) 123-4567' };
export const giftInfo = {
  recipientName: 'Rita Recipient',
  recipientEmail: 'rita@example.com',
  message: 'Happy birthday!',
  senderName: 'Sam Sender',
  senderEmail: 'sam@example.com',
  senderPhone: '5551234567',
};

/**
 * Checkout through the gateway, for the tests of the describe block it is called in: before them, an all-in-one
 * platform on the database `openDatabase` gives (with Square's emulator, the super admin above, and the gateway
 * trusting X-Forwarded-For from 127.0.0.1 so each BuyerClient has an address of its own), where Harbor Grill (`a`)
 * sells `cardA`, $50 at 15% off ($42.50), and Mountain Spa (`b`) sells `cardB`, $80; after them, all removed. `env`
 * is read as the platform starts: a test may fill it in an earlier beforeAll.
 */
export function checkoutPlatform(openDatabase: () => Promise<DatabaseEnv>, env: Record<string, string> = {}) {
  const world = twoBusinessesPlatform(openDatabase, { amount: '50', discount: '15' }, { amount: '80', discount: '0' }, () => ({
    TRUSTED_PROXIES: '127.0.0.1',
    SQUARE_API_URL: 'emulator',
    SUPERADMIN_EMAIL: SUPER.email,
    SUPERADMIN_PASSWORD: SUPER.password,
    ...env,
  }));
  const { rows } = world;
  const ordersCount = async () => Number((await rows<{ n: string }>(sql`select count(*) as n from orders.orders`))[0].n);
  const orderRow = async (id: string) => (await rows(sql`select * from orders.orders where id = ${id}`))[0];
  const eventsOf = (orderId: string) =>
    rows<{ type: string; payload: any }>(sql`select type, payload from orders.outbox where payload->>'orderId' = ${orderId} order by seq`);

  /** A create-payment body: Ann buys herself Harbor Grill's card with the emulator's good card, under a new key. */
  function checkout(overrides: Record<string, unknown> = {}) {
    return {
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      businessSlug: world.a.businessSlug,
      id: world.cardA._id,
      purchaseType: 'self',
      selfInfo,
      amount: 1,
      ...overrides,
    };
  }

  /** The purchase form the browser sends once `paid` answered the checkout `body`. */
  function purchaseForm(body: ReturnType<typeof checkout>, paid: ApiResponse) {
    const { businessSlug: _slug, sourceId: _source, idempotencyKey: _key, amount: _amount, ...form } = body;
    return { ...form, orderId: paid.body.orderId, paymentDetails: paymentDetailsOf(paid.body.payment) };
  }

  return extendWorld(world, {
    get emulator(): SquareEmulator {
      return world.platform.app.squareEmulator!;
    },
    ordersCount,
    orderRow,
    eventsOf,
    checkout,
    purchaseForm,
  });
}

/**
 * Square's notifications to a business's webhook (Harbor Grill's by default) as Square sends them, the object under
 * `data.object.<objectType>`, signed with `signatureKey` (the key set on the business in the test's beforeAll).
 */
export function squareNotifications(world: ReturnType<typeof checkoutPlatform>, signatureKey: string) {
  const webhookUrl = (businessSlug = world.a.businessSlug) => `${world.platform.url}/api/payments/square-webhook/${businessSlug}`;

  function notification(type: string, objectType: string, object: { id: string; location_id?: string }): string {
    return JSON.stringify({
      merchant_id: 'MERCHANT',
      ...(object.location_id ? { location_id: object.location_id } : {}),
      type,
      event_id: randomUUID(),
      created_at: new Date().toISOString(),
      data: { type: objectType, id: object.id, object: { [objectType]: object } },
    });
  }

  /** Posts a notification body, signed with `key` (the business's by default) or with `signature` as given. */
  function post(body: string, { url = webhookUrl(), key = signatureKey, signature }: { url?: string; key?: string; signature?: string } = {}) {
    const headers = { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature ?? squareSignature(url, body, key) };
    return fetch(url, { method: 'POST', headers, body });
  }

  /** Posts and expects the notification acknowledged: 200 {received: true}. */
  async function delivered(body: string): Promise<void> {
    const answer = await post(body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
  }

  return { webhookUrl, notification, post, delivered };
}
