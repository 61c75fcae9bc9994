import { LOCATION_MESSAGES, type LocationReport } from '@gv/proto';
import type { Money } from '../../../lib/currency';

export const ONE_LOCATION = 'With one location there is nothing to settle.';
export const NOTHING_BETWEEN = 'Nothing sold at one location was redeemed at another in this range.';
export const NOTHING_OWED = 'What the locations owe each other cancels out: no money needs to move.';
export const PAID_VALUE_ONLY = 'A business may settle only paid value: bonus value was never paid for, so no money moves for it.';

/** What the report has to show: a business with one location has nothing to settle; several may have nothing between them in the range. */
export function settlementCase(report: LocationReport): 'one-location' | 'nothing-between' | 'between' {
  if (report.locations.length < 2) return 'one-location';
  return report.settlement.length === 0 ? 'nothing-between' : 'between';
}

/** The name of each location the report names; an id it does not list (a location gone since) reads as unknown. */
function namer(report: LocationReport): (locationId: string) => string {
  const names = new Map(report.locations.map((location) => [location.locationId, location.name]));
  return (locationId) => names.get(locationId) ?? LOCATION_MESSAGES.unknown;
}

/** The value sold at one location and redeemed at another, a row per pair, with the locations by name. */
export function settlementRows(report: LocationReport) {
  const name = namer(report);
  return report.settlement.map((pair) => ({
    key: `${pair.soldAt} ${pair.redeemedAt}`,
    ...pair,
    soldAt: name(pair.soldAt),
    redeemedAt: name(pair.redeemedAt),
  }));
}

/** The transfers that settle the range's paid value, as sentences: "Downtown owes Airport $412.50". */
export function transferSentences(report: LocationReport, money: Money): string[] {
  const name = namer(report);
  return report.net.map((transfer) => `${name(transfer.from)} owes ${name(transfer.to)} ${money.format(transfer.amount)}`);
}
