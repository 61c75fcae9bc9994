import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from '../kv/key-value.js';
import type { KeyRing } from '../secrets/master-key.js';
import { newOtp, otpHash, safeEqual } from '../secrets/tokens.js';

/** How long a code lives and how many tries (right or wrong) it allows. */
export interface OtpPolicy {
  ttlSeconds: number;
  maxTries: number;
}

/** 10 minutes, 5 tries: the security floor for every emailed code. */
export const OTP_POLICY: OtpPolicy = { ttlSeconds: 10 * 60, maxTries: 5 };

/** 'locked': the code's tries are spent and it was not compared; a new code is needed. */
export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * One-time codes per (purpose, subject), where the subject is an email or a
 * gift card: only a keyed hash is kept, a code works once, and it is compared
 * at most `maxTries` times however many guesses arrive at once.
 */
export class OtpStore {
  constructor(private readonly kv: KeyValueStore, private readonly keys: KeyRing, private readonly purpose: string, readonly policy: OtpPolicy = OTP_POLICY) {}

  /** Makes a new code for the subject (replacing any earlier one) and answers it, to be sent sealed. */
  async issue(subject: string): Promise<string> {
    const code = newOtp();
    await this.issueFor(subject, code);
    return code;
  }

  /** Stores a known code, e.g. one already verified that a later step must present again. */
  async issueFor(subject: string, code: string): Promise<void> {
    // Each issued code counts its tries under its own id, so a new code starts with a full budget.
    await this.kv.set(this.codeKey(subject), `${randomUUID()}.${otpHash(this.keys[0], subject, code)}`, this.policy.ttlSeconds);
  }

  /** Checks the code and, when right, consumes it. */
  async consume(subject: string, code: string): Promise<OtpCheck> {
    const stored = await this.kv.get(this.codeKey(subject));
    if (!stored) return 'expired';
    const [issueId, hash] = stored.split('.');
    // The try is counted before the comparison: concurrent guesses cannot compare more than maxTries codes.
    const tries = await this.kv.incr(`otp-tries:${this.purpose}:${issueId}`, this.policy.ttlSeconds);
    if (tries > this.policy.maxTries) return 'locked';
    // A code issued before a key rotation still verifies under the older key it was hashed with.
    if (!this.keys.some((key) => safeEqual(hash, otpHash(key, subject, code)))) return 'wrong';
    // Single use: of concurrent right answers, only the one that deletes the code succeeds.
    return (await this.kv.delIfEquals(this.codeKey(subject), stored)) ? 'ok' : 'expired';
  }

  private codeKey(subject: string): string {
    return `otp:${this.purpose}:${subject}`;
  }
}
