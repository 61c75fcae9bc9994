import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/**
 * How quick this host is now, printed before each part of the bench: its speed swings by up to twice from one hour to
 * the next, and every figure with it. Three probes, because hosts differ in three ways: the additions time the
 * processor alone; the system calls time entering the kernel, which the platform's processes do for every message on a
 * loopback socket and every PostgreSQL statement. A kernel that isolates page tables (`pti=on`, the Meltdown
 * mitigation) makes each entry dearer, which the additions do not show. The memory reads time reaching memory outside
 * the caches, as every process's heap and PostgreSQL's buffers do: a virtual machine whose memory is mapped in small
 * pages makes each such read several times dearer, which neither other probe shows (docs/benchmarks.md).
 */
export interface HostProbe {
  /** 300 million additions in one thread. */
  additionsMs: number;
  /** 300,000 one-byte reads of /dev/null, each a system call. */
  systemCallsMs: number;
  /** 5 million reads at random places of 64 MB, each place chosen by the value read before, so the processor cannot overlap them. */
  memoryReadsMs: number;
  /** The kernel's Meltdown line (`Mitigation: PTI`, `Not affected`), where Linux reports it. */
  meltdown: string | null;
}

function additionsMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 300_000_000; i++) sum += i;
  // The sum is used, so the loop cannot be optimized away.
  if (sum <= 0) throw new Error('the probe loop did not run');
  return Math.round(performance.now() - started);
}

function systemCallsMs(): number {
  const fd = openSync('/dev/null', 'r');
  const byte = Buffer.alloc(1);
  const started = performance.now();
  for (let i = 0; i < 300_000; i++) readSync(fd, byte, 0, 1, null);
  const elapsed = performance.now() - started;
  closeSync(fd);
  return Math.round(elapsed);
}

const MEMORY_WORDS = 1 << 24;

function memoryReadsMs(): number {
  const words = new Int32Array(MEMORY_WORDS).fill(1);
  const started = performance.now();
  let at = 0;
  for (let i = 0; i < 5_000_000; i++) at = (Math.imul(at, 1_103_515_245) + 12_345 + words[at]) & (MEMORY_WORDS - 1);
  const elapsed = performance.now() - started;
  if (at < 0) throw new Error('the probe loop did not run');
  return Math.round(elapsed);
}

function meltdown(): string | null {
  try {
    return readFileSync('/sys/devices/system/cpu/vulnerabilities/meltdown', 'utf8').trim();
  } catch {
    return null;
  }
}

export function hostProbe(): HostProbe {
  return { additionsMs: additionsMs(), systemCallsMs: systemCallsMs(), memoryReadsMs: memoryReadsMs(), meltdown: meltdown() };
}
