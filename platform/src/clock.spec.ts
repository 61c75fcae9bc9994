import { honourInjectedTime, now, parseInjectedTime } from './clock';
import { withRequestContext } from './logging';

describe('clock', () => {
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  afterEach(() => honourInjectedTime(false));

  it('reads the real time, even inside a request that carries another, unless the process is a demo run', () => {
    const reading = withRequestContext({ requestId: 'r1', at: lastWeek }, () => now().getTime());
    expect(Math.abs(reading - Date.now())).toBeLessThan(1000);
  });

  it("in a demo run reads the request's time inside it, the real time outside", () => {
    honourInjectedTime(true);
    expect(withRequestContext({ requestId: 'r1', at: lastWeek }, () => now().toISOString())).toBe(lastWeek);
    expect(withRequestContext({ requestId: 'r2' }, () => Math.abs(now().getTime() - Date.now()))).toBeLessThan(1000);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('takes an X-Demo-Time header only as a past instant with its zone', () => {
    expect(parseInjectedTime(lastWeek)).toBe(lastWeek);
    expect(parseInjectedTime('2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    for (const refused of [new Date(Date.now() + 60_000).toISOString(), '2026-01-02', '2026-01-02T03:04:05', 'yesterday', '', undefined, ['2026-01-02T03:04:05Z']]) {
      expect(parseInjectedTime(refused)).toBeUndefined();
    }
  });
});
