import { sql } from 'drizzle-orm';
import type { GiftCardView } from '@gv/proto';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox, type ReceivedMail } from '../../../test/mail';
import { createTestDatabase } from '../../../test/postgres';
import { codeLookupHash, loadCardCodeKeys } from './redemption-keys';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

const engines: [string, () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>][] = [
  ['PGlite', async () => ({ env: {}, drop: async () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ],
];

const OTP_SUBJECT = /^(\d{6}) is your code to redeem/;

describe.each(engines)('counter redemption through the gateway (all-in-one on %s)', (engine, openDatabase) => {
  let database: Awaited<ReturnType<(typeof engines)[number][1]>>;
  let platform: TestPlatform;
  let a: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let b: Awaited<ReturnType<typeof createSignedInAdmin>>;
  /** Harbor Grill's $50 card at 10% off: $45 paid value and $5 bonus value. */
  let cardA: GiftCardView;
  let cardB: { _id: string };
  let buyerCounter = 0;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    cardA = (await createGiftCard(a.api, { amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    cardB = (await createGiftCard(b.api, { amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
  });

  /** What the card with this code is found by in redemption.issued_cards. */
  const hashOf = (code: string) => codeLookupHash(loadCardCodeKeys({ DATA_DIR: platform.dataDir }), code);

  async function rows<T = Record<string, any>>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await platform.app.runtime.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** A card of Harbor Grill bought for oneself by a buyer with an address of their own. */
  async function boughtForSelf() {
    const email = `buyer${++buyerCounter}.${engine.toLowerCase()}@example.com`;
    const card = await buyGiftCard(platform.url, {
      businessSlug: a.businessSlug,
      giftCardId: cardA._id,
      selfInfo: { name: 'Ann Buyer', email, phone: '(555) 123-4567' },
    });
    return { code: card.uniqueCode, email };
  }

  const mailsTo = (to: string, subject: RegExp): ReceivedMail[] => readMailbox(platform.dataDir).filter((m) => m.to.includes(to) && subject.test(m.subject));

  /** Sends a redeem OTP as the admin and reads the code from the holder's newest email. */
  async function sendOtp(api: ApiClient, code: string, holderEmail: string, redeemAmount: number | string, email = holderEmail) {
    const before = mailsTo(holderEmail, OTP_SUBJECT).length;
    const sent = await api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount, qrUniqueCode: code });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'OTP has been sent successfully' } });
    const mail = await eventually(() => mailsTo(holderEmail, OTP_SUBJECT)[before]);
    return { otp: OTP_SUBJECT.exec(mail.subject)![1], mail };
  }

  const verify = (api: ApiClient, code: string, otp: string, email = 'anyone@example.com') =>
    api.post('/api/v1/admin/verify-otp-redeem', { email, qrUniqueCode: code, otp });
  const redeem = (api: ApiClient, code: string, amount: number | string) => api.post('/api/v1/admin/redeem', { qrCode: code, amount });

  /** OTP, verify and redeem as the counter does it. */
  async function redeemWithOtp(api: ApiClient, code: string, holderEmail: string, amount: number) {
    const { otp } = await sendOtp(api, code, holderEmail, amount);
    expect((await verify(api, code, otp, holderEmail)).body).toEqual({ success: true, message: 'OTP verified successfully.' });
    return redeem(api, code, amount);
  }

  async function signInAgain(admin: typeof a): Promise<ApiClient> {
    const api = new ApiClient(platform.url);
    expect((await api.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);
    return api;
  }

  const ledgerOf = (code: string) =>
    rows<{ kind: string; amount_cents: number; paid_cents: number; bonus_cents: number; balance_after_cents: number }>(
      sql`select kind, amount_cents, paid_cents, bonus_cents, balance_after_cents from redemption.ledger
          where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)}) order by id`,
    );

  describe('the happy path', () => {
    it('scans the card with its buyer, balance and history, as a link from the QR or as the bare code', async () => {
      const { code, email } = await boughtForSelf();
      const scanned = await a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.status).toBe(200);
      expect(scanned.body).toEqual({
        giftCard: {
          _id: cardA._id,
          giftCardName: 'Tea for two',
          amount: 50,
          expirationDate: NEXT_YEAR,
          expired: false,
          businessSlug: a.businessSlug,
          status: 'active',
          testCard: true,
          giftCardTag: cardA.giftCardTag,
          icon: cardA.icon,
          description: cardA.description,
          discount: cardA.discount,
          giftCardImg: cardA.giftCardImg,
        },
        buyers: [
          {
            name: 'Ann Buyer',
            email,
            giftCardName: 'Tea for two',
            purchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
            remainingBalance: 50,
            usedAmount: 0,
            qrCode: { uniqueCode: code },
            testCard: true,
            selfInfo: { name: 'Ann Buyer', email },
            giftInfo: null,
            redemptionHistory: [],
          },
        ],
      });
      const link = encodeURIComponent(`${platform.url}/card/${code}`);
      expect((await a.api.get(`/api/v1/admin/scan-giftcard/${link}`)).body).toEqual(scanned.body);
      expect((await a.api.get(`/api/v1/admin/scan-giftcard/${code.toLowerCase()}`)).body).toEqual(scanned.body);
    });

    it('sends the code to the buyer, verifies it, redeems bonus value first, answers the new balance and history, and emails a receipt', async () => {
      const { code, email } = await boughtForSelf();
      const { otp, mail } = await sendOtp(a.api, code, email, '12.34');
      expect(mail.subject).toBe(`${otp} is your code to redeem $12.34 at Harbor Grill`);

      const redeemed = await redeemWithOtpFrom(otp, code, 12.34);
      expect(redeemed.status).toBe(200);
      expect(redeemed.body).toEqual({
        success: true,
        message: 'Gift Card Redeemed Successfully',
        buyer: expect.objectContaining({
          remainingBalance: 37.66,
          usedAmount: 12.34,
          redemptionHistory: [{ redeemedAmount: 12.34, remainingAmount: 37.66, redemptionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }],
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
      expect(event.payload).toMatchObject({ v: 1, businessSlug: a.businessSlug, businessName: 'Harbor Grill', amountCents: 1234, paidCents: 734, bonusCents: 500, balanceAfterCents: 3766 });
      // The ledger's values are the ones the redemption's own statement wrote.
      expect(event.payload).toMatchObject({ ledgerId: Number(redeemRow.id), paidAfterCents: 3766, bonusAfterCents: 0, holder: { email } });

      const receipt = await eventually(() => mailsTo(email, /^You redeemed/)[0]);
      expect(receipt.subject).toBe('You redeemed $12.34 at Harbor Grill');
      expect(receipt.text).toContain('Amount redeemed: $12.34');
      expect(receipt.text).toContain('Balance left: $37.66');
      expect(receipt.text).toContain('Business: Harbor Grill');
      expect(receipt.text).toMatch(/Date: \w+ \d+, \d{4} at/);

      const scanned = await a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.body.buyers[0]).toMatchObject({ remainingBalance: 37.66, usedAmount: 12.34, redemptionHistory: redeemed.body.buyer.redemptionHistory });
    });

    async function redeemWithOtpFrom(otp: string, code: string, amount: number) {
      expect((await verify(a.api, code, otp)).body).toEqual({ success: true, message: 'OTP verified successfully.' });
      return redeem(a.api, code, amount);
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
        const redeemed = await redeemWithOtp(a.api, code, email, amount);
        expect(redeemed.status).toBe(200);
        expect(redeemed.body.buyer.remainingBalance).toBe(left);
        expect(redeemed.body.buyer.redemptionHistory.at(-1)).toMatchObject({ redeemedAmount: amount, remainingAmount: left });
      }
      const scanned = await a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.body.buyers[0]).toMatchObject({ remainingBalance: 0, usedAmount: 50 });
      expect(scanned.body.buyers[0].redemptionHistory.map((entry: { redeemedAmount: number }) => entry.redeemedAmount)).toEqual([10, 15.5, 4.5, 19.99, 0.01]);
      const sent = await a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 0.01, qrUniqueCode: code });
      expect(sent).toMatchObject({ status: 400, body: { message: 'Redeem amount exceeds the available balance.' } });
      const ledger = await ledgerOf(code);
      expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
      expect(ledger.reduce((sum, row) => sum + row.bonus_cents, 0)).toBe(0);
    });
  });

  describe("the holder's email", () => {
    it('sends the code of a gift to the recipient, never to the email the request names, and the receipt too', async () => {
      const gift = await buyGiftCard(platform.url, {
        businessSlug: a.businessSlug,
        giftCardId: cardA._id,
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
      const scanned = await a.api.get(`/api/v1/admin/scan-giftcard/${gift.uniqueCode}`);
      expect(scanned.body.buyers[0]).toMatchObject({
        name: 'Sam Sender',
        email: `sam.${engine.toLowerCase()}@example.com`,
        selfInfo: null,
        giftInfo: { recipientName: 'Rita Recipient', recipientEmail: rita },
      });

      const thief = `thief.${engine.toLowerCase()}@example.com`;
      const { otp } = await sendOtp(a.api, gift.uniqueCode, rita, 20, thief);
      expect(mailsTo(thief, /./)).toEqual([]);
      expect(mailsTo(`sam.${engine.toLowerCase()}@example.com`, OTP_SUBJECT)).toEqual([]);
      expect((await verify(a.api, gift.uniqueCode, otp, thief)).status).toBe(200);
      expect((await redeem(a.api, gift.uniqueCode, 20)).body.buyer.remainingBalance).toBe(30);
      await eventually(() => mailsTo(rita, /^You redeemed \$20\.00/)[0]);
    });

    it('keeps the code out of the outbox: the event carries it sealed', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
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
        const sent = await a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount, qrUniqueCode: code });
        expect(sent).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Enter a valid redeem amount before sending OTP.' } });
      }
      const over = await a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 50.01, qrUniqueCode: code });
      expect(over).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_EXCEEDS_BALANCE', message: 'Redeem amount exceeds the available balance.' } });
      expect(mailsTo(email, OTP_SUBJECT)).toEqual([]);
      // Past what the ledger's columns hold: the same answer as any other bad amount.
      for (const amount of ['21474836.48', 999_999_999.99]) {
        expect(await redeem(a.api, code, amount)).toMatchObject({ status: 400, body: { code: 'REDEMPTION.AMOUNT_INVALID', message: 'Invalid QR code or redeem amount.' } });
      }
    });

    it("answers 'Gift card not found.' for an unknown or malformed code on every call", async () => {
      const unknown = '0123456789ABCDEFGHJKMNPQRS';
      for (const response of [
        await a.api.get(`/api/v1/admin/scan-giftcard/${unknown}`),
        await a.api.get('/api/v1/admin/scan-giftcard/not-a-code'),
        await a.api.post('/api/v1/admin/send-otp-redeem', { email: 'x@example.com', redeemAmount: 5, qrUniqueCode: unknown }),
        await a.api.post('/api/v1/admin/send-otp-redeem', { email: 'x@example.com', redeemAmount: 5 }),
        await verify(a.api, unknown, '123456'),
        await redeem(a.api, unknown, 5),
      ]) {
        expect(response).toMatchObject({ status: 404, body: { code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' } });
      }
      expect(await redeem(a.api, unknown, 'lots')).toMatchObject({ status: 400, body: { message: 'Invalid QR code or redeem amount.' } });
    });

    it('counts unknown scanned codes against the session: after 10, 429, while the business’s own cards scan until then', async () => {
      const { code } = await boughtForSelf();
      const counter = await signInAgain(a);
      const unknown = (i: number) => `0123456789ABCDEFGHJKMNP${String(i).padStart(3, '0').replace(/[01]/g, 'Z')}`;
      for (let i = 0; i < 10; i++) {
        expect((await counter.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(200);
        expect((await counter.get(`/api/v1/admin/scan-giftcard/${unknown(i)}`)).status).toBe(404);
      }
      const tooMany = { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } };
      expect(await counter.get(`/api/v1/admin/scan-giftcard/${unknown(10)}`)).toMatchObject(tooMany);
      expect(await counter.get(`/api/v1/admin/scan-giftcard/${code}`)).toMatchObject(tooMany);
      // Another session of the business has its own count.
      expect((await a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(200);
    });

    it('needs a signed-in admin and the session’s CSRF token', async () => {
      const { code } = await boughtForSelf();
      const visitor = new ApiClient(platform.url);
      expect((await visitor.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(401);
      expect((await visitor.post('/api/v1/admin/redeem', { qrCode: code, amount: 1 })).status).toBe(401);
      const forged = await a.api.request('POST', '/api/v1/admin/send-otp-redeem', { redeemAmount: 1, qrUniqueCode: code }, { 'x-csrf-token': 'forged' });
      expect(forged.status).toBe(403);
    });
  });

  describe('one-time codes', () => {
    it('refuses a wrong code, then accepts the right one; the same code again is refused', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      expect(await verify(a.api, code, wrong)).toMatchObject({ status: 400, body: { code: 'OTP.INVALID', message: 'Invalid OTP. Please try again.' } });
      expect(await verify(a.api, code, 'abc')).toMatchObject({ status: 400, body: { code: 'OTP.INVALID' } });
      // The right code as a JSON number is the same code.
      expect((await a.api.post('/api/v1/admin/verify-otp-redeem', { email, qrUniqueCode: code, otp: Number(otp) })).status).toBe(200);
      expect(await verify(a.api, code, otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED', message: 'This OTP has expired or was already used. Please send a new OTP.' } });
    });

    it('locks a code after 5 wrong tries: even the right one is refused; a new code works', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
      const wrong = otp === '000000' ? '111111' : '000000';
      const tries = await Promise.all(Array.from({ length: 8 }, () => verify(a.api, code, wrong)));
      expect(tries.filter((t) => t.body.code === 'OTP.INVALID')).toHaveLength(5);
      expect(tries.filter((t) => t.body.code === 'OTP.LOCKED')).toHaveLength(3);
      expect(await verify(a.api, code, otp)).toMatchObject({ status: 429, body: { code: 'OTP.LOCKED', message: 'Too many wrong OTPs. Please send a new OTP.' } });
      expect(await redeem(a.api, code, 5)).toMatchObject({ status: 403 });

      const fresh = await sendOtp(a.api, code, email, 5);
      expect((await verify(a.api, code, fresh.otp)).status).toBe(200);
      expect((await redeem(a.api, code, 5)).status).toBe(200);
    });

    it('refuses an expired code and a code replaced by a newer one', async () => {
      const { code, email } = await boughtForSelf();
      const first = await sendOtp(a.api, code, email, 5);
      const second = await sendOtp(a.api, code, email, 6);
      expect(await verify(a.api, code, first.otp)).toMatchObject({ status: 400 });
      // Ten minutes on: the store has dropped the card's code (its TTL), as deleting it here does.
      const [card] = await rows<{ id: string }>(sql`select id from redemption.issued_cards where code_hash = ${hashOf(code)}`);
      await platform.app.runtime.kv.del(`redeem-otp:last-send:${card.id}`);
      expect(await verify(a.api, code, second.otp)).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED' } });
    });

    it('authorizes exactly the amount the code was sent for', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 7.5);
      expect((await verify(a.api, code, otp)).status).toBe(200);
      expect(await redeem(a.api, code, 8)).toMatchObject({ status: 403, body: { code: 'REDEMPTION.NOT_AUTHORIZED' } });
      expect((await redeem(a.api, code, '7.50')).body.buyer.remainingBalance).toBe(42.5);
    });

    it('lets a counter send at least 5 codes for one card in 10 minutes, and at most 10', async () => {
      const { code, email } = await boughtForSelf();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 1, qrUniqueCode: code })).status);
      expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
    });
  });

  describe('redeem authorizations', () => {
    it('refuses to redeem without a verified code (403), and an authorization redeems once', async () => {
      const { code, email } = await boughtForSelf();
      expect(await redeem(a.api, code, 5)).toMatchObject({
        status: 403,
        body: { code: 'REDEMPTION.NOT_AUTHORIZED', message: "Confirm this amount with the OTP sent to the holder's email before redeeming." },
      });
      const { otp } = await sendOtp(a.api, code, email, 5);
      expect((await verify(a.api, code, otp)).status).toBe(200);
      const burst = await Promise.all(Array.from({ length: 10 }, () => redeem(a.api, code, 5)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
      expect(burst.filter((r) => r.status === 403)).toHaveLength(9);
      expect((await ledgerOf(code)).filter((row) => row.kind === 'REDEEM')).toHaveLength(1);
    });

    it("binds the authorization to the admin session that verified it: the same admin's other session cannot use it", async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
      expect((await verify(a.api, code, otp)).status).toBe(200);
      const otherSession = await signInAgain(a);
      expect((await redeem(otherSession, code, 5)).status).toBe(403);
      expect((await redeem(a.api, code, 5)).status).toBe(200);
    });

    it('refuses an authorization older than 10 minutes', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
      expect((await verify(a.api, code, otp)).status).toBe(200);
      await rows(sql`update redemption.redeem_authorizations set expires_at = now() - interval '1 second'
                     where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
      expect((await redeem(a.api, code, 5)).status).toBe(403);
    });

    it('refuses an expired or deactivated card with a clear message, and keeps the authorization unspent', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 5);
      expect((await verify(a.api, code, otp)).status).toBe(200);

      await rows(sql`update redemption.issued_cards set expiration_date = '2020-01-01' where code_hash = ${hashOf(code)}`);
      expect(await redeem(a.api, code, 5)).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_EXPIRED', message: 'This gift card has expired and cannot be redeemed.' } });
      expect(await a.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code })).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_EXPIRED' } });
      expect((await a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).body.giftCard).toMatchObject({ expired: true });

      await rows(sql`update redemption.issued_cards set expiration_date = ${NEXT_YEAR}, status = 'deactivated' where code_hash = ${hashOf(code)}`);
      expect(await redeem(a.api, code, 5)).toMatchObject({ status: 409, body: { code: 'REDEMPTION.CARD_DEACTIVATED', message: 'This gift card has been deactivated and cannot be redeemed.' } });

      await rows(sql`update redemption.issued_cards set status = 'active' where code_hash = ${hashOf(code)}`);
      expect((await redeem(a.api, code, 5)).body.buyer.remainingBalance).toBe(45);
    });
  });

  describe('tenant isolation', () => {
    it("answers 'Gift card not found.' to another business on every call, and its authorizations never spend this business's card", async () => {
      const { code, email } = await boughtForSelf();
      const notFound = { status: 404, body: { message: 'Gift card not found.' } };
      expect(await b.api.get(`/api/v1/admin/scan-giftcard/${code}`)).toMatchObject(notFound);
      expect(await b.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code })).toMatchObject(notFound);
      expect(mailsTo(email, OTP_SUBJECT)).toEqual([]);

      const { otp } = await sendOtp(a.api, code, email, 5);
      expect(await verify(b.api, code, otp)).toMatchObject(notFound);
      expect(await redeem(b.api, code, 5)).toMatchObject(notFound);
      // The code is still unused: Harbor Grill's counter verifies and redeems it.
      expect((await verify(a.api, code, otp)).status).toBe(200);
      expect(await redeem(b.api, code, 5)).toMatchObject(notFound);
      expect((await redeem(a.api, code, 5)).status).toBe(200);

      const spa = await buyGiftCard(platform.url, { businessSlug: b.businessSlug, giftCardId: cardB._id });
      expect(await a.api.get(`/api/v1/admin/scan-giftcard/${spa.uniqueCode}`)).toMatchObject(notFound);
      expect((await b.api.get(`/api/v1/admin/scan-giftcard/${spa.uniqueCode}`)).body.buyers[0].remainingBalance).toBe(80);
    });
  });

  if (engine === 'PostgreSQL') {
    it('never overspends when 40 redemptions of one card, each authorized, arrive at once', async () => {
      const { code, email } = await boughtForSelf();
      const { otp } = await sendOtp(a.api, code, email, 3);
      expect((await verify(a.api, code, otp)).status).toBe(200);
      // 39 more verified $3 OTPs of this session, as 39 more verifications would leave them: $120 against a $50 card.
      await rows(sql`insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
                     select gen_random_uuid(), card_id, business_slug, session_key, admin_id, amount_cents, expires_at
                     from redemption.redeem_authorizations, generate_series(1, 39)
                     where card_id = (select id from redemption.issued_cards where code_hash = ${hashOf(code)})`);
      const answers = await Promise.all(Array.from({ length: 40 }, () => redeem(a.api, code, 3)));
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
