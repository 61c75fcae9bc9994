import { describe, expect, it } from '@jest/globals';
import { KeyedTurns } from './keyed-turns.js';
import { isUnavailable } from './unavailable.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedTurns', () => {
  it('runs one key’s work one at a time, in arrival order', async () => {
    const turns = new KeyedTurns(60_000);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const answers = await Promise.all(['a', 'b', 'c'].map((name) => turns.take('card', work(name))));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(turns.busyKeys).toBe(0);
  });

  it('runs different keys side by side', async () => {
    const turns = new KeyedTurns(60_000);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([turns.take('one', work), turns.take('two', work)]);
    expect(most).toBe(2);
  });

  it('a failed turn is its caller’s failure; the next turn still runs', async () => {
    const turns = new KeyedTurns(60_000);
    const failed = turns.take('card', async () => {
      throw new Error('refused');
    });
    const next = turns.take('card', async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    expect(turns.busyKeys).toBe(0);
  });

  it('work whose turn comes after the patience is not done, and its caller hears the service is unavailable', async () => {
    const turns = new KeyedTurns(20);
    let release!: () => void;
    const first = turns.take('card', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    let lateRan = false;
    const late = turns.take('card', async () => {
      lateRan = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    release();
    await expect(first).resolves.toBe('first');
    const refusal = await late.then(() => undefined, (error: unknown) => error);
    expect(isUnavailable(refusal)).toBe(true);
    expect(lateRan).toBe(false);
    await expect(turns.take('card', async () => 'next')).resolves.toBe('next');
  });

  it('work that outlasts the patience is told so when it asks, before its lasting effect', async () => {
    const turns = new KeyedTurns(20);
    const effects: string[] = [];
    const slow = turns.take('card', async (stillWanted) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      stillWanted();
      effects.push('committed');
    });
    expect(isUnavailable(await slow.then(() => undefined, (error: unknown) => error))).toBe(true);
    expect(effects).toEqual([]);
  });
});
