import { ApiClient, buyGiftCard } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { counterPlatform, NEXT_YEAR, OTP_SUBJECT } from '../../../../test/redemption-api';

/** Scanning a card at the counter: what the admin sees, the answers to codes that are not the business's, and who may scan. */
describe.each(databaseEnvs)('scanning a gift card at the counter (all-in-one on %s)', (engine, openDatabase) => {
  const world = counterPlatform(engine, openDatabase);
  const { boughtForSelf, mailsTo, sendOtp, verify, redeem, signInAgain } = world;

  describe('the happy path', () => {
    it('scans the card with its buyer, balance and history, as a link from the QR or as the bare code', async () => {
      const { code, email } = await boughtForSelf();
      const scanned = await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`);
      expect(scanned.status).toBe(200);
      expect(scanned.body).toEqual({
        giftCard: {
          _id: world.cardA._id,
          giftCardName: 'Tea for two',
          amount: 50,
          currency: 'USD',
          expirationDate: NEXT_YEAR,
          // US federal law (the default): paid value lasts 5 years from issue, bonus value ends with the card's date.
          paidExpiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          bonusExpiresOn: NEXT_YEAR,
          expired: false,
          businessSlug: world.a.businessSlug,
          status: 'active',
          cashOut: null,
          amountPaid: 45,
          paidBalance: 45,
          bonusBalance: 5,
          testCard: true,
          // The emulator's test card: a refund's confirmation names it.
          paymentCardLast4: '5858',
          giftCardTag: world.cardA.giftCardTag,
          icon: world.cardA.icon,
          description: world.cardA.description,
          discount: world.cardA.discount,
          giftCardImg: world.cardA.giftCardImg,
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
        // A card bought for oneself: the code can go to the email or the phone given at purchase; no PIN is set yet.
        verification: { email: true, sms: true, pin: false },
      });
      const link = encodeURIComponent(`${world.platform.url}/card/${code}`);
      expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${link}`)).body).toEqual(scanned.body);
      expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code.toLowerCase()}`)).body).toEqual(scanned.body);
    });
  });

  describe("the spec's messages", () => {
    it("answers 'Gift card not found.' for an unknown or malformed code on every call", async () => {
      const unknown = '0123456789ABCDEFGHJKMNPQRS';
      for (const response of [
        await world.a.api.get(`/api/v1/admin/scan-giftcard/${unknown}`),
        await world.a.api.get('/api/v1/admin/scan-giftcard/not-a-code'),
        await world.a.api.post('/api/v1/admin/send-otp-redeem', { email: 'x@example.com', redeemAmount: 5, qrUniqueCode: unknown }),
        await world.a.api.post('/api/v1/admin/send-otp-redeem', { email: 'x@example.com', redeemAmount: 5 }),
        await verify(world.a.api, unknown, '123456'),
        await redeem(world.a.api, unknown, 5),
      ]) {
        expect(response).toMatchObject({ status: 404, body: { code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' } });
      }
      expect(await redeem(world.a.api, unknown, 'lots')).toMatchObject({ status: 400, body: { message: 'Invalid QR code or redeem amount.' } });
    });

    it('counts unknown scanned codes against the session: after 10, 429, while the business’s own cards scan until then', async () => {
      const { code } = await boughtForSelf();
      const counter = await signInAgain(world.a);
      const unknown = (i: number) => `0123456789ABCDEFGHJKMNP${String(i).padStart(3, '0').replace(/[01]/g, 'Z')}`;
      for (let i = 0; i < 10; i++) {
        expect((await counter.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(200);
        expect((await counter.get(`/api/v1/admin/scan-giftcard/${unknown(i)}`)).status).toBe(404);
      }
      const tooMany = { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } };
      expect(await counter.get(`/api/v1/admin/scan-giftcard/${unknown(10)}`)).toMatchObject(tooMany);
      expect(await counter.get(`/api/v1/admin/scan-giftcard/${code}`)).toMatchObject(tooMany);
      // Another session of the business has its own count.
      expect((await world.a.api.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(200);
    });

    it('needs a signed-in admin and the session’s CSRF token', async () => {
      const { code } = await boughtForSelf();
      const visitor = new ApiClient(world.platform.url);
      expect((await visitor.get(`/api/v1/admin/scan-giftcard/${code}`)).status).toBe(401);
      expect((await visitor.post('/api/v1/admin/redeem', { qrCode: code, amount: 1 })).status).toBe(401);
      const forged = await world.a.api.request('POST', '/api/v1/admin/send-otp-redeem', { redeemAmount: 1, qrUniqueCode: code }, { 'x-csrf-token': 'forged' });
      expect(forged.status).toBe(403);
    });
  });

  describe('tenant isolation', () => {
    it("answers 'Gift card not found.' to another business on every call, and its authorizations never spend this business's card", async () => {
      const { code, email } = await boughtForSelf();
      const notFound = { status: 404, body: { message: 'Gift card not found.' } };
      expect(await world.b.api.get(`/api/v1/admin/scan-giftcard/${code}`)).toMatchObject(notFound);
      expect(await world.b.api.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: 5, qrUniqueCode: code })).toMatchObject(notFound);
      expect(mailsTo(email, OTP_SUBJECT)).toEqual([]);

      const { otp } = await sendOtp(world.a.api, code, email, 5);
      expect(await verify(world.b.api, code, otp)).toMatchObject(notFound);
      expect(await redeem(world.b.api, code, 5)).toMatchObject(notFound);
      // The code is still unused: Harbor Grill's counter verifies and redeems it.
      expect((await verify(world.a.api, code, otp)).status).toBe(200);
      expect(await redeem(world.b.api, code, 5)).toMatchObject(notFound);
      expect((await redeem(world.a.api, code, 5)).status).toBe(200);

      const spa = await buyGiftCard(world.platform.url, { businessSlug: world.b.businessSlug, giftCardId: world.cardB._id });
      expect(await world.a.api.get(`/api/v1/admin/scan-giftcard/${spa.uniqueCode}`)).toMatchObject(notFound);
      expect((await world.b.api.get(`/api/v1/admin/scan-giftcard/${spa.uniqueCode}`)).body.buyers[0].remainingBalance).toBe(80);
    });
  });
});
