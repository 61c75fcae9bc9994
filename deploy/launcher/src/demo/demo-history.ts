import { toMajorUnits, toMinorUnits } from '@gv/proto';
import { TEST_SOURCES } from '@gv/square-emulator';
import type { DemoCard } from './demo-cards.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
export const HISTORY_DAYS = 30;

export interface Person {
  name: string;
  email: string;
  phone: string;
  /** The address they shop from, each their own as with real buyers (per-client checkout limits count them apart). */
  address: string;
}

export interface PlannedRedemption {
  at: Date;
  /** Dollars, at most the balance left after the card's earlier redemptions. */
  amount: number;
}

/** One checkout of the demo's history, with the redemptions of the card it issues. */
export interface PlannedPurchase {
  at: Date;
  /** Index in the demo's cards. */
  card: number;
  buyer: Person;
  /** A gift: the card goes to (and is redeemed by) the recipient. */
  gift?: { recipient: Person; message: string };
  /** The emulator's test token the buyer pays with. */
  sourceId: string;
  redemptions: PlannedRedemption[];
}

const FIRST_NAMES = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Priya', 'Lucas', 'Chloe', 'Omar', 'Grace', 'Mateo', 'Hana', 'Leo', 'Nina', 'Sam'];
const LAST_NAMES = ['Chen', 'Garcia', 'Okafor', 'Kim', 'Rossi', 'Patel', 'Novak', 'Silva', 'Brooks', 'Haddad', 'Larsen', 'Moreau'];
const MESSAGES = ['Happy birthday! Enjoy a treat on me.', 'Thank you for everything this year.', 'Congratulations on the new job!', 'For our next date night.', 'Enjoy!'];
const PAYMENT_SOURCES = [TEST_SOURCES.cardOk, TEST_SOURCES.cardOk, TEST_SOURCES.cardOk, TEST_SOURCES.googlePayOk, TEST_SOURCES.cashAppOk];

/** A repeatable stream of numbers in [0, 1) (mulberry32), so every demo tells the same story. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Thirty days of a small restaurant's gift card trade, from midnight (UTC, Demo Bistro's time zone) 29 days ago to a
 * minute before `now`, so every sale falls on one of the dashboard's 30 days whatever the hour: about one sale a day,
 * growing towards today and busier at weekends, a quarter of them gifts; two cards in five come back to the counter
 * once or twice within two weeks. Oldest first.
 */
export function demoHistory(now: Date, cards: DemoCard[], random = seededRandom(30)): PlannedPurchase[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const people = Array.from({ length: 24 }, (_, i) => person(FIRST_NAMES[i % FIRST_NAMES.length], LAST_NAMES[(i * 5) % LAST_NAMES.length], i));
  const nextCard = cardsByPopularity(cards);
  const end = now.getTime() - MINUTE_MS;
  const start = Math.floor(end / DAY_MS) * DAY_MS - (HISTORY_DAYS - 1) * DAY_MS;
  // The span a "day" of the story takes: a little under a calendar day, as today has only begun.
  const slot = (end - start) / HISTORY_DAYS;
  const purchases: PlannedPurchase[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = start + (HISTORY_DAYS - 1 - daysAgo) * slot;
    const weekend = [0, 6].includes(new Date(dayStart + slot / 2).getUTCDay());
    const expected = 0.3 + (0.9 * (HISTORY_DAYS - 1 - daysAgo)) / (HISTORY_DAYS - 1) + (weekend ? 0.5 : 0);
    const sales = Math.floor(expected + random());
    const times = Array.from({ length: sales }, () => dayStart + Math.floor(random() * slot)).sort((a, b) => a - b);
    for (const time of times) {
      const card = nextCard();
      const buyer = pick(people);
      const recipient = random() < 0.25 ? pick(people.filter((other) => other !== buyer)) : undefined;
      purchases.push({
        at: new Date(time),
        card,
        buyer,
        ...(recipient ? { gift: { recipient, message: pick(MESSAGES) } } : {}),
        sourceId: pick(PAYMENT_SOURCES),
        redemptions: plannedRedemptions(time, end, cards[card].amount, random),
      });
    }
  }
  return purchases;
}

/** Within two weeks of the purchase, and before the end: none, one part of the balance, or a part and then the rest. */
function plannedRedemptions(purchasedAt: number, end: number, faceValue: number, random: () => number): PlannedRedemption[] {
  if (random() >= 0.4) return [];
  const redemptions: PlannedRedemption[] = [];
  let balance = faceValue;
  let at = purchasedAt;
  // A share of the face value, or undefined for whatever is left.
  const shares = random() < 0.4 ? [0.3 + random() * 0.4, undefined] : [0.4 + random() * 0.6];
  for (const share of shares) {
    at += MINUTE_MS * 30 + Math.floor(random() * Math.min(7 * DAY_MS, end - at));
    if (at >= end) break;
    const amount = share === undefined ? balance : toMajorUnits(toMinorUnits(faceValue * share));
    balance = toMajorUnits(toMinorUnits(balance - amount));
    redemptions.push({ at: new Date(at), amount });
  }
  return redemptions;
}

/**
 * The cards in turn, each as often as its popularity says (smooth weighted round robin): popular cards sell more,
 * and every card sells within the first few purchases, so each has buyers to show.
 */
function cardsByPopularity(cards: DemoCard[]): () => number {
  const total = cards.reduce((sum, card) => sum + card.popularity, 0);
  const credit = cards.map(() => 0);
  return () => {
    cards.forEach((card, i) => (credit[i] += card.popularity));
    const chosen = credit.indexOf(Math.max(...credit));
    credit[chosen] -= total;
    return chosen;
  };
}

function person(first: string, last: string, n: number): Person {
  return { name: `${first} ${last}`, email: `${first}.${last}${n}@example.com`.toLowerCase(), phone: `(555) 555-${1000 + n}`, address: `10.0.1.${n + 1}` };
}
