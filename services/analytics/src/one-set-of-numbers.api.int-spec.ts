import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fixClockForTests } from '@gv/platform';
import { figuresOf, GLOSSARY, type FigureKey, type FigureMove } from '@gv/proto';
import { ApiClient } from '../../../test/api';
import { parseCsv } from '../../../test/csv';
import { databaseEnvs } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { expireBonusValueNow } from '../../../test/expire-bonus';
import { readMailbox } from '../../../test/mail';
import { checkoutPlatform, NEXT_YEAR, squareNotifications, SUPER } from '../../../test/orders-api';
import { buyGiftCard, redeemGiftCard } from '../../../test/purchases';
import { CASH_OUT_OTP_SUBJECT } from '../../../test/redemption-api';
import { TEST_LOCATIONS } from '../../../test/square-test-values';
import { embeddedPlatformIdle } from '../../../test/wait-idle';

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

/**
 * One set of numbers (decision 0074): one live Californian business's history with every kind of ledger move there is
 * today, read back from every place that shows a figure, each equal to the glossary's function over redemption's own
 * ledger rows, to the cent, for the same range. Harbor Grill sells $50 at 15% off ($42.50 paid, $7.50 bonus):
 * - a purchase for oneself, redeemed in part ($42) then cashed out ($8, under California's $10);
 * - a gift of one payment for three recipients: one redeemed in full, one refunded in full (its bonus forfeited), one voided;
 * - a purchase credited $7.50 (goodwill) and debited $0.50, with a $5 redemption reversed;
 * - a purchase whose payment is disputed and lost (Square's signed webhooks);
 * - a corporate batch of two unnamed cards for Acme Corp, paid outside the platform;
 * - the bonus value left on the cards expired by the hourly job after the cards' date (a fixed clock).
 * Reloads are not built yet, so there is none.
 */
