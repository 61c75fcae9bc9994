import type { SQL } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import type { GiftCardView } from '@gv/proto';
import { codeLookupHash, loadCardCodeKeys } from '../services/redemption/src/redemption-keys';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from './api';
import type { DatabaseEnv } from './databases';
import { eventually } from './engines';
import { readMailbox, type ReceivedMail } from './mail';

/** What the redemption service's API specs share: a counter on an all-in-one platform, and the calls it makes. */

export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

/** The subject of the email that carries a one-time code to redeem; its first group is the code. */
export const OTP_SUBJECT = /^(\d{6}) is your code to redeem/;
export const CASH_OUT_OTP_SUBJECT = /^(\d{6}) is your code to cash out/;

type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

/**
 * Counter redemption through the gateway, for the tests of the describe block it is called in: before them, an
 * all-in-one platform on the database `openDatabase` gives, where Harbor Grill (`a`) sells `cardA`, $50 at 10% off
 * ($45 paid value and $5 bonus value), and Mountain Spa (`b`) sells `cardB`, $80; after them, all removed.
 */
export function counterPlatform(engine: string, openDatabase: () => Promise<DatabaseEnv>) {
  let database: DatabaseEnv | undefined;
  let platform: TestPlatform | undefined;
  let a: Admin;
  let b: Admin;
  let cardA: GiftCardView;
  let cardB: { _id: string };
  let buyerCounter = 0;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform(database.env);
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    cardA = (await createGiftCard(a.api, { amount: '50', discount: '10', expirationDate: NEXT_YEAR })).body.giftCard;
    cardB = (await createGiftCard(b.api, { amount: '80', discount: '0', expirationDate: NEXT_YEAR })).body.giftCard;
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
  });

  /** What the card with this code is found by in redemption.issued_cards. */
  const hashOf = (code: string) => codeLookupHash(loadCardCodeKeys({ DATA_DIR: platform!.dataDir }), code);

  const rows = <T = Record<string, any>>(query: SQL): Promise<T[]> => selectRows<T>(platform!.app.runtime.database.db, query);

  /** A card of Harbor Grill bought for oneself by a buyer with an address of their own. */
  async function boughtForSelf() {
    const email = `buyer${++buyerCounter}.${engine.toLowerCase()}@example.com`;
    const card = await buyGiftCard(platform!.url, {
      businessSlug: a.businessSlug,
      giftCardId: cardA._id,
      selfInfo: { name: 'Ann Buyer', email, phone: '(555) 123-4567' },
    });
    return { code: card.uniqueCode, email };
  }

  const mailsTo = (to: string, subject: RegExp): ReceivedMail[] => readMailbox(platform!.dataDir).filter((m) => m.to.includes(to) && subject.test(m.subject));

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

  /** The holder confirms a cash-out of `amount` as the counter asks: a code sent for the cash-out, verified. */
  async function confirmCashOut(api: ApiClient, code: string, holderEmail: string, amount: number) {
    const before = mailsTo(holderEmail, CASH_OUT_OTP_SUBJECT).length;
    const sent = await api.post('/api/v1/admin/send-otp-redeem', { email: holderEmail, redeemAmount: amount, qrUniqueCode: code, purpose: 'cash-out' });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const mail = await eventually(() => mailsTo(holderEmail, CASH_OUT_OTP_SUBJECT)[before]);
    expect((await verify(api, code, CASH_OUT_OTP_SUBJECT.exec(mail.subject)![1], holderEmail)).status).toBe(200);
    return mail;
  }

  /** A second session of the admin: signed in again, with its own CSRF token and counts. */
  async function signInAgain(admin: Admin): Promise<ApiClient> {
    const api = new ApiClient(platform!.url);
    expect((await api.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);
    return api;
  }

  return {
    get platform(): TestPlatform {
      return platform!;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get cardA() {
      return cardA;
    },
    get cardB() {
      return cardB;
    },
    hashOf,
    rows,
    boughtForSelf,
    mailsTo,
    sendOtp,
    verify,
    redeem,
    redeemWithOtp,
    confirmCashOut,
    signInAgain,
  };
}
