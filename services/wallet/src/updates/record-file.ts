import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let counter = 0;

/**
 * Writes what a zero-install adapter would have sent as one JSON file, named so a listing sorts by time
 * (<time>-<pid>-<n>.json), readable by the platform's user only. Complete under its final name: written aside, then renamed.
 */
export function recordFile(dir: string, record: object): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${Date.now()}-${process.pid}-${counter++}.json`);
  writeFileSync(`${path}.tmp`, JSON.stringify({ ...record, recordedAt: new Date().toISOString() }), { mode: 0o600 });
  renameSync(`${path}.tmp`, path);
}
