import { jest } from '@jest/globals';

/**
 * The clock (Date) is the test's from here on, moved with jest.setSystemTime, while timers, the event loop and
 * performance run as they do: the code under test still works, but no time passes for it unless the test says.
 * jest.useRealTimers() gives the clock back.
 */
export function holdTheClock(): void {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
