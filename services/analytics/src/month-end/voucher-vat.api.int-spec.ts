import { randomUUID } from 'node:crypto';
import { DEFAULT_JOURNAL_ACCOUNTS, type GiftCardEventPayload, type JournalAccounts, type JournalLine, type MonthJournal } from '@gv/proto';
import { createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { businessMonth } from '../../../../test/business-today';
import { parseCsv } from '../../../../test/csv';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { saveGiftCard } from '../db/gift-card-repository';
import { countMoves, insertMoves } from '../db/ledger-move-repository';
import { monthEndSettings, projection, type LedgerMoveKind } from '../db/schema';
import { monthJournal } from './month-end.rpc';
import { addMonths } from '../domain/month';
import type { Admin } from '../test-support';

/**
 * VAT in the month-end books (decision 0099), over last month of a business with three card types: single-purpose at
 * 20% and at 5.5%, and multi-purpose. Hand-computed: 20% cards sold for €120 and €60, €30 of the second refunded, €48
 * of the first redeemed; a 5.5% card sold for €105.50; a multi-purpose card sold for €50 with €10 bonus, €20 of its
 * paid value redeemed and €5 of that reversed.
 */
describe.each(databaseEnvs)('VAT in the month-end (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let owner: Admin;
  let thisMonth: string;
  let lastMonth: string;
  let day: string;
  const db = () => platform.app.runtime.database.db;

  /** A card type of the catalog as its gift-card.created event gives it. */
  const cardType = async (voucher: Pick<GiftCardEventPayload, 'voucherType' | 'vatRateBp'>) => {
    const id = randomUUID();
    const payload = {
      v: 1,
      id,
      businessSlug: owner.businessSlug,
      giftCardName: `Card ${id.slice(0, 4)}`,
      giftCardTag: 'Dinner',
      description: 'A dinner',
      amountCents: 10_000,
      discount: 0,
      salePriceCents: 10_000,
      expirationDate: '2099-12-31',
      giftCardImg: '/media/giftcards/x.webp',
      ...voucher,
    } as GiftCardEventPayload;
    await saveGiftCard(db(), projection, payload, new Date().toISOString());
    return id;
  };
  /** A card of `giftCardId` and its moves on `on` (cents, signed as the liability moves). */
  const card = async (giftCardId: string, moves: [LedgerMoveKind, number, number?][], on = day) => {
    const cardId = randomUUID();
    await db()
      .insert(projection.buyers)
      .values({
        cardId,
        businessSlug: owner.businessSlug,
        giftCardId,
        giftCardName: 'A card',
        purchaseType: 'self',
        buyerName: 'Ana',
        buyerEmail: `${cardId}@example.com`,
        faceValueCents: 0,
        priceCents: 0,
        purchasedAt: `${on}T12:00:00Z`,
        test: true,
        saleDay: on,
      });
    await insertMoves(
      db(),
      projection,
      moves.map(([kind, paidCents, bonusCents = 0]) => ({
        moveKey: `${kind}:${randomUUID()}`,
        cardId,
        businessSlug: owner.businessSlug,
        day: on,
        kind,
        paidCents,
        bonusCents,
        test: true,
        locationId: null,
      })),
    );
    await countMoves(db(), projection);
  };

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    owner = await createSignedInAdmin(platform, 'Bistro de la Gare', { currency: 'EUR' });
    thisMonth = await businessMonth(owner.api);
    lastMonth = addMonths(thisMonth, -1);
    day = `${lastMonth}-10`;
    const [standard, reduced, multiPurpose] = [
      await cardType({ voucherType: 'single-purpose', vatRateBp: 2_000 }),
      await cardType({ voucherType: 'single-purpose', vatRateBp: 550 }),
      // Older events carry no treatment: multi-purpose.
      await cardType({}),
    ];
    await card(standard, [
      ['sold', 12_000],
      ['redeemed', -4_800],
    ]);
    await card(standard, [
      ['sold', 6_000],
      ['refunded', -3_000],
    ]);
    await card(reduced, [['sold', 10_550]]);
    await card(multiPurpose, [
      ['sold', 5_000, 1_000],
      ['redeemed', -2_000],
      ['redeemed', 500],
    ]);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  const breakage = async (month: string) => (await owner.api.get(`/api/v1/admin/reports/breakage?month=${month}`)).body;
  const journal = (month: string): Promise<MonthJournal> => monthJournal(db(), { businessSlug: owner.businessSlug, month, testData: true });
  const net = (lines: JournalLine[], account: string) =>
    lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.creditCents - line.debitCents, 0);

  const lastMonthVat = {
    dueAtSale: [
      { vatRateBp: 550, grossCents: 10_550, vatCents: 550 },
      // €120 + €60 − €30 = €150, of which 20/120 is VAT.
      { vatRateBp: 2_000, grossCents: 15_000, vatCents: 2_500 },
    ],
    dueAtRedemption: { grossCents: 1_500 },
  };

  /** The same figures as the month-end report answers them, in euros. */
  const lastMonthReport = {
    dueAtSale: [
      { ratePercent: 5.5, gross: 105.5, vat: 5.5 },
      { ratePercent: 20, gross: 150, vat: 25 },
    ],
    dueAtRedemption: { gross: 15 },
  };

  it('says when the VAT on the month’s paid value is due: at sale per single-purpose rate, when used on multi-purpose value', async () => {
    expect((await breakage(lastMonth)).vat).toEqual(lastMonthReport);
    expect((await journal(lastMonth)).vat).toEqual(lastMonthVat);
  });

  it('moves the VAT due at sale to VAT payable, and earns single-purpose value redeemed net of it, balanced', async () => {
    const { lines } = await journal(lastMonth);
    expect(lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
    expect(lines.filter((line) => line.account === 'vatPayable')).toEqual([
      { account: 'vatPayable', debitCents: 0, creditCents: 550, description: 'VAT due at sale on single-purpose vouchers (5.5%)' },
      { account: 'vatPayable', debitCents: 0, creditCents: 2_500, description: 'VAT due at sale on single-purpose vouchers (20%)' },
    ]);
    expect(net(lines, 'vatPayable')).toBe(3_050);
    // Redeemed: €48 of 20% value (€8 of it VAT, accounted at sale) and €15 multi-purpose.
    expect(net(lines, 'revenue')).toBe(4_800 - 800 + 1_500);
    expect(lines).toContainEqual({ account: 'revenue', debitCents: 800, creditCents: 0, description: 'VAT on single-purpose vouchers redeemed, accounted for at sale (20%)' });
    // On the cards: €72 + €30 of 20% value, €105.50 of 5.5%, €35 multi-purpose and its €10 bonus; the liability carries
    // single-purpose value net of the VAT due at sale (€25 + €5.50), less the €8 of it redeemed.
    const onCards = 7_200 + 3_000 + 10_550 + 3_500 + 1_000;
    const recognised = Math.round((await breakage(lastMonth)).recognised * 100);
    expect(net(lines, 'liability') + recognised).toBe(onCards - 2_500 - 550 + 800);
  });

  it('names VAT Payable in the QuickBooks journal', async () => {
    const answer = await owner.api.get<string>(`/api/v1/admin/reports/journal.csv?month=${lastMonth}&format=quickbooks`);
    const rows = parseCsv(answer.body).filter((row) => row[2] === 'VAT Payable');
    expect(rows.map((row) => [row[4], row[5]])).toEqual([
      ['5.50', `VAT due at sale on single-purpose vouchers (5.5%) (Gift cards ${lastMonth})`],
      ['25.00', `VAT due at sale on single-purpose vouchers (20%) (Gift cards ${lastMonth})`],
    ]);
  });

  it('keeps a closed month’s VAT, and counts a late single-purpose sale dated in it in the next month', async () => {
    expect((await owner.api.post('/api/v1/admin/reports/close-month', { month: lastMonth })).status).toBe(200);
    const standard = await cardType({ voucherType: 'single-purpose', vatRateBp: 2_000 });
    await card(standard, [['sold', 2_400]]);
    expect((await breakage(lastMonth)).vat).toEqual(lastMonthReport);
    expect((await breakage(thisMonth)).vat).toEqual({ dueAtSale: [{ ratePercent: 20, gross: 24, vat: 4 }], dueAtRedemption: { gross: 0 } });
  });

  it('loads accounts saved before VAT payable was one with it at its default, for the owner to rename', async () => {
    const { vatPayable: _, ...before } = DEFAULT_JOURNAL_ACCOUNTS.accounts;
    const tavern = await createSignedInAdmin(platform, 'Old Tavern');
    await db()
      .insert(monthEndSettings)
      .values({ businessSlug: tavern.businessSlug, breakageRateBp: null, accounts: { ...DEFAULT_JOURNAL_ACCOUNTS, accounts: before } as JournalAccounts });
    const settings = (await tavern.api.get('/api/v1/admin/reports/month-end-settings')).body;
    expect(settings.accounts.accounts.vatPayable).toEqual({ name: 'VAT Payable', code: '820' });
    const renamed = { ...settings.accounts, accounts: { ...settings.accounts.accounts, vatPayable: { name: 'IVA repercutido', code: '477' } } };
    const saved = await tavern.api.put('/api/v1/admin/reports/month-end-settings', { breakageRatePercent: null, accounts: renamed });
    expect(saved.body.accounts.accounts.vatPayable).toEqual({ name: 'IVA repercutido', code: '477' });
  });
});
