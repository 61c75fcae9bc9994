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
    await jest.advanceTimersByTimeAsync(999);
    expect(await ask()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(await ask()).toBe(2);
    shared.forget();
    expect(await ask()).toBe(3);
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
