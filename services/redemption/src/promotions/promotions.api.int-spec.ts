import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform, NEXT_YEAR } from '../../../../test/orders-api';
import { waitForMail } from '../../../../test/mail';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * Promotions through the gateway: Harbor Grill gives bonus value on some of its cards while a promotion runs and its
 * budget lasts; Mountain Spa, another business, can neither see nor touch them.
 */
describe.each(databaseEnvs)('promotions through the gateway (all-in-one on %s)', (engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { rows } = world;
  let buyers = 0;

  /** A new card type of Harbor Grill, so each case has its own promotions. */
  async function cardType(amount: string, discount = '0'): Promise<string> {
    return (await world.createCard(world.a.api, { giftCardName: `Dinner ${amount}`, amount, discount }))._id;
  }

  const promotion = (giftCardIds: string[], fields: Record<string, unknown> = {}) => ({
    name: 'Holiday bonus',
    giftCardIds,
    bonus: { amount: 20 },
    startsAt: at(-HOUR),
    endsAt: at(24 * HOUR),
    budget: 2000,
    ...fields,
  });

  const buyerEmail = () => `promo${++buyers}.${engine.toLowerCase()}@example.com`;
  const buy = (giftCardId: string, email = buyerEmail()) =>
    buyGiftCard(
      world.platform.url,
      { businessSlug: world.a.businessSlug, id: giftCardId },
      { purchaseType: 'self', selfInfo: { name: 'Pat Buyer', email, phone: '(555) 123-4567' } },
    );

  const listed = async (id: string) => {
    const list = await world.a.api.get('/api/v1/admin/promotions');
    expect(list.status).toBe(200);
    return list.body.promotions.find((shown: { id: string }) => shown.id === id);
  };

  it('a card bought while a promotion runs gets its bonus as bonus value, said on the confirmation, the card and the report', async () => {
    const dinner = await cardType('100');
    const created = await world.a.api.post('/api/v1/admin/promotions', promotion([dinner], { bonus: { percent: 20 } }));
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String) } });

    const offers = await world.a.api.get(`/api/v1/public/promotions?businessSlug=${world.a.businessSlug}`);
    expect(offers.body.offers).toContainEqual(expect.objectContaining({ id: created.body.id, giftCardIds: [dinner], bonus: { percent: 20 }, budgetLeftCents: 200_000 }));

    const email = buyerEmail();
    const card = (await buy(dinner, email)) as Awaited<ReturnType<typeof buy>> & { promotion?: unknown };
    expect(card.remainingBalance).toBe(120);
    expect(card.promotion).toEqual({ name: 'Holiday bonus', bonus: 20, cardsWithoutBonus: 0 });
    const [activate] = await rows(sql`select l.amount_cents, l.paid_cents, l.bonus_cents from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id
      where c.order_id = ${card.orderId} and l.kind = 'ACTIVATE'`);
    expect(activate).toEqual({ amount_cents: 12_000, paid_cents: 10_000, bonus_cents: 2_000 });
    // No discount, yet bonus value: the card discloses the bonus's date as promotional value.
    const holder = await world.a.api.get(`/api/v1/cards/${card.uniqueCode}`);
    expect(holder.body.giftCard).toMatchObject({ bonusExpiresOn: NEXT_YEAR });
    const confirmation = await waitForMail(world.platform.dataDir, { to: email, subject: /is ready/ });
    expect(confirmation.text).toContain('Holiday bonus: $20.00 bonus value added.');
    // The audit trail names the promotion that gave the card its bonus.
    const entry = await eventually(async () => {
      const audit = await world.a.api.get('/api/v1/admin/reports/audit?action=promotion-bonus');
      const found = audit.body.entries?.find((shown: { details: { promotion?: string } }) => shown.details.promotion === 'Holiday bonus');
      expect(found).toBeDefined();
      return found;
    });
    expect(entry).toMatchObject({ actor: 'system', subject: expect.stringContaining('Dinner 100'), details: { amount: 20, promotion: 'Holiday bonus' } });

    // A quarter of the promoted card's $120 spent at the counter.
    await redeemGiftCard(world.a.api, world.platform.dataDir, card.uniqueCode, 30);
    expect(await listed(created.body.id)).toMatchObject({
      status: 'running',
      bonus: { percent: 20 },
      budget: 2000,
      budgetLeft: 1980,
      cardsSold: 1,
      paidValue: 100,
      bonusGiven: 20,
      redemptionRate: 0.25,
    });
  });

  it('the liability report counts a promotion’s bonus as bonus value, and as paid value only what the buyer paid', async () => {
    // $100 at 10% off with a $20 promotional bonus: $90 paid, $10 + $20 bonus.
    const dinner = await cardType('100', '10');
    expect((await world.a.api.post('/api/v1/admin/promotions', promotion([dinner], { name: 'Liability bonus' }))).status).toBe(201);
    const card = (await buy(dinner)) as Awaited<ReturnType<typeof buy>> & { promotion?: unknown };
    expect(card).toMatchObject({ remainingBalance: 120, promotion: { name: 'Liability bonus', bonus: 20, cardsWithoutBonus: 0 } });

    const today = new Date().toISOString().slice(0, 10);
    const owed = await eventually(async () => {
      const report = await world.a.api.get(`/api/v1/admin/reports/liability?from=${today}&to=${today}`);
      return report.body.byCard?.find((row: { giftCardId: string }) => row.giftCardId === dinner);
    }, 20_000);
    expect(owed).toEqual({ giftCardId: dinner, giftCardName: 'Dinner 100', paid: 90, bonus: 30, total: 120 });
  });

  it('never overruns its budget: 200 concurrent purchases against a budget of 10 bonuses give exactly 10 cards the bonus, the rest the price they saw', async () => {
    const burst = await cardType('25');
    const created = await world.a.api.post('/api/v1/admin/promotions', promotion([burst], { name: 'Ten bonuses', bonus: { amount: 5 }, budget: 50 }));
    expect(created.status).toBe(201);

    const cards = await Promise.all(Array.from({ length: 200 }, () => buy(burst) as Promise<{ orderId: string; remainingBalance: number; promotion?: { bonus: number; cardsWithoutBonus: number } }>));
    expect(cards.filter((card) => card.remainingBalance === 30)).toHaveLength(10);
    expect(cards.filter((card) => card.remainingBalance === 25)).toHaveLength(190);
    expect(cards.filter((card) => card.promotion?.cardsWithoutBonus === 1 && card.promotion.bonus === 0)).toHaveLength(190);
    const missed = cards.find((card) => card.remainingBalance === 25)!;
    const [event] = await rows(sql`select payload->'promotion' as promotion from redemption.outbox o where type = 'gift-card.issued' and payload->>'orderId' = ${missed.orderId}`);
    expect(event.promotion).toEqual({ name: 'Ten bonuses', bonusCents: 0 });
    const [issued] = await rows<{ bonused: number; paid: number }>(sql`select count(*) filter (where promotion_bonus_cents = 500)::int as bonused, sum(price_cents)::int as paid
      from redemption.issued_cards where gift_card_id = ${burst}`);
    expect(issued).toEqual({ bonused: 10, paid: 200 * 2500 });
    expect(await listed(created.body.id)).toMatchObject({ budgetLeft: 0, bonusGiven: 50, cardsSold: 200, paidValue: 5000 });
    // Spent: the storefront no longer offers it.
    const offers = await world.a.api.get(`/api/v1/public/promotions?businessSlug=${world.a.businessSlug}`);
    expect(offers.body.offers.map((offer: { id: string }) => offer.id)).not.toContain(created.body.id);
  }, 300_000);

  it('changes only until it starts, and once ended gives no more bonus', async () => {
    const brunch = await cardType('40');
    const later = await world.a.api.post('/api/v1/admin/promotions', promotion([brunch], { name: 'Spring', startsAt: at(48 * HOUR), endsAt: at(72 * HOUR) }));
    expect(later.status).toBe(201);
    const changed = await world.a.api.put(`/api/v1/admin/promotions/${later.body.id}`, promotion([brunch], { name: 'Spring brunch', startsAt: at(48 * HOUR), endsAt: at(96 * HOUR), bonus: { amount: 10 } }));
    expect(changed.status).toBe(200);
    expect(await listed(later.body.id)).toMatchObject({ name: 'Spring brunch', status: 'scheduled', bonus: { amount: 10 } });
    // Not started: a card bought now gets nothing from it.
    const before = (await buy(brunch)) as { remainingBalance: number; promotion?: unknown };
    expect(before).toMatchObject({ remainingBalance: 40 });
    expect(before.promotion).toBeUndefined();

    const running = await world.a.api.post('/api/v1/admin/promotions', promotion([brunch], { name: 'Now', endsAt: at(24 * HOUR) }));
    expect(running.status).toBe(201);
    const tooLate = await world.a.api.put(`/api/v1/admin/promotions/${running.body.id}`, promotion([brunch], { name: 'Now', endsAt: at(24 * HOUR), budget: 5000 }));
    expect(tooLate).toMatchObject({ status: 400, body: { message: 'A promotion cannot be changed once it has started; end it and create another.' } });

    expect((await world.a.api.post(`/api/v1/admin/promotions/${running.body.id}/end`)).status).toBe(200);
    expect(await listed(running.body.id)).toMatchObject({ status: 'ended', budgetLeft: 2000 });
    expect((await buy(brunch)).remainingBalance).toBe(40);
  });

  it('leaves out cards paid less than its minimum: they sell as usual, outside its report', async () => {
    const small = await cardType('20');
    const created = await world.a.api.post('/api/v1/admin/promotions', promotion([small], { name: 'Big spenders', minPaid: 25 }));
    expect(created.status).toBe(201);
    const card = (await buy(small)) as { remainingBalance: number; promotion?: unknown };
    expect(card.remainingBalance).toBe(20);
    expect(card.promotion).toBeUndefined();
    expect(await listed(created.body.id)).toMatchObject({ minPaid: 25, cardsSold: 0, budgetLeft: 2000 });
  });

  it('refuses bad input with 400 and the reason: dates that end before they start, a bonus that is not one, an overlap naming the other', async () => {
    const tea = await cardType('30');
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ startsAt: at(2 * HOUR), endsAt: at(HOUR) }, { endsAt: 'The promotion must end after it starts.' }],
      [{ bonus: { percent: 12.5 } }, { bonus: "Give the bonus as a whole percent from 1 to 100, or an amount of more than 0 in the business's currency." }],
      [{ bonus: { percent: 10, amount: 5 } }, { bonus: "Give the bonus as a whole percent from 1 to 100, or an amount of more than 0 in the business's currency." }],
      [{ budget: 'lots' }, { budget: "The budget must be an amount of bonus value of more than 0 in the business's currency." }],
      [{ name: ' ', giftCardIds: [] }, { name: 'Give the promotion a name (up to 80 characters).', giftCardIds: 'Choose at least one gift card.' }],
      [{ startsAt: 'soon' }, { startsAt: 'Give the start and the end as dates and times.' }],
    ];
    for (const [fields, errors] of refusals) {
      const refused = await world.a.api.post('/api/v1/admin/promotions', promotion([tea], fields));
      expect({ status: refused.status, fields: refused.body.fields }).toEqual({ status: 400, fields: errors });
    }
    expect((await world.a.api.post('/api/v1/admin/promotions', promotion([tea], { name: 'Tea week' }))).status).toBe(201);
    const overlapping = await world.a.api.post('/api/v1/admin/promotions', promotion([tea], { name: 'Tea weekend', startsAt: at(2 * HOUR), endsAt: at(30 * HOUR) }));
    expect(overlapping).toMatchObject({ status: 400, body: { fields: { giftCardIds: 'It overlaps the promotion "Tea week" on the same gift card.' } } });
  });

  it('another business’s promotions and gift cards answer 404, and its list does not show them', async () => {
    const mine = await cardType('60');
    const created = await world.a.api.post('/api/v1/admin/promotions', promotion([mine], { name: 'Mine' }));
    expect(created.status).toBe(201);
    expect((await world.b.api.post('/api/v1/admin/promotions', promotion([mine], { name: 'Theirs' }))).status).toBe(404);
    expect((await world.b.api.put(`/api/v1/admin/promotions/${created.body.id}`, promotion([world.cardB._id]))).status).toBe(404);
    expect((await world.b.api.post(`/api/v1/admin/promotions/${created.body.id}/end`)).status).toBe(404);
    expect((await world.b.api.get('/api/v1/admin/promotions')).body.promotions).toEqual([]);
    expect(await listed(created.body.id)).toMatchObject({ status: 'running' });
  });
});
