import { randomBytes } from 'node:crypto';
import { countRedisKeys, deleteRedisKeys } from '../../../test/redis';
import { engines, eventually, uniqueName } from '../../../test/engines';
import type { KeyValueStore } from '../kv/key-value';
import { MemoryKeyValueStore } from '../kv/memory-kv';
import { RedisKeyValueStore } from '../kv/redis-kv';
import { countFailure, RateLimitedError, refuseWhenSpent, spendAttempt, spendCall, type Budget } from './attempt-budget';
import { OtpStore, type OtpCheck } from './otp-store';

/** One run's namespace on the shared Redis: every key of this suite starts with it. */
const runPrefix = `${uniqueName('gvtest_limits')}:`;

const adapters: [string, () => KeyValueStore][] = [
  ['memory', () => new MemoryKeyValueStore()],
  ['Redis', () => RedisKeyValueStore.connect(engines.redisUrl, runPrefix)],
];

const BURST = 50;
/** Test data, not a wait: each evaluated attempt takes this long (a password check's work), so the burst's attempts overlap. */
const evaluation = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Settles every call; a refusal becomes 'refused', anything else that throws fails the test. */
async function settle<T>(calls: Promise<T>[]): Promise<(T | 'refused')[]> {
  return Promise.all(
    calls.map((call) =>
      call.catch((error: unknown) => {
        if (error instanceof RateLimitedError) return 'refused' as const;
        throw error;
      }),
    ),
  );
}

