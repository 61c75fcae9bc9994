import { readdirSync, readFileSync } from 'node:fs';

/** CPU time used so far (user + system, in clock ticks) by each group of processes. */
export type CpuUse = Map<string, number>;

/** Linux reports process times in USER_HZ ticks, 100 per second on every architecture Node supports. */
const TICK_MS = 10;
/** The engines on this machine, by the process name /proc gives them; each engine counts all its processes. */
const ENGINES: Record<string, string> = { postgres: 'postgresql', 'nats-server': 'nats', 'redis-server': 'redis' };

/**
 * What each of `processes` (name → pid; replicas named `orders#0`, `orders#1` count as one group) and each engine
 * has used so far, read from /proc. Empty where there is no /proc: the figures are left out, not guessed.
 */
export function cpuUse(processes: Record<string, number | undefined>): CpuUse {
  const use: CpuUse = new Map();
  const add = (group: string, ticks: number) => use.set(group, (use.get(group) ?? 0) + ticks);
  const named = new Map(Object.entries(processes).flatMap(([name, pid]) => (pid === undefined ? [] : [[pid, name.replace(/#\d+$/, '')] as const])));
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return use;
  }
  for (const pid of pids) {
    const stat = readStat(pid);
    if (!stat) continue;
    const group = named.get(Number(pid)) ?? ENGINES[stat.name];
    if (group) add(group, stat.ticks);
  }
  return use;
}

/** CPU milliseconds per unit of work (a checkout, say) of each group between two readings, largest first, with their total. */
export function cpuMsPer(units: number, before: CpuUse, after: CpuUse): Record<string, number> | undefined {
  if (units === 0 || after.size === 0) return undefined;
  const perUnit = [...after].map(([group, ticks]) => [group, ((ticks - (before.get(group) ?? 0)) * TICK_MS) / units] as const).sort((a, b) => b[1] - a[1]);
  const total = perUnit.reduce((sum, [, ms]) => sum + ms, 0);
  return Object.fromEntries([...perUnit, ['total', total] as const].map(([group, ms]) => [group, Math.round(ms * 100) / 100]));
}

/** The whole machine's CPU: busy, idle, and stolen by the hypervisor for other guests (as ticks, or as percent). */
export interface HostCpu {
  busy: number;
  idle: number;
  steal: number;
}

/** The whole machine's CPU ticks so far, from /proc/stat's first line; undefined where there is none. */
export function hostTicks(): HostCpu | undefined {
  try {
    // user nice system idle iowait irq softirq steal …
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return undefined;
  }
}

/**
 * How the machine's CPU time went between two readings, in percent: busy (every process, the bench's own included),
 * idle, and stolen by the hypervisor for other guests (time this machine's virtual CPUs wanted and did not get).
 */
export function hostCpuPercent(before: HostCpu | undefined, after: HostCpu | undefined): HostCpu | undefined {
  if (!before || !after) return undefined;
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const steal = after.steal - before.steal;
  const all = busy + idle + steal;
  if (all <= 0) return undefined;
  const percent = (ticks: number) => Math.round((1000 * ticks) / all) / 10;
  return { busy: percent(busy), idle: percent(idle), steal: percent(steal) };
}

/** A process's name and its user + system ticks; undefined when it ended while being read. */
function readStat(pid: string): { name: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may itself contain spaces or parentheses: the fields follow its last ')'.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}
