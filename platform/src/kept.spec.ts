import { jest } from '@jest/globals';
import { Kept } from './kept';
import { metricsRegistry } from './observability/metrics';

type Answer = { n: number | string };
const kept = (name = 'spec') => new Kept<Answer>({ name, keepMs: 1000, refreshAheadMs: 500, max: 100 });

describe('kept answers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers questions asked while the same one is on its way from one call, and from the kept answer until keepMs, or until forget', async () => {
    const answers = kept();
    let calls = 0;
    const ask = async () => (await answers.get('list:a', async () => ({ n: ++calls }))).n;
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([1, 1, 1]);
    expect(await ask()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await ask()).toBe(2);
    answers.forget();
    expect(await ask()).toBe(3);
  });

  it('shares a failure with the questions waiting for it, and keeps no failure nor an undefined answer', async () => {
    const answers = kept();
    let answer: () => Promise<Answer | undefined> = () => Promise.reject(new Error('analytics down'));
    const ask = () => answers.get('daily:a', () => answer());
    await expect(Promise.all([ask(), ask()])).rejects.toThrow('analytics down');
    answer = async () => undefined;
    expect(await ask()).toBeUndefined();
    answer = async () => ({ n: 'days' });
    expect(await ask()).toEqual({ n: 'days' });
  });

  it('forgets only the questions whose key is picked, when asked to', async () => {
    const answers = kept();
    let calls = 0;
    const ask = async (key: string) => (await answers.get(key, async () => ({ n: ++calls }))).n;
    expect([await ask('harbor:totals'), await ask('harbor:daily'), await ask('mountain:totals')]).toEqual([1, 2, 3]);
    answers.forget((key) => key.startsWith('harbor:'));
    expect([await ask('harbor:totals'), await ask('harbor:daily'), await ask('mountain:totals')]).toEqual([4, 5, 3]);
  });

  it('asks again in the background for an answer in its last refreshAheadMs, and answers from the new one once it came', async () => {
    const answers = kept();
    let calls = 0;
    const ask = async () => (await answers.get('list:a', async () => ({ n: ++calls }))).n;
    expect(await ask()).toBe(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(await ask()).toBe(1);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    // Still the kept answer: the caller does not wait for the refresh.
    expect(await ask()).toBe(1);
    expect(await ask()).toBe(2);
    expect(calls).toBe(2);
    // The new answer is kept its own full time.
    await jest.advanceTimersByTimeAsync(999);
    expect(await ask()).toBe(2);
  });

  it('gives an answer as fresh until its last refreshAheadMs, asking nothing', async () => {
    const answers = kept();
    expect(answers.fresh('list:a')).toBeUndefined();
    await answers.get('list:a', async () => ({ n: 1 }));
    await jest.advanceTimersByTimeAsync(499);
    expect(answers.fresh('list:a')).toEqual({ n: 1 });
    await jest.advanceTimersByTimeAsync(1);
    expect(answers.fresh('list:a')).toBeUndefined();
    // Not asked again: a request that finds no fresh answer asks through get.
    expect(await answers.get('list:a', async () => ({ n: 2 }))).toEqual({ n: 1 });
  });

  it('keeps no answer that came after forget, and lets a failed refresh leave the kept answer to expire', async () => {
    const answers = kept();
    let answer: () => Promise<Answer> = async () => ({ n: 'first' });
    const ask = async () => (await answers.get('list:a', () => answer())).n;
    expect(await ask()).toBe('first');
    await jest.advanceTimersByTimeAsync(600);
    let settle!: (value: Answer) => void;
    answer = () => new Promise((resolve) => (settle = resolve));
    expect(await ask()).toBe('first');
    answers.forget();
    answer = async () => ({ n: 'after forget' });
    expect(await ask()).toBe('after forget');
    settle({ n: 'refresh from before forget' });
    await jest.advanceTimersByTimeAsync(0);
    expect(await ask()).toBe('after forget');

    await jest.advanceTimersByTimeAsync(600);
    answer = () => Promise.reject(new Error('catalog down'));
    expect(await ask()).toBe('after forget');
    await jest.advanceTimersByTimeAsync(399);
    expect(await ask()).toBe('after forget');
    answer = async () => ({ n: 'back' });
    await jest.advanceTimersByTimeAsync(1);
    expect(await ask()).toBe('back');
  });

  it('counts hits and misses and reports how many answers it keeps, by cache', async () => {
    const answers = kept('spec-metrics');
    await answers.get('a', async () => ({ n: 1 }));
    await answers.get('a', async () => ({ n: 2 }));
    await answers.get('b', async () => ({ n: 3 }));
    const text = await metricsRegistry.metrics();
    expect(text).toContain('giftcard_gateway_cache_lookups_total{cache="spec-metrics",outcome="hit"} 1');
    expect(text).toContain('giftcard_gateway_cache_lookups_total{cache="spec-metrics",outcome="miss"} 2');
    expect(text).toContain('giftcard_gateway_cache_entries{cache="spec-metrics"} 2');
  });
});
