import { jest } from '@jest/globals';
import { SharedCalls } from './shared-calls';

describe('shared calls', () => {
  it('answers questions asked while the same one is on its way from one call, and asks again once it is answered', async () => {
    const shared = new SharedCalls();
    let calls = 0;
    const ask = () => shared.run('totals:a', async () => ++calls);
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([1, 1, 1]);
    expect(await ask()).toBe(2);
    expect(await shared.run('totals:b', async () => 'b')).toBe('b');
  });

  it('shares a failure with the questions waiting for it, then forgets it', async () => {
    const shared = new SharedCalls();
    let fail = true;
    const ask = () => shared.run('daily:a', async () => (fail ? Promise.reject(new Error('analytics down')) : 'days'));
    await expect(Promise.all([ask(), ask()])).rejects.toThrow('analytics down');
    fail = false;
    expect(await ask()).toBe('days');
  });
});

describe('shared calls whose answers are kept for a while', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers identical questions from the kept answer until it is keepMs old, or until forget', async () => {
    const shared = new SharedCalls(1000);
    let calls = 0;
    const ask = () => shared.run('list:a', async () => ++calls);
    expect(await ask()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await ask()).toBe(2);
    shared.forget();
    expect(await ask()).toBe(3);
  });

  it('forgets only the questions whose key is picked, when asked to', async () => {
    const shared = new SharedCalls(1000);
    let calls = 0;
    const ask = (key: string) => shared.run(key, async () => ++calls);
    expect([await ask('harbor:totals'), await ask('harbor:daily'), await ask('mountain:totals')]).toEqual([1, 2, 3]);
    shared.forget((key) => key.startsWith('harbor:'));
    expect([await ask('harbor:totals'), await ask('harbor:daily'), await ask('mountain:totals')]).toEqual([4, 5, 3]);
  });

  it('asks again in the background for an answer in the second half of its time, and answers from the new one once it came', async () => {
    const shared = new SharedCalls(1000);
    let calls = 0;
    const ask = () => shared.run('list:a', async () => ++calls);
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

  it('keeps no refresh that came after forget, and lets a failed refresh leave the kept answer to expire', async () => {
    const shared = new SharedCalls(1000);
    let answer: () => Promise<string> = async () => 'first';
    const ask = () => shared.run('list:a', () => answer());
    expect(await ask()).toBe('first');
    await jest.advanceTimersByTimeAsync(600);
    let settle!: (value: string) => void;
    answer = () => new Promise((resolve) => (settle = resolve));
    expect(await ask()).toBe('first');
    shared.forget();
    answer = async () => 'after forget';
    expect(await ask()).toBe('after forget');
    settle('refresh from before forget');
    await jest.advanceTimersByTimeAsync(0);
    expect(await ask()).toBe('after forget');

    await jest.advanceTimersByTimeAsync(600);
    answer = () => Promise.reject(new Error('catalog down'));
    expect(await ask()).toBe('after forget');
    await jest.advanceTimersByTimeAsync(399);
    expect(await ask()).toBe('after forget');
    answer = async () => 'back';
    await jest.advanceTimersByTimeAsync(1);
    expect(await ask()).toBe('back');
  });

  it('keeps no failure', async () => {
    const shared = new SharedCalls(1000);
    let fail = true;
    const ask = () => shared.run('list:a', async () => (fail ? Promise.reject(new Error('catalog down')) : 'cards'));
    await expect(ask()).rejects.toThrow('catalog down');
    fail = false;
    expect(await ask()).toBe('cards');
  });
});
