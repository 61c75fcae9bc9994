import { setTimeout as sleep } from 'node:timers/promises';
import { CachedAnswer } from './cached-answer';

describe('CachedAnswer', () => {
  it('asks once for callers at the same moment and while the answer is fresh', async () => {
    let calls = 0;
    const answer = new CachedAnswer(async () => ++calls, 60_000);
    expect(await Promise.all([answer.get(), answer.get(), answer.get()])).toEqual([1, 1, 1]);
    expect(await answer.get()).toBe(1);
    expect(calls).toBe(1);
  });

  it('asks again once the answer is older than its time to live', async () => {
    let calls = 0;
    const answer = new CachedAnswer(async () => ++calls, 20);
    expect(await answer.get()).toBe(1);
    await sleep(40);
    expect(await answer.get()).toBe(2);
  });

  it('does not keep a failed call: the next caller asks again', async () => {
    let calls = 0;
    const answer = new CachedAnswer(async () => {
      if (++calls === 1) throw new Error('wallet service unavailable');
      return 'configured';
    }, 60_000);
    await expect(answer.get()).rejects.toThrow('wallet service unavailable');
    expect(await answer.get()).toBe('configured');
    expect(calls).toBe(2);
  });
});
