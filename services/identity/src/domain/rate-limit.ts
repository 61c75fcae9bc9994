import { DomainError, type KeyValueStore } from '@gv/platform';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** Fixed-window limit counting every call (e.g. OTP sends); throws 429 once the window's budget is spent. */
export async function limit(kv: KeyValueStore, key: string, max: number, windowSeconds: number): Promise<void> {
  const count = await kv.incr(`rate:${key}`, windowSeconds);
  if (count > max) throw new DomainError('RATE_LIMITED', TOO_MANY, 429);
}

/** Limits failed attempts only (sign-in): successes cost nothing, so a real user is never locked out by using it. */
export class FailureLimit {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  async check(...keys: string[]): Promise<void> {
    const counts = await Promise.all(keys.map((key) => this.kv.get(`fail:${key}`)));
    if (counts.some((count) => Number(count ?? 0) >= this.max)) throw new DomainError('RATE_LIMITED', TOO_MANY, 429);
  }

  async record(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.kv.incr(`fail:${key}`, this.windowSeconds)));
  }
}
