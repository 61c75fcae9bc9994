import { Agent } from 'node:http';
import { checkout, nextAddress } from './checkout.js';
import { seedBusiness } from './storefront.js';

export interface PromotionRaceResult {
  checkouts: number;
  /** Checkouts that ended with the card issued; the others' failed step and status. */
  completed: number;
  failures?: Record<string, number>;
  /** Cards issued with the promotion's bonus, and those told it ran out first (both from the purchase answers). */
  bonusesGranted: number;
  toldWithoutBonus: number;
  /** The promotion's report once all were issued: cards sold under it, bonus given and budget left, in dollars. */
  report: { cardsSold: number; bonusGiven: number; budgetLeft: number };
  /** From the first create-payment to the last purchase's answer. */
  wallMs: number;
}

/** The bonus of the raced promotion, in dollars: its budget is `bonuses` of them. */
const BONUS = 5;

/**
 * `checkouts` buyers checking out at once, each from an address of its own, the one card of a new business whose
 * running promotion has a budget of `bonuses` bonuses (decision 0084): the budget is taken by one guarded update per
 * card, so exactly `bonuses` cards get it whatever the interleaving, and the others are told they missed it.
 */
export async function promotionRace(url: string, checkouts = 200, bonuses = 10): Promise<PromotionRaceResult> {
  const { businessSlug, admin } = await seedBusiness(url, 1);
  const listed = (await (await fetch(`${url}/api/v1/public/giftcards?businessSlug=${businessSlug}&limit=1`)).json()) as { giftCards: { _id: string }[] };
  const giftCardId = listed.giftCards[0]._id;
  const minute = 60_000;
  const created = await admin.post('/api/v1/admin/promotions', {
    name: 'Bench bonus',
    giftCardIds: [giftCardId],
    bonus: { amount: BONUS },
    startsAt: new Date(Date.now() - minute).toISOString(),
    endsAt: new Date(Date.now() + 60 * minute).toISOString(),
    budget: BONUS * bonuses,
  });
  if (created.status !== 201) throw new Error(`the promotion was refused: ${JSON.stringify(created.body)}`);

  const target = { url, businessSlug, giftCardId };
  const agent = new Agent({ keepAlive: true, maxSockets: checkouts });
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: checkouts }, () => checkout(target, agent, nextAddress())));
  const wallMs = Math.round(performance.now() - started);
  agent.destroy();

  const failures: Record<string, number> = {};
  let [completed, bonusesGranted, toldWithoutBonus] = [0, 0, 0];
  for (const outcome of outcomes) {
    if (typeof outcome === 'string') {
      failures[outcome] = (failures[outcome] ?? 0) + 1;
      continue;
    }
    completed++;
    const promotion = (outcome.purchase as { purchase: { promotion?: { bonus: number } } }).purchase.promotion;
    if (promotion && promotion.bonus > 0) bonusesGranted++;
    else if (promotion) toldWithoutBonus++;
  }
  const reports = (await admin.get('/api/v1/admin/promotions')).body as { promotions: { id: string; cardsSold: number; bonusGiven: number; budgetLeft: number }[] };
  const { cardsSold, bonusGiven, budgetLeft } = reports.promotions.find((promotion) => promotion.id === created.body.id)!;
  return {
    checkouts,
    completed,
    ...(Object.keys(failures).length > 0 ? { failures } : {}),
    bonusesGranted,
    toldWithoutBonus,
    report: { cardsSold, bonusGiven, budgetLeft },
    wallMs,
  };
}
