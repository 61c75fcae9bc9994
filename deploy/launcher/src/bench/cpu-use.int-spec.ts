import { cpuMsPer, cpuUse } from './cpu-use.js';

const onLinux = process.platform === 'linux' ? it : it.skip;

describe('cpu use per process group', () => {
  onLinux('counts the CPU a named process spends, and the engines by their process names', () => {
    const before = cpuUse({ 'orders#0': process.pid });
    const until = performance.now() + 300;
    let spins = 0;
    while (performance.now() < until) spins++;
    const after = cpuUse({ 'orders#0': process.pid });
    expect(spins).toBeGreaterThan(0);
    // 300 ms of wall time spinning: at least a third of it is CPU time even on a busy host.
    expect(after.get('orders')! - before.get('orders')!).toBeGreaterThanOrEqual(10);
    expect([...after.keys()]).toEqual(expect.arrayContaining(['orders', 'postgresql']));
  });

  it('divides each group by the units of work, largest first, with their total', () => {
    const before = new Map([['orders', 100], ['postgresql', 50]]);
    const after = new Map([['orders', 130], ['postgresql', 110], ['redis', 5]]);
    const perUnit = cpuMsPer(10, before, after);
    expect(perUnit).toEqual({ postgresql: 60, orders: 30, redis: 5, total: 95 });
    expect(Object.keys(perUnit!)).toEqual(['postgresql', 'orders', 'redis', 'total']);
  });

  it('gives nothing without work done or without readings', () => {
    expect(cpuMsPer(0, new Map(), new Map([['orders', 1]]))).toBeUndefined();
    expect(cpuMsPer(5, new Map(), new Map())).toBeUndefined();
  });
});
