import { describe, expect, it } from '@jest/globals';
import { createAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import { onLatest, onLeading, watchAll } from './saga-watch';

const asked = createAction<number>('thing/asked');

/** Runs the watchers, sends `asked` with each number at once, and returns which workers finished, in order. */
async function finished(watch: typeof onLatest, numbers: number[]) {
  const done: number[] = [];
  const channel = stdChannel();
  const task = runSaga(
    { channel },
    watchAll(
      watch(asked, function* work({ payload }) {
        yield delay(10);
        done.push(payload);
      }),
    ),
  );
  for (const n of numbers) channel.put(asked(n));
  await new Promise((resolve) => setTimeout(resolve, 50));
  task.cancel();
  return done;
}

describe('saga watchers', () => {
  it('onLatest: a newer action cancels the work still running', async () => {
    expect(await finished(onLatest, [1, 2, 3])).toEqual([3]);
  });

  it('onLeading: actions that come while the work runs are dropped', async () => {
    expect(await finished(onLeading, [1, 2, 3])).toEqual([1]);
  });

  it('watchAll runs every watcher, each on its own action', async () => {
    const seen: string[] = [];
    const other = createAction('thing/other');
    const channel = stdChannel();
    const task = runSaga(
      { channel },
      watchAll(
        onLatest(asked, function* first() {
          yield call(() => seen.push('asked'));
        }),
        onLatest(other, function* second() {
          yield call(() => seen.push('other'));
        }),
      ),
    );
    channel.put(other());
    channel.put(asked(1));
    task.cancel();
    expect(seen).toEqual(['other', 'asked']);
  });
});
