import { randomUUID } from 'node:crypto';
import { paymentDetailsOf } from '@gv/proto';
import { ApiClient, type ApiResponse } from '../deploy/launcher/src/http-client';
import { eventually } from './engines';
import { readMailbox } from './mail';

/** The emulator's test nonce for a card that pays. */
const CARD_OK = 'cnon:card-nonce-ok';

let buyerCounter = 0;

/** A browser at an address of its own (the gateway must trust X-Forwarded-For from 127.0.0.1), so per-client checkout limits do not add up. */
export class BuyerClient extends ApiClient {
  readonly ip = `10.77.${Math.floor(++buyerCounter / 250) % 250}.${(buyerCounter % 250) + 1}`;

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.ip, ...headers });
  }
}

export type Purchase =
  | { purchaseType: 'self'; selfInfo: { name: string; email: string; phone: string } }
  | {
      purchaseType: 'gift';
      giftInfo: { recipientName: string; recipientEmail: string; message: string; senderName: string; senderEmail: string; senderPhone: string };
    };

/** Buys a card as the purchase dialog does, in test mode (the emulator's test card): create-payment, then the purchase. Answers the issued card. */
export async function buyGiftCard(
  url: string,
  card: { businessSlug: string; id: string },
  purchase: Purchase,
): Promise<{ orderId: string; uniqueCode: string; remainingBalance: number }> {
  const buyer = new BuyerClient(url);
  const form = { businessSlug: card.businessSlug, id: card.id, ...purchase };
  const paid = await createPayment(buyer, { ...form, sourceId: CARD_OK, idempotencyKey: randomUUID(), amount: 1 });
  if (paid.status !== 200) throw new Error(`create-payment answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  const completed = await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId, paymentDetails: paymentDetailsOf(paid.body.payment) });
  if (completed.status !== 200) throw new Error(`purchase answered ${completed.status}: ${JSON.stringify(completed.body)}`);
  return completed.body.purchase;
}

/**
 * create-payment as a buyer pressing Pay again does (the dialog keeps its key): when Square's answer is late (503 PAYMENT.UNCONFIRMED, "Please try
 * again: you will not be charged twice"), it asks again with the same idempotency key, as the message invites.
 */
async function createPayment(buyer: BuyerClient, body: Record<string, unknown>): Promise<ApiResponse> {
  for (let attempt = 1; ; attempt++) {
    const paid = await buyer.post('/api/payments/create-payment', body);
    if (paid.status !== 503 || paid.body?.code !== 'PAYMENT.UNCONFIRMED' || attempt === 5) return paid;
  }
}

/**
 * The counter's steps before a redemption, as an admin takes them: scan, one-time code to the holder (read from the
 * all-in-one mailbox in `dataDir`), verify, at `locationId` (needed when the business has several). The session then
 * holds an authorization to redeem `amount`.
 */
export async function authorizeRedemption(admin: ApiClient, dataDir: string, code: string, amount: number, locationId?: string): Promise<void> {
  const scanned = await admin.get(`/api/v1/admin/scan-giftcard/${code}`);
  if (scanned.status !== 200) throw new Error(`scan answered ${scanned.status}: ${JSON.stringify(scanned.body)}`);
  const holder = scanned.body.buyers[0];
  const email: string = holder.giftInfo?.recipientEmail ?? holder.email;
  const before = otpMails(dataDir, email).length;
  const sent = await admin.post('/api/v1/admin/send-otp-redeem', { email, redeemAmount: amount, qrUniqueCode: code, locationId });
  if (sent.status !== 200) throw new Error(`send-otp-redeem answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const mail = await eventually(() => otpMails(dataDir, email).at(before));
  const otp = /^(\d{6}) is your code to redeem/.exec(mail.subject)![1];
  const verified = await admin.post('/api/v1/admin/verify-otp-redeem', { email, qrUniqueCode: code, otp, locationId });
  if (verified.status !== 200) throw new Error(`verify-otp-redeem answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}

/** Redeems at the counter as an admin does (see authorizeRedemption), at `locationId`. Answers the redeem call's body. */
export async function redeemGiftCard(admin: ApiClient, dataDir: string, code: string, amount: number, locationId?: string): Promise<any> {
  await authorizeRedemption(admin, dataDir, code, amount, locationId);
  const redeemed = await admin.post('/api/v1/admin/redeem', { qrCode: code, amount, locationId });
  if (redeemed.status !== 200) throw new Error(`redeem answered ${redeemed.status}: ${JSON.stringify(redeemed.body)}`);
  return redeemed.body;
}

function otpMails(dataDir: string, email: string) {
  return readMailbox(dataDir).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()) && /is your code to redeem/.test(mail.subject));
}
