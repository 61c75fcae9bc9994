import { cpuMsPer, cpuUse, hostCpuPercent, hostTicks } from './cpu-use.js';

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

describe('host cpu shares', () => {
  it('splits the ticks between two readings into busy, idle and stolen percent', () => {
    const shares = hostCpuPercent({ busy: 1000, idle: 500, steal: 0 }, { busy: 1150, idle: 540, steal: 10 });
    expect(shares).toEqual({ busy: 75, idle: 20, steal: 5 });
  });

  onLinux('reads the machine’s ticks, which only grow', () => {
    const before = hostTicks()!;
    const until = performance.now() + 50;
    while (performance.now() < until);
    const after = hostTicks()!;
    expect(after.busy + after.idle + after.steal).toBeGreaterThan(before.busy + before.idle + before.steal);
    expect(hostCpuPercent(before, after)).toEqual(expect.objectContaining({ busy: expect.any(Number), idle: expect.any(Number), steal: expect.any(Number) }));
  });

  it('gives nothing without two readings', () => {
    expect(hostCpuPercent(undefined, { busy: 1, idle: 1, steal: 0 })).toBeUndefined();
  });
});
