import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { warmIntlOffMainThread } from './intl-warmup';

/** The workers the page started, answered by the test. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    FakeWorker.started.push(this);
  }
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  FakeWorker.started = [];
  Object.assign(globalThis, { Worker: FakeWorker });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'Worker');
});

test('the app waits for the worker that builds the locale lists, and goes on once it says it is done', async () => {
  const warmed = warmIntlOffMainThread(500);
  expect(FakeWorker.started.map((worker) => worker.url.pathname)).toEqual([expect.stringMatching(/intl-warmup\.worker\.ts$/)]);
  expect(await settled(warmed)).toBe(false);
  FakeWorker.started[0].onmessage?.();
  expect(await settled(warmed)).toBe(true);
});

test('a worker that fails to start holds nothing back', async () => {
  const warmed = warmIntlOffMainThread(500);
  FakeWorker.started[0].onerror?.();
  expect(await settled(warmed)).toBe(true);
});

test('a worker that never answers holds the app back no longer than the patience', async () => {
  const warmed = warmIntlOffMainThread(500);
  jest.advanceTimersByTime(499);
  expect(await settled(warmed)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(warmed)).toBe(true);
});

test('without workers the app starts at once', async () => {
  Reflect.deleteProperty(globalThis, 'Worker');
  expect(await settled(warmIntlOffMainThread(500))).toBe(true);
});
