import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new embedded database runs PostgreSQL's initdb, which takes from 10 s to over a minute on a busy 2-core host; a copy
 * of a folder where initdb already ran opens in a few seconds. Tests that start the embedded engine on a new DATA_DIR
 * start it from that copy. The folder is made once per PGlite release and shared by every test run on the machine.
 */
const pglitePackage = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const pgliteVersion: string = JSON.parse(readFileSync(pglitePackage, 'utf8')).version;
const initializedFolder = join(tmpdir(), `gv-pglite-initdb-${pgliteVersion}`);

async function initializedDatabase(): Promise<string> {
  if (existsSync(initializedFolder)) return initializedFolder;
  const workDir = mkdtempSync(`${initializedFolder}-making-`);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(join(workDir, 'pgdata'));
  await client.waitReady;
  await client.close();
  try {
    renameSync(join(workDir, 'pgdata'), initializedFolder);
  } catch (error) {
    // Another test worker made it first: theirs is as good.
    if (!existsSync(initializedFolder)) throw error;
  }
  rmSync(workDir, { recursive: true, force: true });
  return initializedFolder;
}

/** Puts an initialized embedded database where the platform opens it (DATA_DIR/pgdata), unless one is there. */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (!existsSync(target)) cpSync(await initializedDatabase(), target, { recursive: true });
}
