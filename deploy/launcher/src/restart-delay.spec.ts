import { restartDelay } from './distributed';

describe('the supervisor restart backoff', () => {
  it('waits 1 s after a first crash, doubles while the process keeps crashing, and never waits more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(restartDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
