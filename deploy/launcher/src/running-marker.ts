import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR/all-in-one.pid: which process runs the all-in-one on this DATA_DIR, for the CLIs that need it stopped. */
const markerOf = (dataDir: string) => join(dataDir, 'all-in-one.pid');

/** Marks DATA_DIR as in use by this process until it exits. */
export function markRunning(dataDir: string): void {
  writeFileSync(markerOf(dataDir), `${process.pid}\n`, { mode: 0o600 });
  process.once('exit', () => rmSync(markerOf(dataDir), { force: true }));
}

/** The process id of an all-in-one still running on DATA_DIR (a marker left by a killed one is ignored). */
export function runningOn(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(markerOf(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
