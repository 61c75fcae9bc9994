import { cardIssued, liveProfile } from '../../../test/card-events';
import { parseCsv } from '../../../test/csv';
import { databaseEnvs } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { serviceAlone } from '../../../test/service-alone';
import { analyticsService } from './index';
import { exportPage } from './liability-report/export-page.rpc';
import { liabilityReport } from './liability-report/liability-report.rpc';

/** A page of an export as the download shows it: the header, then each line's cells. */
const csvOf = (page: { header: string; lines: string }) => {
  const [header, ...lines] = parseCsv(page.header + page.lines);
  return { header, lines, cell: (line: number, name: string) => lines[line][header.indexOf(name)] };
};

const SUSHI = 'sakura-sushi';
const GRILL = 'harbor-grill';
const DAY = '2026-03-01';

describe.each(databaseEnvs)("reports in the business's currency (%s)", (_engine, createDatabase) => {
  const { runtime, db } = serviceAlone(analyticsService, createDatabase, 'gv-currency-');
  const range = (businessSlug: string) => ({ businessSlug, from: DAY, to: DAY });

  beforeAll(async () => {
    await runtime().bus.publish([liveProfile(SUSHI, 'JPY'), cardIssued(SUSHI, { issuedAt: `${DAY}T12:00:00.000Z` }), liveProfile(GRILL), cardIssued(GRILL, { issuedAt: `${DAY}T12:00:00.000Z` })]);
    for (const businessSlug of [SUSHI, GRILL]) await eventually(async () => (await liabilityReport(db(), range(businessSlug))).movement.sold > 0, 10_000);
  }, 30_000);

  it('states a yen business’s ¥5,000 card as 5000 yen, and says JPY', async () => {
    const report = await liabilityReport(db(), range(SUSHI));
    expect(report).toMatchObject({ currency: 'JPY', outstanding: { paid: 4500, bonus: 500, total: 5000 }, movement: { sold: 5000, closing: 5000 } });
  });

  it('exports its amounts in whole yen and names the currency: the orders CSV in a last column', async () => {
    const orders = csvOf(await exportPage(db(), { ...range(SUSHI), kind: 'orders' }));
    expect(orders.header.at(-1)).toBe('Currency');
    expect(['Face value', 'Amount paid', 'Balance', 'Currency'].map((name) => orders.cell(0, name))).toEqual(['5000', '4500', '5000', 'JPY']);

    const ledger = csvOf(await exportPage(db(), { ...range(SUSHI), kind: 'ledger' }));
    expect(ledger.lines[0].slice(-3)).toEqual(['4500', '500', '5000']);
    const statement = csvOf(await exportPage(db(), { ...range(SUSHI), kind: 'liability' }));
    expect(statement.lines.find((line) => line[0] === 'Closing')).toEqual(['Closing', '4500', '500', '5000']);
  });

  it('keeps a business without a currency in dollars: the same 5000 is $50.00', async () => {
    expect(await liabilityReport(db(), range(GRILL))).toMatchObject({ currency: 'USD', outstanding: { paid: 45, bonus: 5, total: 50 }, movement: { sold: 50 } });
    const orders = csvOf(await exportPage(db(), { ...range(GRILL), kind: 'orders' }));
    expect(['Face value', 'Amount paid', 'Currency'].map((name) => orders.cell(0, name))).toEqual(['50.00', '45.00', 'USD']);
  });
});