describe.each(adapters)('abuse limits contract: %s', (_name, open) => {
  let kv: KeyValueStore;

  beforeEach(() => {
    kv = open();
  });

  /** Resolves once the key reads as absent: its TTL (a budget's window, a code's life) has run out in the store. */
  const expired = (key: string) => eventually(async () => (await kv.get(key)) === null);

  afterEach(async () => {
    await kv.close();
    await deleteRedisKeys(runPrefix);
  });

  afterAll(async () => {
    expect(await countRedisKeys(runPrefix)).toBe(0);
  });

  describe('attempt budgets (sign-in)', () => {
    const budget = (key: string, max = 5, windowSeconds = 60): Budget => ({ key, max, windowSeconds });

    it(`evaluates at most the limit of ${BURST} concurrent failing attempts and refuses the rest with the 429 message`, async () => {
      let evaluated = 0;
      const results = await settle(
        Array.from({ length: BURST }, () =>
          spendAttempt(kv, [budget('login:ann')], async () => {
            evaluated++;
            await evaluation();
            return undefined;
          }),
        ),
      );
      expect(evaluated).toBe(5);
      expect(results.filter((result) => result === 'refused')).toHaveLength(BURST - 5);
      const refusal = await spendAttempt(kv, [budget('login:ann')], async () => 'never evaluated').catch((error: RateLimitedError) => error);
      expect(refusal).toBeInstanceOf(RateLimitedError);
      expect((refusal as RateLimitedError).toBody()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      });
    });

    it(`lets ${BURST - 1} wrong and 1 right concurrent attempt evaluate at most the limit of wrong ones; the right one wins only if evaluated`, async () => {
      const right = Math.floor(Math.random() * BURST);
      const evaluated: number[] = [];
      const results = await settle(
        Array.from({ length: BURST }, (_, i) =>
          spendAttempt(kv, [budget('login:bob')], async () => {
            evaluated.push(i);
            await evaluation();
            return i === right ? 'signed in' : undefined;
          }),
        ),
      );
      const wrongEvaluated = evaluated.filter((i) => i !== right);
      expect(wrongEvaluated.length).toBeLessThanOrEqual(5);
      expect(results[right]).toBe(evaluated.includes(right) ? 'signed in' : 'refused');
      expect(results.filter((result) => result === 'signed in').length).toBeLessThanOrEqual(1);
    });

    it('counts failures only: successes and errors give their try back', async () => {
      for (let i = 0; i < 20; i++) expect(await spendAttempt(kv, [budget('login:cat', 3)], async () => 'ok')).toBe('ok');
      await expect(spendAttempt(kv, [budget('login:cat', 3)], () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
      for (let i = 0; i < 3; i++) expect(await spendAttempt(kv, [budget('login:cat', 3)], async () => undefined)).toBeUndefined();
      await expect(spendAttempt(kv, [budget('login:cat', 3)], async () => 'right password')).rejects.toBeInstanceOf(RateLimitedError);
    });

    it('refuses when any budget is spent, without costing the others anything', async () => {
      const stranger = [budget('login:dan@example.com:203.0.113.9', 2), budget('login:dan@example.com', 10)];
      for (let i = 0; i < 2; i++) await spendAttempt(kv, stranger, async () => undefined);
      const refused = await settle(Array.from({ length: 20 }, () => spendAttempt(kv, stranger, async () => undefined)));
      expect(refused.every((result) => result === 'refused')).toBe(true);
      // The account's ceiling counted only the 2 evaluated failures: the owner from another address still gets in.
      const owner = [budget('login:dan@example.com:198.51.100.7', 2), budget('login:dan@example.com', 10)];
      expect(await spendAttempt(kv, owner, async () => 'owner')).toBe('owner');
      let evaluated = 0;
      await settle(Array.from({ length: 20 }, (_, i) => spendAttempt(kv, [budget(`login:dan@example.com:10.0.0.${i}`, 2), budget('login:dan@example.com', 10)], async () => void evaluated++)));
      expect(evaluated).toBe(8);
    });

    it('gives the budget back when its window ends', async () => {
      await spendAttempt(kv, [budget('login:eve', 1, 1)], async () => undefined);
      await expect(spendAttempt(kv, [budget('login:eve', 1, 1)], async () => undefined)).rejects.toBeInstanceOf(RateLimitedError);
      await expired('limit:login:eve:1');
      expect(await spendAttempt(kv, [budget('login:eve', 1, 1)], async () => 'again')).toBe('again');
    });

    it(`lets exactly the limit of ${BURST} concurrent calls through a call budget (sends), refused ones costing nothing`, async () => {
      const results = await settle(Array.from({ length: BURST }, () => spendCall(kv, [budget('send:ip', 20, 60), budget('send:day', 100, 86400)])));
      expect(results.filter((result) => result !== 'refused')).toHaveLength(20);
      expect(await kv.get('limit:send:day:86400')).toBe('20');
    });
  });

  describe('failure budgets (declined cards)', () => {
    const declines: Budget[] = [{ key: `declines:${randomBytes(4).toString('hex')}`, max: 3, windowSeconds: 1 }];

    it(`lets any number of calls in at once until the failures counted reach the limit, then refuses every call until the window ends`, async () => {
      expect(await settle(Array.from({ length: BURST }, () => refuseWhenSpent(kv, declines)))).toEqual(Array(BURST).fill(undefined));
      await Promise.all(Array.from({ length: 2 }, () => countFailure(kv, declines)));
      await refuseWhenSpent(kv, declines);
      await countFailure(kv, declines);
      expect(await settle(Array.from({ length: 5 }, () => refuseWhenSpent(kv, declines)))).toEqual(Array(5).fill('refused'));
      await expired(`limit:${declines[0].key}:${declines[0].windowSeconds}`);
      await refuseWhenSpent(kv, declines);
    });
  });

  describe('one-time codes', () => {
    const key = randomBytes(32);
    const otherThan = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

    it(`compares at most 5 of ${BURST} concurrent wrong guesses, and the right code is locked out after them`, async () => {
      const otps = new OtpStore(kv, [key], 'registration');
      const code = await otps.issue('ann@example.com');
      const results = await Promise.all(Array.from({ length: BURST }, (_, i) => otps.consume('ann@example.com', otherThan(code, i))));
      expect(results.filter((result) => result === 'wrong')).toHaveLength(5);
      expect(results.filter((result) => result === 'locked')).toHaveLength(BURST - 5);
      expect(await otps.consume('ann@example.com', code)).toBe('locked');
    });

    it(`with the right code among ${BURST} concurrent guesses, compares 5 and verifies only if the right one was compared`, async () => {
      const otps = new OtpStore(kv, [key], 'registration');
      const code = await otps.issue('bob@example.com');
      const right = Math.floor(Math.random() * BURST);
      const results = await Promise.all(
        Array.from({ length: BURST }, (_, i) => otps.consume('bob@example.com', i === right ? code : otherThan(code, i))),
      );
      const compared = results.filter((result) => result === 'wrong' || result === 'ok');
      expect(compared).toHaveLength(5);
      expect(['ok', 'locked']).toContain(results[right]);
      expect(results.filter((result) => result === 'ok')).toHaveLength(results[right] === 'ok' ? 1 : 0);
    });

    it(`accepts a code once, even when ${BURST} requests present it at the same time`, async () => {
      const otps = new OtpStore(kv, [key], 'redeem');
      const code = await otps.issue('card-7f3a');
      const results = await Promise.all(Array.from({ length: BURST }, () => otps.consume('card-7f3a', code)));
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.filter((result: OtpCheck) => result === 'wrong')).toHaveLength(0);
      expect(await otps.consume('card-7f3a', code)).toBe('expired');
    });

    it('lets a new code replace the old one with a full budget, keeps purposes apart, and expires codes', async () => {
      const otps = new OtpStore(kv, [key], 'registration', { ttlSeconds: 1, maxTries: 5 });
      const first = await otps.issue('cat@example.com');
      for (let i = 0; i < 5; i++) await otps.consume('cat@example.com', otherThan(first, i));
      const second = await otps.issue('cat@example.com');
      if (second !== first) expect(await otps.consume('cat@example.com', first)).toBe('wrong');
      expect(await new OtpStore(kv, [key], 'redeem').consume('cat@example.com', second)).toBe('expired');
      expect(await otps.consume('cat@example.com', second)).toBe('ok');
      const third = await otps.issue('cat@example.com');
      await expired('otp:registration:cat@example.com');
      expect(await otps.consume('cat@example.com', third)).toBe('expired');
    });

    it('verifies a code issued before a key rotation while the old key is still listed, and not after it is dropped', async () => {
      const newKey = randomBytes(32);
      const code = await new OtpStore(kv, [key], 'registration').issue('eve@example.com');
      expect(await new OtpStore(kv, [newKey], 'registration').consume('eve@example.com', code)).toBe('wrong');
      expect(await new OtpStore(kv, [newKey, key], 'registration').consume('eve@example.com', code)).toBe('ok');
    });

    it('keeps only a keyed hash of the code in the store', async () => {
      const otps = new OtpStore(kv, [key], 'registration');
      const code = await otps.issue('dan@example.com');
      const stored = await kv.get('otp:registration:dan@example.com');
      expect(stored).toBeTruthy();
      expect(stored).not.toContain(code);
    });
  });
});
