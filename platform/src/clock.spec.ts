import { honourInjectedTime, now, parseInjectedTime } from './clock';
import { withRequestContext } from './logging';

describe('clock', () => {
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  afterEach(() => honourInjectedTime(false));

  /** The real time: read between the readings of the system clock before and after. */
  function expectRealTime(read: () => number): void {
    const before = Date.now();
    const reading = read();
    const after = Date.now();
    expect(reading).toBeGreaterThanOrEqual(before);
    expect(reading).toBeLessThanOrEqual(after);
  }

  it('reads the real time, even inside a request that carries another, unless the process is a demo run', () => {
    expectRealTime(() => withRequestContext({ requestId: 'r1', at: lastWeek }, () => now().getTime()));
  });

  it("in a demo run reads the request's time inside it, the real time outside", () => {
    honourInjectedTime(true);
    expect(withRequestContext({ requestId: 'r1', at: lastWeek }, () => now().toISOString())).toBe(lastWeek);
    expectRealTime(() => withRequestContext({ requestId: 'r2' }, () => now().getTime()));
    expectRealTime(() => now().getTime());
  });

  it('takes an X-Demo-Time header only as a past instant with its zone', () => {
    expect(parseInjectedTime(lastWeek)).toBe(lastWeek);
    expect(parseInjectedTime('2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    for (const refused of [new Date(Date.now() + 60_000).toISOString(), '2026-01-02', '2026-01-02T03:04:05', 'yesterday', '', undefined, ['2026-01-02T03:04:05Z']]) {
      expect(parseInjectedTime(refused)).toBeUndefined();
    }
  });
});
