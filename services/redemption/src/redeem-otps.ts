import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { KV, OtpStore, type KeyRing, type KeyValueStore, type OtpCheck } from '@gv/platform';
import type { CounterPurpose } from '@gv/proto';
import { OTP_KEY } from './redemption-keys.js';

/**
 * Redeem OTPs (platform OtpStore, purpose 'redeem'): one live code per card, sent for one amount and one counter
 * purpose (redeem or cash out). Verifying needs neither, so the card's last send is kept as "<send id>.<amount>.<purpose>",
 * and its code is stored under the card and that send id: a code authorizes exactly the amount and purpose of the
 * email it came in, even when two sends overlap, and a new send replaces the earlier code.
 */
@Injectable()
export class RedeemOtps {
  private readonly codes: OtpStore;

  constructor(@Inject(KV) private readonly kv: KeyValueStore, @Inject(OTP_KEY) otpKeys: KeyRing) {
    this.codes = new OtpStore(kv, otpKeys, 'redeem');
  }

  get expiresInMinutes(): number {
    return this.codes.policy.ttlSeconds / 60;
  }

  /** A new code for redeeming or cashing out `amountCents` of the card, to be sent sealed. */
  async issue(cardId: string, amountCents: number, purpose: CounterPurpose): Promise<string> {
    const sendId = randomUUID();
    const code = await this.codes.issue(`${cardId}.${sendId}`);
    await this.kv.set(this.lastSendKey(cardId), `${sendId}.${amountCents}.${purpose}`, this.codes.policy.ttlSeconds);
    return code;
  }

  /** Checks the code against the card's last send and, when right, consumes it: answers the amount and purpose it was sent for. */
  async consume(cardId: string, code: string): Promise<{ result: OtpCheck; amountCents?: number; purpose?: CounterPurpose }> {
    const lastSend = await this.kv.get(this.lastSendKey(cardId));
    if (!lastSend) return { result: 'expired' };
    const [sendId, amount, purpose = 'redeem'] = lastSend.split('.');
    const result = await this.codes.consume(`${cardId}.${sendId}`, code);
    if (result !== 'ok') return { result };
    await this.kv.delIfEquals(this.lastSendKey(cardId), lastSend);
    return { result, amountCents: Number(amount), purpose: purpose === 'cash-out' ? 'cash-out' : 'redeem' };
  }

  private lastSendKey(cardId: string): string {
    return `redeem-otp:last-send:${cardId}`;
  }
}
