import { sql } from 'drizzle-orm';
import { fixClockForTests } from '@gv/platform';
import { databaseEnvs } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { buyGiftCard, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { counterPlatform, NEXT_YEAR } from '../../../test/redemption-api';
import { ExpireBonusValueJob } from './expire-bonus-value/expire-bonus-value.job';

/**
 * Paid and bonus value under the law the card was sold under (decision 0060), on a fixed clock: Harbor Grill sells a
 * $50 card at 10% off ($45 paid value, $5 bonus value) whose own date is June 30 next year.
 */
describe.each(databaseEnvs)('gift card law through the gateway (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { hashOf, rows, boughtForSelf, sendOtp, verify, redeemWithOtp, confirmCashOut, mailsTo } = world;
  const year = Number(NEXT_YEAR.slice(0, 4));
  /** Issued at 08:00 UTC: the latest day on Earth is still the 15th. */
  const ISSUED = `${year}-01-15T08:00:00Z`;
  const AFTER_BONUS_DATE = `${year}-07-01T12:00:00Z`;
  const AFTER_US_PAID_DATE = `${year + 5}-01-16T12:00:00Z`;
  const FAR_FUTURE = `${year + 20}-03-01T12:00:00Z`;

  afterEach(() => fixClockForTests(undefined));

  const setJurisdiction = (jurisdiction: unknown) => world.a.api.put('/api/v1/admin/settings', { jurisdiction });
  const holderCard = async (code: string) => (await world.a.api.get(`/api/v1/cards/${code}`)).body.giftCard;
  const expireJob = () => world.platform.app.services.redemption.app.get(ExpireBonusValueJob);
  const ledgerOf = (code: string) =>
    rows<{ kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      sql`select kind, amount_cents, paid_cents, bonus_cents, balance_after_cents from redemption.ledger
          where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );
  /** Every card's balance is what its ledger rows add up to (what the ledger audit checks). */
  const unbalancedCards = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from redemption.issued_cards c
      where c.balance_cents <> (select coalesce(sum(amount_cents), 0) from redemption.ledger l where l.card_id = c.id)`))[0].n;

  async function boughtUnder(jurisdiction: string) {
    fixClockForTests(ISSUED);
    expect((await setJurisdiction(jurisdiction)).status).toBe(200);
    return boughtForSelf();
  }

  it('saves the jurisdiction in Settings, shows it, keeps it when left out and refuses one it does not know', async () => {
    const saved = await setJurisdiction('us-ca');
    expect(saved.status).toBe(200);
    expect(saved.body.user.jurisdiction).toBe('US-CA');
    expect((await world.a.api.put('/api/v1/admin/settings', { restaurantName: 'Harbor Grill' })).body.user.jurisdiction).toBe('US-CA');
    for (const jurisdiction of ['XX', '', null]) {
      const refused = await setJurisdiction(jurisdiction);
      expect({ status: refused.status, fields: refused.body.fields }).toEqual({ status: 400, fields: { jurisdiction: 'Please choose one of: US, US-CA, GB, IE, CA-ON, CA-QC, FR, ES, AU, JP, OTHER' } });
    }
    expect((await world.a.api.get('/api/v1/admin/me')).body.user.jurisdiction).toBe('US-CA');
    expect((await setJurisdiction('US')).body.user.jurisdiction).toBe('US');
  });

  it('US federal: paid value stays spendable 5 years from issue after the card’s date, and only the bonus value expires with it', async () => {
    const { code, email } = await boughtUnder('US');
    const card = await holderCard(code);
    expect(card).toMatchObject({ expirationDate: NEXT_YEAR, paidExpiresOn: `${year + 5}-01-15`, bonusExpiresOn: NEXT_YEAR, status: 'active', expired: false });
    expect(card.disclosure).toEqual([
      // Each sentence with the amount it speaks of ($50 at 10 % off: $45 paid, $5 bonus).
      `$45.00 paid — funds paid for this card expire on January 15, ${year + 5}, even if the card shows an earlier date.`,
      `$5.00 bonus — promotional value is a bonus, not paid for, and expires on June 30, ${year}.`,
    ]);

    // The card's own date is over: $45 of paid value is left to spend, not the $5 of bonus value.
    fixClockForTests(AFTER_BONUS_DATE);
    const tooMuch = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: '45.01', qrUniqueCode: code });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: 'Redeem amount exceeds the available balance.' } });
    const redeemed = await redeemWithOtp(world.a.api, code, email, 40);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ buyer: { remainingBalance: 10 }, cashOut: null });

    // The expiry takes the bonus value off once, with its event; the ledger still explains the balance.
    expect(await expireJob().expireDue()).toBeGreaterThanOrEqual(1);
    expect(await expireJob().expireDue()).toBe(0);
    expect(await ledgerOf(code)).toEqual([
      { kind: 'ACTIVATE', amount_cents: 5000, paid_cents: 4500, bonus_cents: 500, balance_after_cents: 5000 },
      { kind: 'REDEEM', amount_cents: -4000, paid_cents: -4000, bonus_cents: 0, balance_after_cents: 1000 },
      { kind: 'EXPIRE', amount_cents: -500, paid_cents: 0, bonus_cents: -500, balance_after_cents: 500 },
    ]);
    const [event] = await rows<{ payload: Record<string, unknown> }>(
      sql`select payload from redemption.outbox where type = 'gift-card.bonus-expired' and payload->>'cardId' = (select id::text from redemption.issued_cards where code_hash = ${hashOf(code)})`,
    );
    expect(event.payload).toMatchObject({ amountCents: -500, bonusCents: -500, paidCents: 0, balanceAfterCents: 500, at: `${year}-07-01T12:00:00.000Z`, testCard: true });
    expect(await unbalancedCards()).toBe(0);

    // Past the paid value's 5 years: nothing can be spent, and the card says it expired.
    fixClockForTests(AFTER_US_PAID_DATE);
    const late = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: '1', qrUniqueCode: code });
    expect(late).toMatchObject({ status: 409, body: { message: 'This gift card has expired and cannot be redeemed.' } });
    expect(await holderCard(code)).toMatchObject({ status: 'expired', expired: true, remainingBalance: 5 });
  });

  it('California: paid value never expires, and a balance under $10 is cashed out once, to $0, with its ledger row', async () => {
    const { code, email } = await boughtUnder('US-CA');
    expect(await holderCard(code)).toMatchObject({
      paidExpiresOn: null,
      bonusExpiresOn: NEXT_YEAR,
      disclosure: [
        '$45.00 paid — funds paid for this card never expire and carry no fees.',
        `$5.00 BONUS — PROMOTIONAL VALUE EXPIRES ON JUNE 30, ${year}.`,
        'A balance under $10.00 can be redeemed in cash (California Civil Code §1749.5).',
      ],
    });
    const [stored] = await rows(sql`select jurisdiction, paid_expires_on, cash_out_below_cents from redemption.issued_cards where code_hash = ${hashOf(code)}`);
    expect(stored).toEqual({ jurisdiction: 'US-CA', paid_expires_on: null, cash_out_below_cents: 1000 });

    // Twenty years on the paid value is still there; the bonus value is gone.
    fixClockForTests(FAR_FUTURE);
    await expireJob().expireDue();
    const cashOut = (amount?: unknown, api = world.a.api) => api.post(`/api/v1/admin/cards/${code}/cash-out`, amount === undefined ? {} : { amount });
    expect(await cashOut()).toMatchObject({ status: 409, body: { message: 'Only a balance under $10.00 can be cashed out.' } });
    const redeemed = await redeemWithOtp(world.a.api, code, email, 37.5);
    expect(redeemed.body).toMatchObject({ buyer: { remainingBalance: 7.5 }, cashOut: 7.5 });

    expect(await cashOut(7, world.b.api)).toMatchObject({ status: 404, body: { message: 'Gift card not found.' } });
    expect(await cashOut(7)).toMatchObject({ status: 409, body: { message: 'The balance has changed since the cash-out was offered. Scan the card again.' } });
    // Cash leaves only once the holder confirmed that cash-out with their code: not without one, not with a redemption's.
    const unconfirmed = { status: 403, body: { message: "Confirm this cash-out with the OTP sent to the holder's email before paying out." } };
    expect(await cashOut(7.5)).toMatchObject(unconfirmed);
    const { otp: redeemOtp } = await sendOtp(world.a.api, code, email, 7.5);
    expect((await verify(world.a.api, code, redeemOtp, email)).status).toBe(200);
    expect(await cashOut(7.5)).toMatchObject(unconfirmed);
    const otherAmount = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 7, qrUniqueCode: code, purpose: 'cash-out' });
    expect(otherAmount).toMatchObject({ status: 409, body: { message: 'The balance has changed since the cash-out was offered. Scan the card again.' } });
    const codeMail = await confirmCashOut(world.a.api, code, email, 7.5);
    expect(codeMail.subject).toMatch(/ is your code to cash out \$7\.50 at /);
    const paid = await cashOut(7.5);
    expect(paid).toMatchObject({ status: 200, body: { success: true, cashedOut: 7.5, remainingBalance: 0, status: 'active', message: 'Paid out $7.50 in cash. The gift card\'s balance is now $0.00.' } });
    expect(await cashOut()).toMatchObject({ status: 409, body: { message: 'Nothing is left on this gift card to cash out.' } });
    // The holder gets a receipt; the counter's history lists the cash-out apart from redemptions.
    await eventually(() => mailsTo(email, /^You cashed out \$7\.50 at /)[0]);
    const scanned = (await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.buyers[0];
    expect(scanned).toMatchObject({ usedAmount: 37.5, remainingBalance: 0 });
    expect(scanned.redemptionHistory.map((entry: { cashOut?: boolean; redeemedAmount: number }) => [entry.cashOut ?? false, entry.redeemedAmount])).toEqual([
      [false, 37.5],
      [true, 7.5],
    ]);
    // …and the business's audit trail names who paid out what.
    const audited = await eventually(async () => {
      const { entries } = (await world.a.api.get('/api/v1/admin/reports/audit?testData=true')).body;
      return entries?.find((entry: { action: string }) => entry.action === 'cashed-out');
    });
    expect(audited).toMatchObject({ actor: 'admin', person: { email: world.a.email }, details: { amount: 7.5, balanceAfter: 0 } });
    expect((await ledgerOf(code)).slice(-1)).toEqual([{ kind: 'CASH_OUT', amount_cents: -750, paid_cents: -750, bonus_cents: 0, balance_after_cents: 0 }]);
    const [action] = await rows(sql`select action, actor from redemption.card_actions where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
    expect(action).toMatchObject({ action: 'cash-out', actor: expect.stringMatching(/^admin:/) });
    const [event] = await rows<{ payload: Record<string, unknown> }>(
      sql`select payload from redemption.outbox where type = 'gift-card.cashed-out' and payload->>'cardId' = (select id::text from redemption.issued_cards where code_hash = ${hashOf(code)})`,
    );
    // Its one location: the counter is there without being asked, and the cash-out says so (decision 0078).
    const [counterLocation] = (await world.a.api.get('/api/v1/admin/locations')).body.locations;
    expect(event.payload).toMatchObject({ amountCents: -750, paidCents: -750, balanceAfterCents: 0, locationId: counterLocation.id });
    expect(await unbalancedCards()).toBe(0);

    // The holder's history explains every drop to $0, newest first: the cash-out, the redemption, the expired bonus value.
    const at = `${year + 20}-03-01T12:00:00.000Z`;
    expect((await holderCard(code)).redemptionHistory).toEqual([
      { kind: 'cashed-out', redeemedAmount: 7.5, remainingAmount: 0, redemptionDate: at },
      { kind: 'redeemed', redeemedAmount: 37.5, remainingAmount: 7.5, redemptionDate: at },
      { kind: 'bonus-expired', redeemedAmount: 5, remainingAmount: 45, redemptionDate: at },
    ]);
  });

  it('Ireland: the voucher, bonus value included, lasts 5 years from sale, and its expiry date is on it', async () => {
    // Ireland's law is for cards in euros: Dublin Grill sells a €50 card at 10% off, its own date June 30 next year.
    const dublin = await createSignedInAdmin(world.platform, 'Dublin Grill', { currency: 'EUR' });
    expect((await dublin.api.put('/api/v1/admin/settings', { jurisdiction: 'IE' })).status).toBe(200);
    const cardType = (await createGiftCard(dublin.api, { amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    fixClockForTests(ISSUED);
    const email = `ireland.${engine.toLowerCase()}@example.com`;
    const { uniqueCode: code } = await buyGiftCard(world.platform.url, {
      businessSlug: dublin.businessSlug,
      giftCardId: cardType._id,
      selfInfo: { name: 'Aoife Buyer', email, phone: '(555) 123-4567' },
    });
    const lastDay = `${year + 5}-01-15`;
    expect((await dublin.api.get(`/api/v1/cards/${code}`)).body.giftCard).toMatchObject({
      expirationDate: lastDay,
      paidExpiresOn: lastDay,
      bonusExpiresOn: lastDay,
      disclosure: [
        `€45.00 paid — this voucher expires on January 15, ${year + 5}: funds paid for it can be spent until then.`,
        `€5.00 bonus — promotional value is part of this voucher and can be spent until January 15, ${year + 5}.`,
        'No fee is charged for using this voucher, and its balance can be spent over several transactions.',
      ],
    });

    // Past the card type's own date, nothing expires: all €50 is spent.
    fixClockForTests(AFTER_BONUS_DATE);
    await expireJob().expireDue();
    expect((await redeemWithOtp(dublin.api, code, email, 50)).body).toMatchObject({ buyer: { remainingBalance: 0 } });
  });

  it('a card keeps the law it was sold under when the business changes its jurisdiction', async () => {
    const underCalifornia = await boughtUnder('US-CA');
    const underUs = await boughtUnder('US');
    expect((await setJurisdiction('US-CA')).status).toBe(200);
    // Both spent down to $5 of paid value while the card's date holds.
    for (const card of [underCalifornia, underUs]) expect((await redeemWithOtp(world.a.api, card.code, card.email, 45)).status).toBe(200);

    expect(await holderCard(underUs.code)).toMatchObject({ paidExpiresOn: `${year + 5}-01-15` });
    const refused = await world.a.api.post(`/api/v1/admin/cards/${underUs.code}/cash-out`, {});
    expect(refused).toMatchObject({ status: 409, body: { message: 'This gift card cannot be cashed out: it was sold under United States (federal), which gives no cash-out.' } });

    expect((await setJurisdiction('US')).status).toBe(200);
    fixClockForTests(FAR_FUTURE);
    expect(await holderCard(underCalifornia.code)).toMatchObject({ paidExpiresOn: null, status: 'active' });
    expect(await holderCard(underUs.code)).toMatchObject({ status: 'expired' });
    await confirmCashOut(world.a.api, underCalifornia.code, underCalifornia.email, 5);
    expect((await world.a.api.post(`/api/v1/admin/cards/${underCalifornia.code}/cash-out`, { amount: 5 })).body).toMatchObject({ cashedOut: 5, remainingBalance: 0 });
  });
});
