import { codeLookupHash, loadCardCodeKeys } from '../services/redemption/src/redemption-keys';
import { ApiClient, buyGiftCard } from './api';
import type { DatabaseEnv } from './databases';
import { eventually } from './engines';
import { readMailbox, type ReceivedMail } from './mail';
import { extendWorld, twoBusinessesPlatform, type Admin } from './two-businesses';

/** What the redemption service's API specs share: a counter on an all-in-one platform, and the calls it makes. */

export { NEXT_YEAR } from './two-businesses';

/** The subject of the email that carries a one-time code to redeem; its first group is the code. */
export const OTP_SUBJECT = /^(\d{6}) is your code to redeem/;
export const CASH_OUT_OTP_SUBJECT = /^(\d{6}) is your code to cash out/;

/**
 * Counter redemption through the gateway, for the tests of the describe block it is called in: before them, an
 * all-in-one platform on the database `openDatabase` gives, where Harbor Grill (`a`) sells `cardA`, $50 at 10% off
 * ($45 paid value and $5 bonus value), and Mountain Spa (`b`) sells `cardB`, $80, with `env` over the platform's settings;
 * after them, all removed.
 */
export function counterPlatform(engine: string, openDatabase: () => Promise<DatabaseEnv>, env?: () => Record<string, string>) {
  const world = twoBusinessesPlatform(openDatabase, { amount: '50', discount: '10' }, { amount: '80', discount: '0' }, env);
  let buyerCounter = 0;

  /** What the card with this code is found by in redemption.issued_cards. */
  const hashOf = (code: string) => codeLookupHash(loadCardCodeKeys({ DATA_DIR: world.platform.dataDir }), code);

  /** A card of Harbor Grill bought for oneself by a buyer with an address of their own. */
  async function boughtForSelf() {
    const email = `buyer${++buyerCounter}.${engine.toLowerCase()}@example.com`;
    const card = await buyGiftCard(world.platform.url, {
      businessSlug: world.a.businessSlug,
      giftCardId: world.cardA._id,
      selfInfo: { name: 'Ann Buyer', email, phone: '(555) 123-4567' },
    });
    return { code: card.uniqueCode, email };
  }

  const mailsTo = (to: string, subject: RegExp): ReceivedMail[] => readMailbox(world.platform.dataDir).filter((m) => m.to.includes(to) && subject.test(m.subject));

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
    const api = new ApiClient(world.platform.url);
    expect((await api.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);
    return api;
  }

  return extendWorld(world, {
    hashOf,
    boughtForSelf,
    mailsTo,
    sendOtp,
    verify,
    redeem,
    redeemWithOtp,
    confirmCashOut,
    signInAgain,
  });
}
