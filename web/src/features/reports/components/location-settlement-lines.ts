import { LOCATION_MESSAGES, type LocationReport } from '@gv/proto';
import type { Money } from '../../../lib/currency';
import { message } from '../../../lib/i18n';
import { locationsReportMessages } from './locations-report.messages';

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
  return report.net.map((transfer) =>
    message(locationsReportMessages, 'owes', { from: name(transfer.from), to: name(transfer.to), amount: money.format(transfer.amount) }),
  );
}
