import { DEMO_CARDS } from './demo-cards';
import { demoHistory, HISTORY_DAYS } from './demo-history';

describe('the demo history', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const history = demoHistory(now, DEMO_CARDS);
  /** The dashboard's 30 days: today (UTC, Demo Bistro's time zone) and the 29 before it. */
  const start = Date.parse('2026-02-14T00:00:00Z');

  it('tells the same story every time', () => {
    expect(demoHistory(now, DEMO_CARDS)).toEqual(history);
  });

  it('sells on most of the last 30 days, oldest first, never in the future', () => {
    const times = history.map((purchase) => purchase.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(start);
    expect(times.at(-1)!).toBeLessThan(now.getTime());
    expect(new Set(history.map((purchase) => purchase.at.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(15);
    expect(new Set(history.map((purchase) => purchase.card)).size).toBe(DEMO_CARDS.length);
    expect(history.some((purchase) => purchase.gift && purchase.gift.recipient.email !== purchase.buyer.email)).toBe(true);
  });

  it('sells only on the dashboard’s 30 calendar days, at any hour of today', () => {
    for (const hour of ['00:02', '00:36', '12:00', '23:58']) {
      const at = new Date(`2026-03-15T${hour}:00Z`);
      const days = new Set(demoHistory(at, DEMO_CARDS).map((purchase) => purchase.at.toISOString().slice(0, 10)));
      expect([...days].every((day) => day >= '2026-02-14' && day <= '2026-03-15')).toBe(true);
    }
  });

  it('redeems a card only after its purchase, before now, and never more than its face value', () => {
    const redeemed = history.filter((purchase) => purchase.redemptions.length > 0);
    expect(redeemed.length).toBeGreaterThanOrEqual(5);
    for (const { at, card, redemptions } of redeemed) {
      let previous = at.getTime();
      for (const redemption of redemptions) {
        expect(redemption.at.getTime()).toBeGreaterThan(previous);
        expect(redemption.amount).toBeGreaterThan(0);
        expect(Math.round(redemption.amount * 100) / 100).toBe(redemption.amount);
        previous = redemption.at.getTime();
      }
      expect(previous).toBeLessThan(now.getTime());
      const spentCents = redemptions.reduce((sum, redemption) => sum + Math.round(redemption.amount * 100), 0);
      expect(spentCents).toBeLessThanOrEqual(DEMO_CARDS[card].amount * 100);
    }
  });
});
