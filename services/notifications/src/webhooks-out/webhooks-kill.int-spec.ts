import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createGiftCard, createSignedInAdmin } from '../../../../test/api';
import { requireBuilt } from '../../../../test/built';
import { eventually } from '../../../../test/engines';
import { kill9, launcherDist, spawnAllInOne } from '../../../../test/platform-processes';
import { buyGiftCard } from '../../../../test/purchases';
import { WebhookReceiver } from '../../../../test/webhook-receiver';

requireBuilt(`${launcherDist}all-in-one.js`);

/** A first start on a busy 2-core machine (a new embedded database, every migration) may take a couple of minutes. */
const STARTUP_MS = 150_000;

/**
 * `npm start` killed with SIGKILL while its webhooks are in flight (sent, not yet answered), then started again on the
 * same DATA_DIR: each message still reaches the endpoint, sent again under the same Webhook-Id, at most once more.
 */
describe('webhooks out under kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-webhooks-kill-'));
  // Long enough that the first message held is not given up and sent again while the second is still to come.
  const env = { DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_TIMEOUT_MS: '10000' };
  let child: ChildProcess | undefined;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
  });
  afterAll(async () => {
    if (child) await kill9(child);
    await receiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and sends a message at most twice, under one Webhook-Id, after a kill -9 mid-delivery', async () => {
    const started = await spawnAllInOne(env, STARTUP_MS);
    child = started.child;
    const admin = await createSignedInAdmin({ url: started.url, dataDir }, 'Crash Diner');
    const made = await admin.api.post('/api/v1/admin/webhooks', { url: receiver.url, events: ['card.issued', 'order.paid'] });
    receiver.secret = made.body.secret;
    const cardType = (await createGiftCard(admin.api, { giftCardName: 'Brunch', amount: '30' })).body.giftCard._id;

    receiver.hold();
    await buyGiftCard(started.url, { businessSlug: admin.businessSlug, id: cardType }, { purchaseType: 'self', selfInfo: { name: 'Cy Buyer', email: 'cy@example.com', phone: '(555) 123-4567' } });
    // Both messages sent, neither answered: killed now, the platform never hears that they arrived.
    await eventually(() => receiver.attempts.length === 2, 30_000);
    const inFlight = [...receiver.attempts];
    await kill9(child);
    receiver.drop();

    child = (await spawnAllInOne(env, STARTUP_MS)).child;
    await eventually(() => receiver.received.length === 2, 60_000);
    expect(receiver.received.map((each) => each.message.type).sort()).toEqual(['card.issued', 'order.paid']);
    expect(receiver.received.map((each) => each.id).sort()).toEqual([...inFlight].sort());
    for (const id of inFlight) expect(receiver.attempts.filter((each) => each === id)).toHaveLength(2);
    expect(receiver.rejected).toEqual([]);
  }, 420_000);
});
