import type { DbOrTx } from '@gv/platform';
import { GLOSSARY, type ExportPage } from '@gv/proto';
import { wholeExport } from '../domain/export-page-fit.js';
import type { ReportScope } from '../db/report-scope.js';
import { locationStatement } from './location-statement.js';

/**
 * The location report as one CSV: each location's figures, then per pair of locations the value sold at the first
 * and redeemed at the other, then the transfers that settle its paid value (the first location owes the other).
 */
export async function locationsExport(db: DbOrTx, scope: ReportScope, locations: unknown): Promise<ExportPage> {
  const report = await locationStatement(db, scope, locations);
  const names = new Map(report.locations.map((location) => [location.locationId, location.name]));
  const nameOf = (locationId: string) => names.get(locationId) ?? locationId;
  return wholeExport(
    ['Line', 'Location', 'Other location', 'Paid value', 'Bonus value', 'Total'],
    [
      ...report.locations.flatMap((location) => [
        [GLOSSARY.faceValueSold.label, location.name, '', '', '', location.sold],
        [GLOSSARY.redeemed.label, location.name, '', '', '', location.redeemed],
        [`${GLOSSARY.outstanding.label}, sold here`, location.name, '', '', '', location.outstandingSoldHere],
      ]),
      ...report.settlement.map((pair) => [
        'Sold here, redeemed there',
        nameOf(pair.soldAt),
        nameOf(pair.redeemedAt),
        pair.paid,
        pair.bonus,
        pair.amount,
      ]),
      ...report.net.map((transfer) => ['Owes', nameOf(transfer.from), nameOf(transfer.to), transfer.amount, '', transfer.amount]),
    ],
    report.currency,
  );
}
