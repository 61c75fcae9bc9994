import { DEFAULT_CURRENCY, toMajorUnits, LOCATION_MESSAGES, type LocationReport, type ReportLocation } from '@gv/proto';

/** The range's moves of the books at one place ('' where none was recorded): face value sold, and the paid and bonus value redeemed. */
export interface RangeAtPlace {
  locationId: string;
  soldAtLocationId: string;
  soldCents: number;
  redeemedPaidCents: number;
  redeemedBonusCents: number;
}

/** What is owed at the end of the range on the cards sold at one location ('' where none was recorded). */
export interface OwedBySoldAt {
  soldAtLocationId: string;
  cents: number;
}

/** Owed from one location to another (cents). */
export interface Transfer {
  from: string;
  to: string;
  cents: number;
}

interface Figures {
  sold: number;
  redeemed: number;
  outstandingSoldHere: number;
}

/**
 * The location report from the books of a range: each location's figures, the value sold at one location and redeemed
 * at another, and the transfers that settle its paid value. A move that recorded no location counts at the business's
 * first location (`locations` are in the order they were added), where a business that had one location did all its business.
 * Amounts are converted from minor units of `currency`, the business's.
 */
export function settleLocations(
  locations: readonly ReportLocation[],
  moved: readonly RangeAtPlace[],
  owed: readonly OwedBySoldAt[],
  currency: string = DEFAULT_CURRENCY,
): LocationReport {
  const placeOf = (locationId: string) => locationId || locations[0].id;
  const figures = new Map<string, Figures>();
  const figuresOf = (locationId: string) =>
    figures.get(locationId) ?? figures.set(locationId, { sold: 0, redeemed: 0, outstandingSoldHere: 0 }).get(locationId)!;
  const pairs = new Map<string, { soldAt: string; redeemedAt: string; paidCents: number; bonusCents: number }>();
  for (const moves of moved) {
    const [at, soldAt, redeemed] = [placeOf(moves.locationId), placeOf(moves.soldAtLocationId), moves.redeemedPaidCents + moves.redeemedBonusCents];
    if (moves.soldCents !== 0) figuresOf(at).sold += moves.soldCents;
    if (redeemed === 0) continue;
    figuresOf(at).redeemed += redeemed;
    if (at === soldAt) continue;
    const key = `${soldAt} ${at}`;
    const pair = pairs.get(key) ?? pairs.set(key, { soldAt, redeemedAt: at, paidCents: 0, bonusCents: 0 }).get(key)!;
    pair.paidCents += moves.redeemedPaidCents;
    pair.bonusCents += moves.redeemedBonusCents;
  }
  for (const { soldAtLocationId, cents } of owed) if (cents !== 0) figuresOf(placeOf(soldAtLocationId)).outstandingSoldHere += cents;

  const known = new Map(locations.map((location, index) => [location.id, { ...location, index }]));
  // Open locations always; an archived one (or one identity no longer lists) while the range's books name it.
  const shown = [...new Set([...locations.filter((location) => !location.archived).map((location) => location.id), ...figures.keys()])];
  const rank = (locationId: string) => known.get(locationId)?.index ?? locations.length;
  const settlement = [...pairs.values()]
    .filter((pair) => pair.paidCents + pair.bonusCents !== 0)
    .sort((a, b) => rank(a.soldAt) - rank(b.soldAt) || rank(a.redeemedAt) - rank(b.redeemedAt));
  return {
    currency,
    locations: shown
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((locationId) => {
        const { sold, redeemed, outstandingSoldHere } = figures.get(locationId) ?? { sold: 0, redeemed: 0, outstandingSoldHere: 0 };
        const name = known.get(locationId)?.name ?? LOCATION_MESSAGES.unknown;
        return {
          locationId,
          name,
          sold: toMajorUnits(sold, currency),
          redeemed: toMajorUnits(redeemed, currency),
          outstandingSoldHere: toMajorUnits(outstandingSoldHere, currency),
        };
      }),
    settlement: settlement.map(({ soldAt, redeemedAt, paidCents, bonusCents }) => ({
      soldAt,
      redeemedAt,
      amount: toMajorUnits(paidCents + bonusCents, currency),
      paid: toMajorUnits(paidCents, currency),
      bonus: toMajorUnits(bonusCents, currency),
    })),
    // The location that sold a card holds what its buyer paid; the one that redeemed it gave the goods.
    net: netTransfers(settlement.map((pair) => ({ from: pair.soldAt, to: pair.redeemedAt, cents: pair.paidCents }))).map(({ from, to, cents }) => ({
      from,
      to,
      amount: toMajorUnits(cents, currency),
    })),
  };
}

/**
 * What each location owes each other after offsetting, in few transfers: every location's balance (what it owes less
 * what it is owed) is evened by the largest debtor paying the largest creditor as much as both allow, again and again.
 * Each transfer evens at least one of the two, so n locations need at most n − 1 transfers, and one that owes as much
 * as another is owed settles in one. The true fewest (n less the most groups whose balances sum to zero) is a
 * subset-sum search; greedy is exact for the common cases (two or three locations) and near it beyond.
 */
export function netTransfers(owed: readonly Transfer[]): Transfer[] {
  const balance = new Map<string, number>();
  for (const { from, to, cents } of owed) {
    balance.set(from, (balance.get(from) ?? 0) + cents);
    balance.set(to, (balance.get(to) ?? 0) - cents);
  }
  const transfers: Transfer[] = [];
  for (;;) {
    // Largest balance first, ties by id, so the same books always give the same transfers.
    const ranked = [...balance].filter(([, cents]) => cents !== 0).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const [debtor, creditor] = [ranked[0], ranked.at(-1)];
    if (!debtor || !creditor || debtor[1] <= 0) return transfers;
    const cents = Math.min(debtor[1], -creditor[1]);
    transfers.push({ from: debtor[0], to: creditor[0], cents });
    balance.set(debtor[0], debtor[1] - cents);
    balance.set(creditor[0], creditor[1] + cents);
  }
}