describe.each(databaseEnvs)('one set of numbers (all-in-one on %s)', (engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { rows } = world;
  const year = Number(NEXT_YEAR.slice(0, 4));
  const ISSUED = `${year}-01-15T12:00:00Z`;
  const AFTER_BONUS_DATE = `${year}-07-01T12:00:00Z`;
  const signatureKey = 'one-set-of-numbers-key';
  const notifications = squareNotifications(world, signatureKey);
  let range: { from: string; to: string };
  let moves: FigureMove[];
  let glossary: Record<FigureKey, number>;

  const buyer = (name: string) => ({ name, email: `${name.toLowerCase()}.${engine.toLowerCase()}@example.com`, phone: '(555) 123-4567' });
  const card = () => ({ businessSlug: world.a.businessSlug, id: world.cardA._id });
  const api = () => world.a.api;

  async function cashOut(code: string, holderEmail: string, amount: number) {
    const mailsTo = () => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(holderEmail) && CASH_OUT_OTP_SUBJECT.test(mail.subject));
    const before = mailsTo().length;
    expect((await api().post('/api/v1/admin/send-otp-redeem', { email: holderEmail, redeemAmount: amount, qrUniqueCode: code, purpose: 'cash-out' })).status).toBe(200);
    const mail = await eventually(() => mailsTo()[before]);
    const otp = CASH_OUT_OTP_SUBJECT.exec(mail.subject)![1];
    expect((await api().post('/api/v1/admin/verify-otp-redeem', { email: holderEmail, qrUniqueCode: code, otp })).status).toBe(200);
    expect((await api().post(`/api/v1/admin/cards/${code}/cash-out`, { amount })).body).toMatchObject({ cashedOut: amount, remainingBalance: 0 });
  }

  const act = (code: string, action: string, body: Record<string, unknown>) => api().post(`/api/v1/admin/issued-cards/${code}/${action}`, body);

  beforeAll(async () => {
    const settings = { squareWebhookSignatureKey: signatureKey, jurisdiction: 'US-CA', timeZone: 'UTC' };
    expect((await api().put('/api/v1/admin/settings', settings)).status).toBe(200);
    const square = { squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-harbor-token' };
    expect((await api().put('/api/v1/admin/settings', square)).status).toBe(200);
    expect((await api().post('/api/v1/admin/go-live')).status).toBe(200);
    fixClockForTests(ISSUED);

    // A purchase: $42 redeemed (the $7.50 bonus first), then the $8 left cashed out.
    const self = buyer('Sam');
    const bought = await buyGiftCard(world.platform.url, card(), { purchaseType: 'self', selfInfo: self });
    await redeemGiftCard(api(), world.platform.dataDir, bought.uniqueCode, 42);
    await cashOut(bought.uniqueCode, self.email, 8);

    // A gift: one payment, three recipients.
    const paid = await new ApiClient(world.platform.url).post('/api/payments/create-payment', {
      sourceId: 'cnon:card-nonce-ok', // Square's sandbox nonce of an approved card
      idempotencyKey: randomUUID(),
      ...card(),
      purchaseType: 'gift',
      giftInfo: { senderName: 'Gail', senderEmail: buyer('Gail').email, senderPhone: '(555) 123-4567' },
      recipients: ['Rex', 'Rue', 'Roy'].map((name) => ({ recipientName: name, recipientEmail: buyer(name).email, message: '' })),
    });
    expect(paid.status).toBe(200);
    const gifts = await eventually(async () => {
      const issued = await rows<{ id: string }>(sql`select id from redemption.issued_cards where order_id = ${paid.body.orderId} order by line`);
      return issued.length === 3 ? issued : undefined;
    }, 20_000);
    const codeOf = async (name: string) =>
      (await api().get(`/api/v1/admin/buyers?search=${encodeURIComponent(buyer(name).email)}`)).body.buyers[0]?.qrCode.uniqueCode as string | undefined;
    const [rex, rue, roy] = await eventually(async () => {
      const codes = await Promise.all(['Rex', 'Rue', 'Roy'].map(codeOf));
      return codes.every(Boolean) && gifts.length === 3 ? (codes as string[]) : undefined;
    }, 20_000);
    await redeemGiftCard(api(), world.platform.dataDir, rex, 50);
    expect((await act(rue, 'refund', { reason: 'All back' })).status).toBe(200);
    expect((await act(roy, 'void', { reason: 'Lost in the post' })).status).toBe(200);

    // Credited, debited, and a redemption reversed.
    const adjusted = await buyGiftCard(world.platform.url, card(), { purchaseType: 'self', selfInfo: buyer('Ada') });
    expect((await act(adjusted.uniqueCode, 'adjust', { amount: 7.5, reason: 'Goodwill' })).status).toBe(200);
    expect((await act(adjusted.uniqueCode, 'adjust', { amount: -0.5, reason: 'Rounding' })).status).toBe(200);
    await redeemGiftCard(api(), world.platform.dataDir, adjusted.uniqueCode, 5);
    const history = (await api().get(`/api/v1/admin/scan-giftcard/${adjusted.uniqueCode}`)).body.buyers[0].redemptionHistory as { redemptionId: string }[];
    expect((await act(adjusted.uniqueCode, 'reverse-redemption', { redemptionId: history[0].redemptionId, reason: 'Wrong card' })).status).toBe(200);

    // A dispute lost.
    const disputed = await buyGiftCard(world.platform.url, card(), { purchaseType: 'self', selfInfo: buyer('Dee') });
    const [{ paymentId }] = await rows<{ paymentId: string }>(sql`select square_payment_id as "paymentId" from orders.orders where id = ${disputed.orderId}`);
    const dispute = world.emulator.openDispute(paymentId);
    await notifications.delivered(notifications.notification('dispute.created', 'dispute', dispute));
    await notifications.delivered(notifications.notification('dispute.state.changed', 'dispute', world.emulator.resolveDispute(dispute.id, 'LOST')));
    await eventually(async () => (await rows(sql`select 1 from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.order_id = ${disputed.orderId} and l.kind = 'DEACTIVATE'`)).length === 1, 20_000);

    // A corporate batch of two unnamed cards.
    const batch = await api().post('/api/v1/admin/corporate-orders', { giftCardId: world.cardA._id, company: 'Acme Corp', paymentReference: `INV-${randomUUID()}`, count: 2 });
    expect(batch.status).toBe(201);
    expect((await api().post(`/api/v1/admin/corporate-orders/${batch.body.id}/confirm`, {})).status).toBe(200);
    await eventually(async () => (await rows(sql`select 1 from redemption.issued_cards where order_id = ${batch.body.id}`)).length === 2, 20_000);

    // After the cards' date: the bonus value left on them expires.
    fixClockForTests(AFTER_BONUS_DATE);
    expect(await expireBonusValueNow(world.platform)).toBeGreaterThanOrEqual(1);
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db), 20_000);

    // Redemption's ledger rows of the business, as the glossary reads them.
    const ledger = await rows<{ kind: FigureMove['kind']; paid: number; bonus: number; day: string; cardId: string; orderId: string; corporate: boolean; undoes: string | null }>(
      sql`select l.kind, l.paid_cents as paid, l.bonus_cents as bonus, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, c.id as "cardId",
            c.order_id as "orderId", o.corporate is not null as corporate,
            (select 'REDEEM' from redemption.card_actions a where a.ledger_id = l.id and a.action = 'reverse-redemption') as undoes
          from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id join orders.orders o on o.id::text = c.order_id::text
          where c.business_slug = ${world.a.businessSlug} order by l.id`,
    );
    moves = ledger.map((row) => ({
      kind: row.kind,
      paidCents: Number(row.paid),
      bonusCents: Number(row.bonus),
      day: row.day,
      cardId: row.cardId,
      orderId: row.orderId,
      paidOutside: row.kind === 'ACTIVATE' && row.corporate,
      ...(row.undoes ? { undoes: 'REDEEM' as const } : {}),
      bonusLastDay: NEXT_YEAR,
      paidLastDay: null,
    }));
    const days = moves.map((move) => move.day).sort();
    range = { from: days[0], to: days.at(-1)! };
    glossary = figuresOf(moves, range);
  }, 240_000);

  afterAll(() => fixClockForTests(undefined));

  it('holds every kind of move, and counts cards apart from orders, cash-outs apart from redemptions', () => {
    expect(new Set(moves.map((move) => move.kind))).toEqual(new Set(['ACTIVATE', 'REDEEM', 'CASH_OUT', 'ADJUST_INCREMENT', 'ADJUST_DECREMENT', 'REFUND', 'DEACTIVATE', 'EXPIRE']));
    expect(glossary).toMatchObject({
      orders: 4,
      cardsSold: 6,
      faceValueSold: 6 * 5000,
      paidValueSold: 6 * 4250,
      paidOutside: 2 * 4250,
      issuedOutside: 2 * 5000,
      redeemed: 4200 + 5000,
      cashedOut: 800,
      credited: 750,
      debited: 50,
      refunded: 4250,
    });
  });

  it('shows the same figures on the dashboard', async () => {
    const [sold, revenue, redemption] = await Promise.all(['total-sold', 'total-revenue', 'total-redemption'].map((call) => api().get(`/api/v1/admin/${call}`)));
    expect(sold.body).toEqual({ totalSold: glossary.cardsSold, testData: false });
    expect(cents(revenue.body.totalRevenue)).toBe(glossary.paidValueSold - glossary.refunded);
    expect([cents(revenue.body.totalRefunds), cents(revenue.body.paidOutside)]).toEqual([glossary.refunded, glossary.paidOutside]);
    expect([cents(redemption.body.totalRedemption), cents(redemption.body.cashedOut)]).toEqual([glossary.redeemed, glossary.cashedOut]);
  });

  it('shows the same figures in /reports: the activity, the liability statement and its CSV', async () => {
    const activity = (await api().get(`/api/v1/admin/reports/activity?from=${range.from}&to=${range.to}&interval=month`)).body;
    const total = (field: string) => activity.periods.reduce((sum: number, period: Record<string, number>) => sum + cents(period[field]), 0);
    const count = (field: string) => activity.periods.reduce((sum: number, period: Record<string, number>) => sum + period[field], 0);
    expect([count('orders'), count('cardsSold'), total('sales'), total('redeemed'), total('cashedOut'), total('refunded'), total('paidOutside')]).toEqual([
      glossary.orders,
      glossary.cardsSold,
      glossary.paidValueSold,
      glossary.redeemed,
      glossary.cashedOut,
      glossary.refunded,
      glossary.paidOutside,
    ]);
    expect(activity.redemptionRate).toBe(Math.round((glossary.redeemed / glossary.faceValueSold) * 10_000) / 10_000);

    const { movement, outstanding } = (await api().get(`/api/v1/admin/reports/liability?from=${range.from}&to=${range.to}`)).body;
    const statement = {
      opening: 0,
      sold: glossary.faceValueSold,
      issuedOutside: glossary.issuedOutside,
      loaded: glossary.loaded,
      credited: glossary.credited,
      debited: glossary.debited,
      redeemed: glossary.redeemed,
      cashedOut: glossary.cashedOut,
      refunded: glossary.refunded,
      forfeited: glossary.forfeited,
      expired: glossary.expired,
      escheated: glossary.escheated,
      closing: glossary.outstanding,
    };
    expect(Object.fromEntries(Object.entries(movement).map(([line, dollars]) => [line, cents(dollars as number)]))).toEqual(statement);
    expect(cents(outstanding.total)).toBe(glossary.outstanding);

    const csv = parseCsv((await api().get<string>(`/api/v1/admin/reports/export/liability.csv?from=${range.from}&to=${range.to}`)).body);
    const line = (label: string) => cents(csv.find((row) => row[0] === label)![3]);
    for (const key of ['faceValueSold', 'issuedOutside', 'loaded', 'credited', 'debited', 'redeemed', 'cashedOut', 'refunded', 'forfeited', 'expired', 'escheated'] as const) {
      expect([key, line(GLOSSARY[key].label)]).toEqual([key, glossary[key]]);
    }
    expect(line('Closing')).toBe(glossary.outstanding);
  });

  it('labels every row of the ledger export with its figure, and its rows add up to the figures', async () => {
    const [header, ...ledger] = parseCsv((await api().get<string>(`/api/v1/admin/reports/export/ledger.csv?from=${range.from}&to=${range.to}`)).body);
    const [kind, totalColumn] = [header.indexOf('Kind'), header.indexOf('Total')];
    const sum = (key: FigureKey) => ledger.filter((row) => row[kind] === GLOSSARY[key].label).reduce((cents, row) => cents + Math.round(Number(row[totalColumn]) * 100), 0);
    // The goodwill credit is Credited and the cash-out Cashed out, never Redeemed.
    expect(ledger.filter((row) => Number(row[totalColumn]) === 7.5).map((row) => row[kind])).toEqual([GLOSSARY.credited.label]);
    expect(ledger.filter((row) => Number(row[totalColumn]) === -8).map((row) => row[kind])).toEqual([GLOSSARY.cashedOut.label]);
    expect(new Set(ledger.map((row) => row[kind]))).toEqual(
      new Set(['faceValueSold', 'issuedOutside', 'redeemed', 'cashedOut', 'credited', 'debited', 'refunded', 'forfeited', 'expired'].map((key) => GLOSSARY[key as FigureKey].label)),
    );
    expect([sum('faceValueSold'), sum('issuedOutside'), sum('credited')]).toEqual([glossary.faceValueSold, glossary.issuedOutside, glossary.credited]);
    expect([-sum('redeemed'), -sum('cashedOut'), -sum('debited'), -sum('refunded'), -sum('forfeited')]).toEqual([
      glossary.redeemed,
      glossary.cashedOut,
      glossary.debited,
      glossary.refunded,
      glossary.forfeited,
    ]);
    // The export holds the moves; value past its last day but still on a card is not one (breakage, in Expired of the statement).
    const writtenOff = -moves.filter((move) => move.kind === 'EXPIRE').reduce((cents, move) => cents + move.paidCents + move.bonusCents, 0);
    expect(-sum('expired')).toBe(writtenOff);
  });

  it('shows the same cards in the orders views and the orders export, corporate cards apart', async () => {
    const [header, ...orders] = parseCsv((await api().get<string>(`/api/v1/admin/reports/export/orders.csv?from=${range.from}&to=${range.to}`)).body);
    const [paidColumn, faceColumn, amountColumn] = [header.indexOf('Paid'), header.indexOf('Face value'), header.indexOf('Amount paid')];
    const sold = orders.filter((row) => row[paidColumn] === GLOSSARY.cardsSold.label);
    const outside = orders.filter((row) => row[paidColumn] === GLOSSARY.paidOutside.label);
    expect([sold.length, outside.length]).toEqual([glossary.cardsSold, 2]);
    expect(sold.reduce((sum, row) => sum + cents(row[faceColumn]), 0)).toBe(glossary.faceValueSold);
    expect(sold.reduce((sum, row) => sum + cents(row[amountColumn]), 0)).toBe(glossary.paidValueSold);
    expect(outside.reduce((sum, row) => sum + cents(row[amountColumn]), 0)).toBe(glossary.paidOutside);

    const buyers = (await api().get('/api/v1/admin/buyers')).body;
    expect(buyers.total).toBe(glossary.cardsSold + 2);
    expect(buyers.buyers.reduce((sum: number, record: { amountPaid: number }) => sum + cents(record.amountPaid), 0)).toBe(glossary.paidValueSold + glossary.paidOutside);
    const summary = (await api().get('/api/v1/admin/giftcards')).body.giftCards.find((summary: { id: string }) => summary.id === world.cardA._id);
    expect(summary.totalBuyers).toBe(glossary.cardsSold + 2);
  });

  it("books the corporate batch to Acme Corp on the customers page and its export, not to the owner's email", async () => {
    const { customers } = (await api().get('/api/v1/admin/customers?sort=email')).body;
    expect(customers.find((customer: { email: string }) => customer.email === world.a.email.toLowerCase())).toBeUndefined();
    expect(customers.find((customer: { name: string }) => customer.name === 'Acme Corp')).toMatchObject({ email: '', cardsBought: 2, cardsReceived: 0, totalSpent: 85 });
    const spent = customers.reduce((sum: number, customer: { totalSpent: number }) => sum + cents(customer.totalSpent), 0);
    expect(spent).toBe(glossary.paidValueSold + glossary.paidOutside);
    expect(customers.reduce((sum: number, customer: { outstandingBalance: number }) => sum + cents(customer.outstandingBalance), 0)).toBe(glossary.outstanding);

    const [header, ...exported] = parseCsv((await api().get<string>('/api/v1/admin/reports/export/customers.csv')).body);
    expect(exported.find((row) => row[header.indexOf('Name')] === 'Acme Corp')![header.indexOf('Email')]).toBe('');
    expect(exported.reduce((sum, row) => sum + cents(row[header.indexOf('Total spent')]), 0)).toBe(spent);
  });

  it("shows the same figures on the super admin's stats and business page", async () => {
    const root = new ApiClient(world.platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER)).body.token;
    const { platform } = (await root.get('/api/superadmin/stats')).body;
    expect({ ...platform, businesses: undefined }).toEqual({
      businesses: undefined,
      cardsSold: glossary.cardsSold,
      byCurrency: [
        {
          currency: 'USD',
          paidValueSold: glossary.paidValueSold / 100,
          refunded: glossary.refunded / 100,
          totalRevenue: (glossary.paidValueSold - glossary.refunded) / 100,
          paidOutside: glossary.paidOutside / 100,
          outstandingBalance: glossary.outstanding / 100,
        },
      ],
    });
    const business = (await root.get(`/api/superadmin/businesses/${world.a.businessSlug}`)).body;
    expect(business).toMatchObject({
      cardsSold: glossary.cardsSold,
      grossSales: glossary.paidValueSold / 100,
      faceValueSold: glossary.faceValueSold / 100,
      refunded: glossary.refunded / 100,
      outstanding: glossary.outstanding / 100,
    });
    const listed = (await root.get(`/api/superadmin/businesses?search=${world.a.businessSlug}`)).body.businesses[0];
    expect(listed).toMatchObject({ cardsSold: glossary.cardsSold, grossSales: glossary.paidValueSold / 100, faceValueSold: glossary.faceValueSold / 100, outstanding: glossary.outstanding / 100 });
  });
});
