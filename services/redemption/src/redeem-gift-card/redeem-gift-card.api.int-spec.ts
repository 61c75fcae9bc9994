import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform, NEXT_YEAR } from '../../../../test/redemption-api';

/** Redeeming at the counter once the holder's code is verified: bonus value first, the receipt, the authorizations, and no overspending. */
describe.each(databaseEnvs)('counter redemption through the gateway (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { hashOf, rows, boughtForSelf, mailsTo, sendOtp, verify, redeem, redeemWithOtp, signInAgain } = world;

  const ledgerOf = (code: string) =>
    rows<{ kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      sql`select kind, amount_cents, paid_cents, bonus_cents, balance_after_cents from redemption.ledger
          where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );

  describe('the happy path', () => {
    it('sends the code to the buyer, verifies it, redeems bonus value first, answers the new balance and history, and emails a receipt', async () => {
      const { code, email } = await boughtForSelf();
      const { otp, mail } = await sendOtp(world.a.api, code, email, '12.34');
      expect(mail.subject).toBe(`${otp} is your code to redeem $12.34 at Harbor Grill`);

      const redeemed = await redeemWithOtpFrom(otp, code, 12.34);
      expect(redeemed.status).toBe(200);
      expect(redeemed.body).toEqual({
        success: true,
        message: 'Gift Card Redeemed Successfully',
        currency: 'USD',
        cashOut: null,
        buyer: expect.objectContaining({
          remainingBalance: 37.66,
          usedAmount: 12.34,
          redemptionHistory: [
            { redemptionId: expect.stringMatching(/^\d+$/), reversed: false, redeemedAmount: 12.34, remainingAmount: 37.66, redemptionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
          ],
        }),
      });
      // $5 bonus value goes first, then $7.34 of the $45 paid value.
      expect(await ledgerOf(code)).toEqual([
        { kind: 'ACTIVATE', amount_cents: 5000, paid_cents: 4500, bonus_cents: 500, balance_after_cents: 5000 },
        { kind: 'REDEEM', amount_cents: -1234, paid_cents: -734, bonus_cents: -500, balance_after_cents: 3766 },
      ]);
      const [card] = await rows(sql`select balance_cents, paid_balance_cents, bonus_balance_cents from redemption.issued_cards where code_hash = ${hashOf(code)}`);
      expect(card).toEqual({ balance_cents: 3766, paid_balance_cents: 3766, bonus_balance_cents: 0 });

      const [event] = await rows<{ payload: Record<string, unknown> }>(
        sql`select payload from redemption.outbox where type = 'gift-card.redeemed' and payload->>'cardId' = (select id::text from redemption.issued_cards where code_hash = ${hashOf(code)})`,
      );
      const [redeemRow] = await rows<{ id: string }>(sql`select l.id::text from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id where c.code_hash = ${hashOf(code)} and l.kind = 'REDEEM'`);
      expect(event.payload).toMatchObject({ v: 1, businessSlug: world.a.businessSlug, businessName: 'Harbor Grill', amountCents: 1234, paidCents: 734, bonusCents: 500, balanceAfterCents: 3766 });
      // The ledger's values are the ones the redemption's own statement wrote.
      expect(event.payload).toMatchObject({ ledgerId: Number(redeemRow.id), paidAfterCents: 3766, bonusAfterCents: 0, holder: { email } });

      const receipt = await eventually(() => mailsTo(email, /^You redeemed/)[0]);
      expect(receipt.subject).toBe('You redeemed $12.34 at Harbor Grill');
      expect(receipt.text).toContain('Amount redeemed: $12.34');
      expect(receipt.text).toContain('Balance left: $37.66');
      expect(receipt.text).toContain('Business: Harbor Grill');
      expect(receipt.text).toMatch(/Date: \w+ \d+, \d{4} at/);

      const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.body.buyers[0]).toMatchObject({ remainingBalance: 37.66, usedAmount: 12.34, redemptionHistory: redeemed.body.buyer.redemptionHistory });
    });

    async function redeemWithOtpFrom(otp: string, code: string, amount: number) {
      expect((await verify(world.a.api, code, otp)).body).toEqual({ success: true, message: 'OTP verified successfully.' });
      return redeem(world.a.api, code, amount);
    }

    it('redeems a card part by part, several times in a row, down to zero; then refuses any amount', async () => {
      const { code, email } = await boughtForSelf();
      for (const [amount, left] of [
        [10, 40],
        [15.5, 24.5],
        [4.5, 20],
        [19.99, 0.01],
        [0.01, 0],
      ] as const) {
        const redeemed = await redeemWithOtp(world.a.api, code, email, amount);
        expect(redeemed.status).toBe(200);
        expect(redeemed.body.buyer.remainingBalance).toBe(left);
        expect(redeemed.body.buyer.redemptionHistory.at(-1)).toMatchObject({ redeemedAmount: amount, remainingAmount: left });
      }
      const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.body.buyers[0]).toMatchObject({ remainingBalance: 0, usedAmount: 50 });
      expect(scanned.body.buyers[0].redemptionHistory.map((entry: { redeemedAmount: number }) => entry.redeemedAmount)).toEqual([10, 15.5, 4.5, 19.99, 0.01]);
      const sent = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 0.01, qrUniqueCode: code });
      expect(sent).toMatchObject({ status: 400, body: { message: 'Redeem amount exceeds the available balance.' } });
      const ledger = await ledgerOf(code);
      expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
      expect(ledger.reduce((sum, row) => sum + row.bonus_cents, 0)).toBe(0);
    });
  });

  describe('redeem authorizations', () => {
    it('refuses to redeem without a verified code (403), and an authorization redeems once', async () => {
      const { code, email } = await boughtForSelf();
      expect(await redeem(world.a.api, code, 5)).toMatchObject({
        status: 403,
        body: { code: 'REDEMPTION.NOT_AUTHORIZED', message: "Confirm this amount with the OTP sent to the holder's email before redeeming." },
      });
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      const burst = await Promise.all(Array.from({ length: 10 }, () => redeem(world.a.api, code, 5)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
      expect(burst.filter((r) => r.status === 403)).toHaveLength(9);
      expect((await ledgerOf(code)).filter((row) => row.kind === 'REDEEM')).toHaveLength(1);
    });

    it("binds the authorization to the admin session that verified it: the same admin's other session cannot use it", async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      const otherSession = await signInAgain(world.a);
      expect((await redeem(otherSession, code, 5)).status).toBe(403);
      expect((await redeem(world.a.api, code, 5)).status).toBe(200);
    });

    it('refuses an authorization older than 10 minutes', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      await rows(sql`update redemption.redeem_authorizations set expires_at = now() - interval '1 second'
                     where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
      expect((await redeem(world.a.api, code, 5)).status).toBe(403);
    });

    it('refuses an expired or voided card with a clear message, and keeps the authorization unspent', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);

      // Past both its dates: the card's own (bonus value) and its paid value's.
      await rows(sql`update redemption.issued_cards set expiration_date = '2020-01-01', paid_expires_on = '2020-01-01' where code_hash = ${hashOf(code)}`);
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_EXPIRED', message: 'This gift card has expired and cannot be redeemed.' } });
      expect(await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code })).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_EXPIRED' } });
      expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard).toMatchObject({ expired: true, status: 'expired' });

      await rows(sql`update redemption.issued_cards set expiration_date = ${NEXT_YEAR}, paid_expires_on = ${NEXT_YEAR}, status = 'void' where code_hash = ${hashOf(code)}`);
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_NOT_ACTIVE', message: 'This gift card has been voided and cannot be redeemed.' } });

      await rows(sql`update redemption.issued_cards set status = 'active' where code_hash = ${hashOf(code)}`);
      expect((await redeem(world.a.api, code, 5)).body.buyer.remainingBalance).toBe(45);
    });
  });

  if (engine === 'PostgreSQL') {
    it('never overspends when 40 redemptions of one card, each authorized, arrive at once', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 3);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      // 39 more verified $3 OTPs of this session, as 39 more verifications would leave them: $120 against a $50 card.
      await rows(sql`insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
                     select gen_random_uuid(), card_id, business_slug, session_key, admin_id, amount_cents, expires_at
                     from redemption.redeem_authorizations, generate_series(1, 39)
                     where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
      const answers = await Promise.all(Array.from({ length: 40 }, () => redeem(world.a.api, code, 3)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(16);
      expect(answers.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual(Array(24).fill('Redeem amount exceeds the available balance.'));
      const ledger = await ledgerOf(code);
      const sum = (field: 'amount_cents' | 'paid_cents' | 'bonus_cents') => ledger.reduce((total, row) => total + row[field], 0);
      // Bonus value ($5) went first: what is left is paid value, and each bucket is the sum of its ledger column.
      expect({ balance_cents: sum('amount_cents'), paid_balance_cents: sum('paid_cents'), bonus_balance_cents: sum('bonus_cents') }).toEqual({
        balance_cents: 200,
        paid_balance_cents: 200,
        bonus_balance_cents: 0,
      });
      expect((await rows(sql`select balance_cents, paid_balance_cents, bonus_balance_cents from redemption.issued_cards where code_hash = ${hashOf(code)}`))[0]).toEqual({
        balance_cents: 200,
        paid_balance_cents: 200,
        bonus_balance_cents: 0,
      });
    });
  }
});
