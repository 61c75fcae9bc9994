import { sql } from 'drizzle-orm';
import { addYears, DEFAULT_JOURNAL_ACCOUNTS } from '@gv/proto';
import { businessMonth } from '../../../../test/business-today';
import { parseCsv } from '../../../../test/csv';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform } from '../../../../test/redemption-api';
import { monthDays } from '../domain/month';
import { HOLDER, naupaRecords, naupaValid } from './naupa-test-support';

const cents = (dollars: string | number) => Math.round(Number(dollars) * 100);
const NY_CLAIMS = 'https://www.osc.ny.gov/unclaimed-funds';

/**
 * Unclaimed property (decision 0095) at Harbor Grill, a New York holder: two $50 cards sold at 10% off ($45 paid, $5
 * bonus) with no billing state, so New York's rule applies. One has had no activity for six years (its sale, ledger rows
 * and moves of the books dated back, as an old card's would be); the other was bought today.
 */
describe.each(databaseEnvs)('unclaimed property (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  // The latest day a report may be filed as of: today anywhere on Earth (UTC−12), which is yesterday in UTC before noon.
  const asOf = new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
  let dormant: { code: string; id: string };
  let recent: { code: string; id: string; email: string };

  const owner = () => world.a.api;
  const report = async () => (await owner().get(`/api/v1/admin/reports/unclaimed?asOf=${asOf}`)).body;
  const cardId = async (code: string) => (await world.rows<{ id: string }>(sql`select id from redemption.issued_cards where code_hash = ${world.hashOf(code)}`))[0].id;

  beforeAll(async () => {
    const saved = await owner().put('/api/v1/admin/reports/month-end-settings', { breakageRatePercent: 20, accounts: DEFAULT_JOURNAL_ACCOUNTS, holder: HOLDER });
    expect(saved).toMatchObject({ status: 200, body: { holder: HOLDER, accounts: { accounts: { unclaimedProperty: { name: 'Unclaimed Property Payable' } } } } });
    for (const name of ['dormant', 'recent']) {
      const { code, email } = await world.boughtForSelf();
      const card = { code, email, id: await cardId(code) };
      if (name === 'dormant') dormant = card;
      else recent = card;
    }
    await eventually(async () => (await world.rows(sql`select 1 from analytics.ledger_moves where card_id in (${dormant.id}, ${recent.id})`)).length === 2 || undefined);
    const longAgo = addYears(asOf, -6);
    const db = world.platform.app.runtime.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table redemption.ledger disable trigger user`);
      await tx.execute(sql`update redemption.ledger set created_at = ${`${longAgo}T12:00:00Z`}::timestamptz where card_id = ${dormant.id}`);
      await tx.execute(sql`alter table redemption.ledger enable trigger user`);
    });
    await db.execute(sql`update analytics.ledger_moves set day = ${longAgo}::date where card_id = ${dormant.id}`);
    await db.execute(sql`update analytics.buyers set purchased_at = ${`${longAgo}T12:00:00Z`}::timestamptz, sale_day = ${longAgo}::date, last_active_on = ${longAgo}::date where card_id = ${dormant.id}`);
  }, 120_000);

  it('lists the New York card dormant past five years with its paid value and the March 10 due day, and not the recent one', async () => {
    const dueYear = asOf > `${asOf.slice(0, 4)}-03-10` ? Number(asOf.slice(0, 4)) + 1 : Number(asOf.slice(0, 4));
    expect(await report()).toEqual({
      asOf,
      states: [{ state: 'NY', name: 'New York', cards: 1, amount: 45, dueOn: `${dueYear}-03-10`, source: 'N.Y. Aband. Prop. Law §1315', claimUrl: NY_CLAIMS }],
      testData: true,
      currency: 'USD',
    });
    expect((await owner().get('/api/v1/admin/reports/unclaimed?asOf=someday')).status).toBe(400);
  });

  it('exports the New York holder report in the NAUPA layout: holder, the dormant card, summary', async () => {
    const answer = await owner().get<string>(`/api/v1/admin/reports/unclaimed/holder-report?asOf=${asOf}&state=NY`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="unclaimed-NY-${asOf}.txt"`);
    const file = naupaRecords(answer.body);
    expect(naupaValid(file)).toBe(true);
    expect(file.records.map((record) => record.type)).toEqual(['1', '2', '9']);
    expect(file.records[0].fields).toMatchObject({ 'HOLDER-TAXID': HOLDER.taxId, 'HOLDER-STATE': 'NY' });
    expect(file.records[1].fields).toMatchObject({ 'PROP-AMOUNT-REPORTED': '0000004500', 'PROP-DESCRIPTION': `GIFT CARD ${dormant.id.toUpperCase()}`.padEnd(50) });
    expect(file.records[2].fields).toMatchObject({ 'SUMM-NBR-OF-PROPERTIES': '000001', 'SUMM-AMOUNT-REPORTED': '000000004500' });
    expect((await owner().get(`/api/v1/admin/reports/unclaimed/holder-report?asOf=${asOf}&state=TX`)).status).toBe(400);
  });

  it('files the report once however many filings arrive together: one ESCHEAT row per card, the recent card untouched', async () => {
    const filings = await Promise.all(Array.from({ length: 10 }, () => owner().post('/api/v1/admin/reports/unclaimed/filed', { state: 'NY', asOf })));
    expect(filings.every((filing) => filing.status === 200 || filing.status === 400)).toBe(true);
    expect(filings.filter((filing) => filing.status === 200).reduce((sum, filing) => sum + filing.body.cards, 0)).toBe(1);
    const escheats = await world.rows(sql`select card_id, paid_cents, bonus_cents, balance_after_cents from redemption.ledger where kind = 'ESCHEAT'`);
    expect(escheats).toEqual([{ card_id: dormant.id, paid_cents: -4_500, bonus_cents: -500, balance_after_cents: 0 }]);
    const audit = await world.rows(sql`select action, reason from redemption.card_actions where card_id = ${dormant.id}`);
    expect(audit).toEqual([{ action: 'escheat', reason: `Reported to the state of New York as unclaimed property on ${asOf}.` }]);
    await eventually(async () => ((await report()).states.length === 0 ? true : undefined));
    const trail = (await owner().get('/api/v1/admin/reports/audit?action=escheated')).body.entries;
    expect(trail).toMatchObject([{ action: 'escheated', details: { amount: 50, balanceAfter: 0, reason: `Reported to the state of New York as unclaimed property on ${asOf}.` } }]);
  });

  it('refuses to redeem the reported card with where to claim it, and says so on the holder page and at the counter', async () => {
    const said = `Reported to the state of New York as unclaimed property on ${asOf}.`;
    const refused = await world.redeem(owner(), dormant.code, 5);
    expect(refused).toMatchObject({ status: 400, body: { message: `${said} The holder can claim it from the state: ${NY_CLAIMS}` } });
    const holder = (await owner().get(`/api/v1/cards/${dormant.code}`)).body.giftCard;
    expect(holder.disclosure.slice(0, 2)).toEqual([said, `The holder can claim it from the state: ${NY_CLAIMS}`]);
    expect(holder.remainingBalance).toBe(0);
    const scanned = (await owner().get(`/api/v1/admin/scan-giftcard/${dormant.code}`)).body.giftCard;
    expect(scanned.escheated).toEqual({ message: said, claimUrl: NY_CLAIMS });
    expect((await owner().get(`/api/v1/admin/scan-giftcard/${recent.code}`)).body.giftCard).not.toHaveProperty('escheated');
  });

  it('carries the report in the liability statement and the journal, which still reconcile', async () => {
    // The report was filed today, in the business's month: not always asOf's (12 hours back) on a month's first day.
    const month = await businessMonth(owner());
    const { from, to } = monthDays(month);
    const statement = await eventually(async () => {
      const body = (await owner().get(`/api/v1/admin/reports/liability?from=${from}&to=${to}`)).body;
      return body.movement.escheated === 50 ? body : undefined;
    });
    const m = statement.movement;
    expect(m.opening + m.sold + m.issuedOutside + m.loaded + m.credited - m.debited - m.redeemed - m.cashedOut - m.refunded - m.forfeited - m.expired - m.escheated).toBeCloseTo(m.closing, 2);
    expect(m.closing).toBe(50);
    const answer = await owner().get<string>(`/api/v1/admin/reports/journal.csv?month=${month}&format=quickbooks`);
    const rows = parseCsv(answer.body).slice(1);
    expect(rows.reduce((sum, row) => sum + cents(row[3]), 0)).toBe(rows.reduce((sum, row) => sum + cents(row[4]), 0));
    expect(rows.filter((row) => row[2] === 'Unclaimed Property Payable').map((row) => row.slice(2, 6))).toEqual([
      ['Unclaimed Property Payable', '', '45.00', `Gift card balances reported as unclaimed property: paid value (Gift cards ${month})`],
    ]);
    const liability = rows.filter((row) => row[2] === 'Gift Card Liability');
    const net = liability.reduce((sum, row) => sum + cents(row[4]) - cents(row[3]), 0);
    const breakage = liability.filter((row) => row[5].startsWith('Breakage recognised')).reduce((sum, row) => sum + cents(row[3]), 0);
    expect(net + breakage).toBe(cents(m.closing) - cents(m.opening));
  });

  it('counts a redemption as activity: a card quiet for years that is used again is no longer dormant', async () => {
    const longAgo = addYears(asOf, -6);
    const db = world.platform.app.runtime.database.db;
    await db.execute(sql`update analytics.ledger_moves set day = ${longAgo}::date where card_id = ${recent.id}`);
    await db.execute(sql`update analytics.buyers set purchased_at = ${`${longAgo}T12:00:00Z`}::timestamptz, sale_day = ${longAgo}::date, last_active_on = ${longAgo}::date where card_id = ${recent.id}`);
    expect((await report()).states).toMatchObject([{ state: 'NY', cards: 1, amount: 45 }]);
    expect((await world.redeemWithOtp(owner(), recent.code, recent.email, 5)).status).toBe(200);
    await eventually(async () => ((await report()).states.length === 0 ? true : undefined));
  });
});
