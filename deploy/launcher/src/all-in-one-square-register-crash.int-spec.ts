import { randomUUID } from 'node:crypto';
import { TEST_LOCATIONS, TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';
import { eventually } from '../../../test/engines';
import { launcherDist, restartableAllInOne } from '../../../test/platform-processes';

const TOKEN = 'EAAA-register-crash-token';
const PATH = '/api/v1/admin/square/register-existing';
const ORDERS = 10;
const RECIPIENTS = 20;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` killed with SIGKILL while "Register existing cards" registers a business's cards at Square (at 50 ms a
 * call), and started again on the same DATA_DIR: the run goes on by itself, and Square ends with each card once.
 */
describe('all-in-one registering existing cards at Square under kill -9', () => {
  // Live: the business's own Square calls go to the emulator too.
  const platform = restartableAllInOne('gv-square-register-crash-', { SQUARE_API_URL: 'emulator' });

  it('registers every card once after the restart: no GAN twice at Square, none missing', async () => {
    let url = await platform.start();
    const owner = await createSignedInAdmin({ url, dataDir: platform.dataDir } as TestPlatform, 'Crash Diner');
    const card = (await createGiftCard(owner.api, { amount: '40', discount: '0' })).body.giftCard;
    expect((await owner.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-crash', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: TOKEN })).status).toBe(200);
    expect((await owner.api.post('/api/v1/admin/go-live')).status).toBe(200);
    for (let order = 0; order < ORDERS; order++) {
      const recipients = Array.from({ length: RECIPIENTS }, (_, line) => ({ recipientName: `Guest ${order}.${line}`, recipientEmail: `guest.${order}.${line}@example.com`, message: 'Enjoy' }));
      const form = { id: card._id, businessSlug: owner.businessSlug, purchaseType: 'gift', giftInfo: { senderName: 'Olly', senderEmail: 'olly@example.com', senderPhone: '5551234567' }, recipients };
      const buyer = new ApiClient(url);
      const paid = await buyer.post('/api/payments/create-payment', { ...form, sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), amount: 1 });
      expect(paid.status).toBe(200);
      expect((await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId })).status).toBe(200);
    }
    const cards = ORDERS * RECIPIENTS;
    await eventually(async () => (await owner.api.get(PATH)).body.total === cards, 60_000);

    expect((await owner.api.put('/api/v1/admin/settings', { squareGiftCardSync: true })).status).toBe(200);
    platform.emulator.setLatency(50);
    await eventually(async () => (await owner.api.post(PATH)).status === 200, 20_000);
    await eventually(async () => (await owner.api.get(PATH)).body.registered >= 20, 60_000, 50);
    await platform.kill();

    url = await platform.start();
    const again = new ApiClient(url);
    expect((await again.post('/api/v1/admin/login', { email: owner.email, password: owner.password })).status).toBe(200);
    const done = await eventually(async () => {
      const progress = (await again.get(PATH)).body;
      return progress.status === 'done' ? progress : undefined;
    }, 120_000);
    expect(done).toEqual({ total: cards, registered: cards, status: 'done' });

    const gans: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await fetch(`${platform.emulator.url}/v2/gift-cards${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      const body = (await page.json()) as { gift_cards?: { gan: string }[]; cursor?: string };
      gans.push(...(body.gift_cards ?? []).map((giftCard) => giftCard.gan));
      cursor = body.cursor;
    } while (cursor);
    expect(gans).toHaveLength(cards);
    expect(new Set(gans).size).toBe(cards);
  }, 300_000);
});
