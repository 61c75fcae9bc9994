import { SquareClient } from 'square';
import { TEST_LOCATIONS } from '@gv/square-emulator';
import { buyGiftCard, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { requireBuilt } from '../../../test/built';
import { eventually } from '../../../test/engines';
import { distributedWithSquare, launcherDist } from '../../../test/platform-processes';
import { spendAtTerminalAndCounterAtOnce, usd } from '../../../test/square-terminal-race';

const TOKEN = 'EAAA-terminal-race-token';

requireBuilt(`${launcherDist}service-process.js`);

/**
 * One $50 card registered at the business's Square Point of Sale, spent at once at the terminal (Square's REDEEM
 * activities, notified back) and through the platform (which asks Square first), with two replicas of every service:
 * Square's balance rules decide every spend, and both ledgers agree once the notifications settle (decision 0092).
 */
describe('terminal and counter redemptions of one registered card at once, distributed (2 replicas of each service)', () => {
  // Live: the business's own Square calls go to the emulator too.
  const distributed = distributedWithSquare('gv-square-terminal-race-', { SQUARE_API_URL: 'emulator' }, 2);

  it('50 at the terminal and 50 through the platform never spend more than the card holds; the ledger and Square agree, each Square activity once', async () => {
    const { url } = distributed.platform;
    const sql = distributed.platform.sql;
    const owner = await createSignedInAdmin({ url, dataDir: distributed.dataDir } as TestPlatform, 'Race Grill');
    const giftCard = (await createGiftCard(owner.api, { amount: '50', discount: '0' })).body.giftCard;
    // Each step asked again while a replica still starts answers 503 (the steps are idempotent).
    const done = (step: () => Promise<{ status: number }>) => eventually(async () => (await step()).status === 200, 60_000, 500);
    await done(() => owner.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-race', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: TOKEN }));
    await done(() => owner.api.post('/api/v1/admin/go-live'));
    await done(() => owner.api.put('/api/v1/admin/settings', { squareGiftCardSync: true }));
    await eventually(async () => (await sql.query('select 1 from redemption.paused_businesses where business_slug = $1 and square_gift_card_sync', [owner.businessSlug])).rowCount! > 0, 30_000);

    const { uniqueCode: code } = await buyGiftCard(url, { businessSlug: owner.businessSlug, giftCardId: giftCard._id });
    const cardRow = async () =>
      (await sql.query<{ id: string; balance_cents: number; pos_gan: string | null; pos_square_id: string | null }>(
        'select id, balance_cents, pos_gan, pos_square_id from redemption.issued_cards where business_slug = $1',
        [owner.businessSlug],
      )).rows[0];
    const registered = await eventually(async () => ((await cardRow())?.pos_square_id ? cardRow() : undefined), 60_000);
    const square = new SquareClient({ token: TOKEN, baseUrl: distributed.emulator.url });
    expect((await square.giftCards.get({ id: registered.pos_square_id! })).giftCard!.balanceMoney).toEqual(usd(5000));

    const spent = await spendAtTerminalAndCounterAtOnce(square, owner.api, url, { code, gan: registered.pos_gan! });
    // $60 asked against $50: never more than the card holds.
    expect(spent).toBeLessThanOrEqual(5000);
    expect(spent).toBeGreaterThan(0);

    await distributed.emulator.webhooksIdle();
    const atSquare = async () => Number((await square.giftCards.get({ id: registered.pos_square_id! })).giftCard!.balanceMoney!.amount);
    // Both ledgers agree once Square's notifications are recorded: never below zero, every success answered was spent.
    const balance = await eventually(async () => {
      const [here, there] = [(await cardRow()).balance_cents, await atSquare()];
      return here === there ? here : undefined;
    }, 60_000);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(5000 - balance).toBeGreaterThanOrEqual(spent);

    const redeemedAtSquare: string[] = [];
    for await (const activity of await square.giftCards.activities.list({ giftCardId: registered.pos_square_id!, type: 'REDEEM' })) redeemedAtSquare.push(activity.id!);
    expect(redeemedAtSquare.length * 60).toBe(5000 - balance);
    const { rows } = await sql.query<{ square_activity_id: string }>(
      "select square_activity_id from redemption.ledger where card_id = $1 and kind in ('REDEEM', 'POS_REDEEM')",
      [registered.id],
    );
    // Each Square activity once in the ledger.
    expect(rows.map((row) => row.square_activity_id).sort()).toEqual(redeemedAtSquare.sort());
  }, 240_000);
});
