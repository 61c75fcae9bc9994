import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SquareClient } from 'square';
import { loadKeyRing, openSecret } from '@gv/platform';
import { OrdersRpc } from '@gv/proto';
import { TEST_LOCATIONS } from '@gv/square-emulator';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { squareNotifications } from '../../../../test/orders-api';
import { authorizeRedemption, redeemGiftCard } from '../../../../test/purchases';
import { squarePosPlatform } from '../../../../test/square-pos';
import { LedgerAuditJob } from '../audit-ledger/ledger-audit.job';

const TOKEN = 'EAAA-harbor-pos-token';
const NOT_LIVE = 'Cards can work at your Square Point of Sale only while the business is live with Square credentials Square confirmed.';

/** The owner's switch "Cards work at my Square Point of Sale": cards registered at Square, terminal redemptions in the ledger. */
describe.each(databaseEnvs)('cards at the business’s Square Point of Sale (all-in-one on %s)', (_engine, openDatabase) => {
  const world = squarePosPlatform(openDatabase, TOKEN);
  const { settings } = world;
  const square = () => new SquareClient({ token: TOKEN, baseUrl: world.emulator.url });
  const me = async () => (await world.a.api.get('/api/v1/admin/me')).body.user;

  const holderCard = async (code: string) => (await world.a.api.get(`/api/v1/cards/${code}`)).body;
  const registered = (code: string) =>
    eventually(async () => {
      const { giftCard } = await holderCard(code);
      return typeof giftCard.posNumber === 'string' ? (giftCard.posNumber as string) : undefined;
    }, 30_000);
  const subscriptions = async () => (await square().webhooks.subscriptions.list()).data;

  it('turns on only while live with verified credentials, and only as true or false', async () => {
    const refused = await settings({ squareGiftCardSync: true });
    expect([refused.status, refused.body.message, refused.body.fields]).toEqual([400, NOT_LIVE, { squareGiftCardSync: NOT_LIVE }]);
    const notASwitch = await settings({ squareGiftCardSync: 'yes' });
    expect([notASwitch.status, Object.keys(notASwitch.body.fields)]).toEqual([400, ['squareGiftCardSync']]);
    expect((await me()).squareGiftCardSync).toBe(false);
    expect(await subscriptions()).toEqual([]);
  });

  it('on, the platform subscribes to the business’s gift card events at its own address; off removes that subscription', async () => {
    await world.goLiveWithSquare();

    const on = await settings({ squareGiftCardSync: true });
    expect([on.status, on.body.user.squareGiftCardSync]).toEqual([200, true]);
    const [subscription] = await subscriptions();
    expect(subscription).toMatchObject({
      eventTypes: ['gift_card.activity.created', 'gift_card.activity.updated', 'gift_card.updated'],
      notificationUrl: `http://127.0.0.1:${world.env.PORT}/api/payments/square-webhook/${world.a.businessSlug}`,
    });
    // Saving again with the switch as it is subscribes nothing more.
    expect((await settings({ squareGiftCardSync: true })).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);

    expect((await settings({ squareGiftCardSync: false })).body.user.squareGiftCardSync).toBe(false);
    expect(await subscriptions()).toEqual([]);
    expect((await settings({ squareGiftCardSync: true })).status).toBe(200);
    expect((await me()).squareGiftCardSync).toBe(true);
    expect(await subscriptions()).toHaveLength(1);
  });

  it('registers each card issued while on once, activated for its value, even when Square is down at first or asked again', async () => {
    await world.syncHeard();
    world.emulator.failNext(2, 503, 'before', '/v2/gift-cards');
    const { code } = await world.bought();

    const gan = await registered(code);
    expect(gan).toMatch(/^[A-Z][0-9A-Z]{19}$/);
    const { giftCard } = await square().giftCards.getFromGan({ gan });
    expect(giftCard).toMatchObject({ ganSource: 'OTHER', state: 'ACTIVE', balanceMoney: { amount: 5000n, currency: 'USD' } });

    const [card] = await world.rows<{ id: string }>(sql`select id from redemption.issued_cards where pos_gan = ${gan}`);
    const again = { businessSlug: world.a.businessSlug, cardId: card.id, gan, amountCents: 5000 };
    const answers = await Promise.all([0, 1].map(() => world.platform.app.runtime.rpc.call(OrdersRpc.registerGiftCard, again)));
    expect(answers).toEqual([{ squareGiftCardId: giftCard!.id }, { squareGiftCardId: giftCard!.id }]);
    const activities = (await square().giftCards.activities.list({ giftCardId: giftCard!.id! })).data;
    expect(activities.map((a) => a.type)).toEqual(['ACTIVATE']);
  }, 90_000);

  it('records a terminal redemption once per Square activity, bonus value first, at Square’s location; forged notifications are refused', async () => {
    const { code } = await world.bought();
    const gan = await registered(code);
    const [card] = await world.rows<{ id: string }>(sql`select id from redemption.issued_cards where pos_gan = ${gan}`);
    const posRows = () => world.rows(sql`select * from redemption.ledger where card_id = ${card.id} and kind = 'POS_REDEEM'`);

    // A clerk redeems $12.50 at the terminal: Square notifies the platform's subscription.
    const { giftCardActivity } = await square().giftCards.activities.create({
      idempotencyKey: randomUUID(),
      giftCardActivity: { type: 'REDEEM', locationId: TEST_LOCATIONS.active, giftCardGan: gan, redeemActivityDetails: { amountMoney: { amount: 1250n, currency: 'USD' } } },
    });
    const [row] = await eventually(async () => ((await posRows()).length > 0 ? posRows() : undefined), 20_000);
    expect(row).toMatchObject({
      amount_cents: -1250,
      bonus_cents: -750,
      paid_cents: -500,
      balance_after_cents: 3750,
      location_id: TEST_LOCATIONS.active,
      idempotency_key: `square-activity:${giftCardActivity!.id}`,
    });
    const holder = await holderCard(code);
    expect(holder.giftCard).toMatchObject({ remainingBalance: 37.5, posNumber: gan });
    expect(holder.giftCard.redemptionHistory[0]).toMatchObject({ kind: 'redeemed', redeemedAmount: 12.5 });

    // The same notification again (Square retries, or someone replays it) changes nothing.
    const [business] = await world.rows<{ key: string }>(
      sql`select square_gift_card_signature_key_encrypted as key from identity.businesses where slug = ${world.a.businessSlug}`,
    );
    const signatureKey = openSecret(loadKeyRing(world.platform.app.runtime.config, 'secrets-at-rest'), business.key);
    const webhook = squareNotifications(world, signatureKey);
    const activity = (id: string) => ({
      id,
      type: 'REDEEM',
      location_id: TEST_LOCATIONS.active,
      gift_card_gan: gan,
      redeem_activity_details: { amount_money: { amount: 1250, currency: 'USD' }, status: 'COMPLETED' },
    });
    await webhook.delivered(webhook.notification('gift_card.activity.created', 'gift_card_activity', activity(giftCardActivity!.id!)));
    await Promise.all([0, 1, 2].map(() => webhook.delivered(webhook.notification('gift_card.activity.created', 'gift_card_activity', activity(giftCardActivity!.id!)))));

    // A forged one, for an activity Square never made, is refused.
    const forged = await webhook.post(webhook.notification('gift_card.activity.created', 'gift_card_activity', activity('gcact_forged')), { key: 'not-the-key' });
    expect(forged.status).toBe(403);
    expect(await posRows()).toHaveLength(1);
    expect((await holderCard(code)).giftCard.remainingBalance).toBe(37.5);
  }, 90_000);

  it('a counter redemption of a registered card asks Square first: recorded once Square completed it, refused with nothing spent when Square is down', async () => {
    const { code } = await world.bought();
    const gan = await registered(code);
    const [card] = await world.rows<{ id: string }>(sql`select id from redemption.issued_cards where pos_gan = ${gan}`);
    const spends = () => world.rows(sql`select kind, amount_cents, square_activity_id from redemption.ledger where card_id = ${card.id} and kind in ('REDEEM', 'POS_REDEEM')`);

    const redeemed = await redeemGiftCard(world.a.api, world.platform.dataDir, code, 10);
    expect(redeemed.buyer.remainingBalance).toBe(40);
    const { giftCard } = await square().giftCards.getFromGan({ gan });
    expect(giftCard!.balanceMoney).toEqual({ amount: 4000n, currency: 'USD' });
    const [activity] = (await square().giftCards.activities.list({ giftCardId: giftCard!.id!, type: 'REDEEM' })).data;
    // Square notifies the platform of the counter's own activity too: it is recognised, not spent twice.
    await world.emulator.webhooksIdle();
    expect(await spends()).toEqual([{ kind: 'REDEEM', amount_cents: -1000, square_activity_id: activity.id }]);

    await authorizeRedemption(world.a.api, world.platform.dataDir, code, 5);
    // Both tries of the call (the SDK retries a 503 once).
    world.emulator.failNext(2, 503, 'before', '/v2/gift-cards/activities');
    const down = await world.a.api.post('/api/v1/admin/redeem', { qrCode: code, amount: 5 });
    expect([down.status, down.body.message]).toEqual([502, "Square can't be reached; try again in a moment"]);
    expect(await spends()).toHaveLength(1);
    // The authorization was not used up: once Square answers, the same redemption goes through.
    const again = await world.a.api.post('/api/v1/admin/redeem', { qrCode: code, amount: 5 });
    expect([again.status, again.body.buyer?.remainingBalance]).toEqual([200, 35]);
    expect((await square().giftCards.getFromGan({ gan })).giftCard!.balanceMoney).toEqual({ amount: 3500n, currency: 'USD' });
  }, 90_000);

  it('the ledger audit reports a card changed at Square behind the ledger’s back, with both balances, and changes neither', async () => {
    const { code } = await world.bought();
    const gan = await registered(code);
    const { giftCard } = await square().giftCards.getFromGan({ gan });
    await square().giftCards.activities.create({
      idempotencyKey: randomUUID(),
      giftCardActivity: { type: 'ADJUST_DECREMENT', locationId: TEST_LOCATIONS.active, giftCardGan: gan, adjustDecrementActivityDetails: { amountMoney: { amount: 700n, currency: 'USD' }, reason: 'SUPPORT_ISSUE' } },
    });
    await world.emulator.webhooksIdle();

    const { discrepancies } = await world.platform.app.services.orders.app.get(LedgerAuditJob).run();
    const [card] = await world.rows<{ id: string; balance_cents: number }>(sql`select id, balance_cents from redemption.issued_cards where pos_gan = ${gan}`);
    expect(discrepancies.filter((found) => found.kind === 'square-balance-not-ledger')).toEqual([
      { kind: 'square-balance-not-ledger', cardId: card.id, businessSlug: world.a.businessSlug, squareGiftCardId: giftCard!.id, ledgerBalanceCents: 5000, squareBalanceCents: 4300, reason: null },
    ]);
    expect(card.balance_cents).toBe(5000);
    expect((await square().giftCards.getFromGan({ gan })).giftCard!.balanceMoney).toEqual({ amount: 4300n, currency: 'USD' });
  }, 90_000);
});
