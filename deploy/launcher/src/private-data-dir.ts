import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the ledger (PGlite's files), the key file, mail with card codes and the emulator's payments: folders
 * 0700 and files 0600, so no other local user reads or rewrites them. What is there already is set so now (earlier
 * versions left PGlite's files 0666); what this process writes from now on is created so by its umask.
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true });
  restrictDataDir(dataDir);
}

/** Sets every folder under `path` (and itself) to 0700 and every file to 0600. */
export function restrictDataDir(path: string): void {
  const stat = lstatSync(path);
  // Another user's file (a volume's lost+found) cannot be changed, and was not written by the platform.
  if (stat.isSymbolicLink() || stat.uid !== process.getuid?.()) return;
  const mode = stat.isDirectory() ? 0o700 : 0o600;
  if ((stat.mode & 0o777) !== mode) chmodSync(path, mode);
  if (stat.isDirectory()) for (const name of readdirSync(path)) restrictDataDir(join(path, name));
}
