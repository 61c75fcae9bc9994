import type { KeyValueStore } from '@gv/platform';
import { newOtp, otpHash, safeEqual } from './secrets.js';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG = 5;

interface StoredOtp {
  hash: string;
  wrong: number;
}

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * One-time codes per (purpose, email): only a keyed hash is kept, for 10 minutes;
 * a code works once, and after 5 wrong tries a new code must be requested.
 */
export class OtpStore {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly key: Buffer,
    private readonly purpose: string,
  ) {}

  async issue(email: string): Promise<string> {
    const code = newOtp();
    await this.issueFor(email, code);
    return code;
  }

  /** Stores a known code, e.g. one already verified that a later step must present again. */
  async issueFor(email: string, code: string): Promise<void> {
    const stored: StoredOtp = { hash: otpHash(this.key, email, code), wrong: 0 };
    await this.kv.set(this.kvKey(email), JSON.stringify(stored), OTP_TTL_SECONDS);
  }

  /** Checks and, on success, consumes the code. */
  async consume(email: string, code: string): Promise<OtpCheck> {
    const raw = await this.kv.get(this.kvKey(email));
    if (!raw) return 'expired';
    const stored = JSON.parse(raw) as StoredOtp;
    if (stored.wrong >= OTP_MAX_WRONG) return 'locked';
    if (safeEqual(stored.hash, otpHash(this.key, email, code))) {
      await this.kv.del(this.kvKey(email));
      return 'ok';
    }
    stored.wrong++;
    await this.kv.set(this.kvKey(email), JSON.stringify(stored), OTP_TTL_SECONDS);
    return stored.wrong >= OTP_MAX_WRONG ? 'locked' : 'wrong';
  }

  private kvKey(email: string): string {
    return `otp:${this.purpose}:${email}`;
  }
}
