import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { giftInfo, SUPER } from '../../../../test/orders-api';
import { redeemGiftCard } from '../../../../test/purchases';
import { squarePosPlatform } from '../../../../test/square-pos';
import { spendAtTerminalAndCounterAtOnce, usd } from '../../../../test/square-terminal-race';
import { ExpireBonusValueJob } from '../expire-bonus-value/expire-bonus-value.job';

const TOKEN = 'EAAA-harbor-mirror-token';

/** Every ledger change of a card registered at the business's Square Point of Sale is mirrored there (decision 0092). */
describe.each(databaseEnvs)('cards at Square follow the ledger (all-in-one on %s)', (_engine, openDatabase) => {
  const world = squarePosPlatform(openDatabase, TOKEN);
  const square = () => new SquareClient({ token: TOKEN, baseUrl: world.emulator.url });

  beforeAll(async () => {
    await world.goLiveWithSquare();
    expect((await world.settings({ squareGiftCardSync: true })).status).toBe(200);
    await world.syncHeard();
  });

  /** Harbor Grill's card bought and issued (as `world.bought`): its code and id. */
  async function bought(overrides: Record<string, unknown> = {}): Promise<{ code: string; id: string }> {
    const { code, orderId } = await world.bought(overrides);
    const [card] = await eventually(() => world.rows<{ id: string }>(sql`select id from redemption.issued_cards where order_id = ${orderId}`));
    return { code, id: card.id };
  }

  const cardRow = async (id: string) =>
    (await world.rows<{ balance_cents: number; pos_gan: string | null; pos_square_id: string | null }>(sql`select balance_cents, pos_gan, pos_square_id from redemption.issued_cards where id = ${id}`))[0];
  const atSquare = async (squareId: string) => (await square().giftCards.get({ id: squareId })).giftCard!;
  /** Once registered, and once every mirror job has run: the card at Square. */
  const settled = (id: string, expect: (card: Awaited<ReturnType<typeof atSquare>>, row: Awaited<ReturnType<typeof cardRow>>) => boolean) =>
    eventually(async () => {
      const row = await cardRow(id);
      if (!row.pos_square_id) return undefined;
      const card = await atSquare(row.pos_square_id);
      return expect(card, row) ? { card, row } : undefined;
    }, 30_000);
  const sameBalance = (id: string) => settled(id, (card, row) => card.state === 'ACTIVE' && card.balanceMoney!.amount === BigInt(row.balance_cents));
  const action = (code: string, path: string, body: Record<string, unknown> = {}) => world.a.api.post(`/api/v1/admin/issued-cards/${code}/${path}`, { reason: 'Checked with the owner', ...body });

  it('mirrors adjustments, a refund, bonus expiry, a void and a reactivation, and a refund in full: Square’s balance stays the ledger’s', async () => {
    const { code, id } = await bought();
    const { card: registered } = await sameBalance(id);
    expect(registered.balanceMoney).toEqual(usd(5000));

    expect((await action(code, 'adjust', { amount: 5 })).status).toBe(200);
    expect((await action(code, 'adjust', { amount: -3 })).status).toBe(200);
    expect((await sameBalance(id)).card.balanceMoney).toEqual(usd(5200));

    expect((await action(code, 'refund', { amount: 10 })).status).toBe(200);
    expect((await sameBalance(id)).card.balanceMoney).toEqual(usd(4200));

    const expired = await world.platform.app.services.redemption.app.get(ExpireBonusValueJob).expireDue(new Date(Date.now() + 6 * 366 * 86_400_000));
    expect(expired).toBeGreaterThan(0);
    // $9.50 of bonus value ($7.50, $5 added, $3 taken off first) expired.
    expect((await sameBalance(id)).card.balanceMoney).toEqual(usd(3250));

    const first = (await cardRow(id)).pos_square_id!;
    expect((await action(code, 'void')).status).toBe(200);
    await eventually(async () => (await atSquare(first)).state === 'DEACTIVATED', 20_000);

    // Square cannot undo a DEACTIVATE: reactivated, the card is registered anew under a new number, with what it holds.
    const gan = (await cardRow(id)).pos_gan;
    expect((await action(code, 'reactivate')).status).toBe(200);
    const { card: anew, row } = await sameBalance(id);
    expect([row.pos_gan, anew.id]).not.toEqual([gan, first]);
    expect(anew).toMatchObject({ gan: row.pos_gan, balanceMoney: usd(3250) });

    expect((await action(code, 'refund')).status).toBe(200);
    const refunded = await settled(id, (card) => card.state === 'DEACTIVATED');
    expect(refunded.row.balance_cents).toBe(0);
  }, 60_000);

  it('a gift moved to a new recipient gets a new number at Square with its balance; the old number stops working there', async () => {
    const { code, id } = await bought({ purchaseType: 'gift', selfInfo: undefined, giftInfo });
    const { card: before } = await sameBalance(id);
    const moved = await world.a.api.put(`/api/v1/admin/issued-cards/${code}/recipient`, { recipientName: 'Rita Right', recipientEmail: 'rita.right@example.com' });
    expect(moved.status).toBe(200);
    const { card: after, row } = await settled(id, (card, row) => row.pos_gan !== before.gan && card.state === 'ACTIVE');
    expect(after).toMatchObject({ gan: row.pos_gan, balanceMoney: usd(5000) });
    expect((await atSquare(before.id!)).state).toBe('DEACTIVATED');
  });

  it('Square unreachable during a void: the mirror waits in its queue on Operations, is retried and catches up', async () => {
    const { code, id } = await bought();
    const { card } = await sameBalance(id);
    world.emulator.failNext(6, 503, 'before', '/v2/gift-cards/activities');
    expect((await action(code, 'void')).status).toBe(200);

    const superAdmin = new ApiClient(world.platform.url);
    superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
    const mirrorQueue = async () => {
      const { services } = (await superAdmin.get('/api/superadmin/operations')).body;
      const redemption = services.find((service: { service: string }) => service.service === 'redemption');
      return redemption.jobs.find((queue: { queue: string }) => queue.queue === 'redemption-square-mirror');
    };
    await eventually(async () => ((await mirrorQueue())?.waiting > 0 ? true : undefined), 10_000);
    await eventually(async () => (await atSquare(card.id!)).state === 'DEACTIVATED', 30_000);
  }, 60_000);

  it('a counter redemption while the card waits for its registration is caught up once it is registered', async () => {
    // Square down at first: the registration is retried while the counter redeems $10 from the ledger alone.
    world.emulator.failNext(10, 503, 'before', '/v2/gift-cards');
    const { code, id } = await bought();
    await eventually(async () => ((await cardRow(id)).pos_gan ? true : undefined));
    expect((await cardRow(id)).pos_square_id).toBeNull();
    await redeemGiftCard(world.a.api, world.platform.dataDir, code, 10);
    expect((await cardRow(id)).pos_square_id).toBeNull();

    const { card } = await sameBalance(id);
    expect(card.balanceMoney).toEqual(usd(4000));
    const activities = (await square().giftCards.activities.list({ giftCardId: card.id! })).data;
    expect(activities.map((a) => a.type).sort()).toEqual(['ACTIVATE', 'ADJUST_DECREMENT']);
  }, 60_000);

  it('50 terminal and 50 integrator redemptions of one card at once never spend more than it holds, and both ledgers agree', async () => {
    const { code, id } = await bought();
    const { card } = await sameBalance(id);
    const spent = await spendAtTerminalAndCounterAtOnce(square(), world.a.api, world.platform.url, { code, gan: card.gan! });
    expect(spent).toBeLessThanOrEqual(5000);
    expect(spent).toBeGreaterThanOrEqual(5000 - 60);

    await world.emulator.webhooksIdle();
    const { row, card: after } = await sameBalance(id);
    expect(row.balance_cents).toBe(5000 - spent);
    expect(after.balanceMoney).toEqual(usd(5000 - spent));
  }, 120_000);
});
