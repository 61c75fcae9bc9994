import { sql } from 'drizzle-orm';
import { buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { counterPlatform, OTP_SUBJECT } from '../../../../test/redemption-api';

/** The one-time code that confirms a redemption: sent to the card's holder (send-redeem-otp), then verified at the counter. */
describe.each(databaseEnvs)('one-time codes to redeem (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { hashOf, rows, boughtForSelf, mailsTo, sendOtp, verify, redeem } = world;

  describe("the holder's email", () => {
    it('sends the code of a gift to the recipient, never to the email the request names, and the receipt too', async () => {
      const gift = await buyGiftCard(world.platform.url, {
        businessSlug: world.a.businessSlug,
        giftCardId: world.cardA._id,
        giftInfo: {
          recipientName: 'Rita Recipient',
          recipientEmail: `rita.${engine.toLowerCase()}@example.com`,
          message: 'Enjoy!',
          senderName: 'Sam Sender',
          senderEmail: `sam.${engine.toLowerCase()}@example.com`,
          senderPhone: '5551234567',
        },
      });
      const rita = `rita.${engine.toLowerCase()}@example.com`;
      const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${gift.uniqueCode}`);
      expect(scanned.body.buyers[0]).toMatchObject({
        name: 'Sam Sender',
        email: `sam.${engine.toLowerCase()}@example.com`,
        selfInfo: null,
        giftInfo: { recipientName: 'Rita Recipient', recipientEmail: rita },
      });

      const thief = `thief.${engine.toLowerCase()}@example.com`;
      const { otp } = await sendOtp(world.a.api, gift.uniqueCode, rita, 20, thief);
      expect(mailsTo(thief, /./)).toEqual([]);
      expect(mailsTo(`sam.${engine.toLowerCase()}@example.com`, OTP_SUBJECT)).toEqual([]);
      expect((await verify(world.a.api, gift.uniqueCode, otp, thief)).status).toBe(200);
      expect((await redeem(world.a.api, gift.uniqueCode, 20)).body.buyer.remainingBalance).toBe(30);
      await eventually(() => mailsTo(rita, /^You redeemed \$20\.00/)[0]);
    });

    it('keeps the code out of the outbox: the event carries it sealed', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const events = await rows<{ payload: Record<string, unknown> }>(
        sql`select payload from redemption.outbox where type = 'gift-card.redeem-otp.requested' and payload->'holder'->>'email' = ${email}`,
      );
      expect(events).toHaveLength(1);
      expect(events[0].payload).toMatchObject({ amountCents: 500, balanceCents: 5000, holder: { email }, sealedCode: expect.any(String) });
      expect(JSON.stringify(events[0].payload)).not.toContain(otp);
    });
  });

  describe("the spec's messages", () => {
    it('asks for a valid amount before sending an OTP, and refuses more than the balance', async () => {
      const { code, email } = await boughtForSelf();
      for (const redeemAmount of [undefined, '', 0, '0.00', -5, 'abc', '1.234']) {
        const sent = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount, qrUniqueCode: code });
        expect(sent).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Enter a valid redeem amount before sending OTP.' } });
      }
      const over = await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 50.01, qrUniqueCode: code });
      expect(over).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_EXCEEDS_BALANCE', message: 'Redeem amount exceeds the available balance.' } });
      expect(mailsTo(email, OTP_SUBJECT)).toEqual([]);
      // Past what the ledger's columns hold: the same answer as any other bad amount.
      for (const amount of ['21474836.48', 999_999_999.99]) {
        expect(await redeem(world.a.api, code, amount)).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Invalid QR code or redeem amount.' } });
      }
    });
  });

  describe('one-time codes', () => {
    it('refuses a wrong code, then accepts the right one; the same code again is refused', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      expect(await verify(world.a.api, code, wrong)).toMatchObject({ status: 400, body: { code: 'OTP.INVALID', message: 'Invalid OTP. Please try again.' } });
      expect(await verify(world.a.api, code, 'abc')).toMatchObject({ status: 400, body: { code: 'OTP.INVALID' } });
      // The right code as a JSON number is the same code.
      expect((await world.a.api.post('/api/v1/admin/verify-otp-redeem', { email, qrUniqueCode: code, otp: Number(otp) })).status).toBe(200);
      expect(await verify(world.a.api, code, otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED', message: 'This OTP has expired or was already used. Please send a new OTP.' } });
    });

    it('locks a code after 5 wrong tries: even the right one is refused; a new code works', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      const tries = await Promise.all(Array.from({ length: 8 }, () => verify(world.a.api, code, wrong)));
      expect(tries.filter((t) => t.body.code === 'OTP.INVALID')).toHaveLength(5);
      expect(tries.filter((t) => t.body.code === 'OTP.LOCKED')).toHaveLength(3);
      expect(await verify(world.a.api, code, otp)).toMatchObject({ status: 429, body: { code: 'OTP.LOCKED', message: 'Too many wrong OTPs. Please send a new OTP.' } });
      expect(await redeem(world.a.api, code, 5)).toMatchObject({ status: 403 });

      const fresh = await sendOtp(world.a.api, code, email, 5);
      expect((await verify(world.a.api, code, fresh.otp)).status).toBe(200);
      expect((await redeem(world.a.api, code, 5)).status).toBe(200);
    });

    it('refuses an expired code and a code replaced by a newer one', async () => {
      const { code, email } = await boughtForSelf();
      const first = await sendOtp(world.a.api, code, email, 5);
      const second = await sendOtp(world.a.api, code, email, 6);
      expect(await verify(world.a.api, code, first.otp)).toMatchObject({ status: 400 });
      // Ten minutes on: the store has dropped the card's code (its TTL), as deleting it here does.
      const [card] = await rows<{ id: string }>(sql`select id from redemption.issued_cards where code_hash = ${hashOf(code)}`);
      await world.platform.app.runtime.kv.del(`redeem-otp:last-send:${card.id}`);
      expect(await verify(world.a.api, code, second.otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED' } });
    });

    it('authorizes exactly the amount the code was sent for', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(world.a.api, code, email, 7.5);
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      expect(await redeem(world.a.api, code, 8)).toMatchObject({ status: 403, body: { code: 'REDEMPTION.NOT_AUTHORIZED' } });
      expect((await redeem(world.a.api, code, '7.50')).body.buyer.remainingBalance).toBe(42.5);
    });

    it('lets a counter send at least 5 codes for one card in 10 minutes, and at most 10', async () => {
      const { code, email } = await boughtForSelf();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await world.a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 1, qrUniqueCode: code })).status);
      expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    });
  });
});
