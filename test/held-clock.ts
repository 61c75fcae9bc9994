import { jest } from '@jest/globals';

/**
 * The clock (Date) is the test's from here on, moved with jest.setSystemTime, while timers, the event loop and
 * performance run as they do: the code under test still works, but no time passes for it unless the test says
 * (`running`: time passes as it really does, from wherever the test sets the clock).
 * jest.useRealTimers() gives the clock back.
 */
export function holdTheClock({ running = false } = {}): void {
  jest.useFakeTimers({
    advanceTimers: running,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
