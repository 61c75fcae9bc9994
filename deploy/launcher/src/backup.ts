import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig, platformEnvSchema, type PlatformConfig } from '@gv/platform';
import { SERVICE_NAMES } from '@gv/proto';
import { runningOn } from './running-marker.js';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`, in either mode:
 * - with DATABASE_URL (distributed): a pg_dump of the whole database (every service's schema, one snapshot, taken
 *   while the platform runs), restored with pg_restore into an empty database;
 * - without (all-in-one): an archive of DATA_DIR (default .data), taken and restored with the platform stopped.
 */
type Config = Pick<PlatformConfig, 'DATABASE_URL' | 'DATA_DIR'>;

/** Refused operations end the CLI with this sentence, not a stack trace. */
export class Refused extends Error {}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

function run(command: string, args: string[]): void {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: Buffer };
    throw new Refused(code === 'ENOENT' ? `${command} is not installed (Debian: apt-get install postgresql-client)` : `${command} failed: ${String(stderr ?? '').trim()}`);
  }
}

function stoppedAllInOne(dataDir: string): void {
  const pid = runningOn(dataDir);
  if (pid) throw new Refused(`npm start is running on ${dataDir} (process ${pid}): stop it first, the embedded database has one writer`);
}

/** Makes the backup; answers what it wrote and what it holds. */
export function backup(config: Config, file?: string): string {
  if (config.DATABASE_URL) {
    const target = resolve(file ?? `giftcard-vault-${stamp()}.dump`);
    run('pg_dump', ['--format=custom', `--file=${target}`, config.DATABASE_URL]);
    return [
      `Wrote ${target}: a pg_dump of every service's schema, one consistent snapshot.`,
      "It holds the services' data, their outboxes, inboxes, dead letters and deferred work (gifts to send later, cards to issue).",
      "It does not hold JetStream's stream nor Redis' queues: after a restore the outboxes publish what they had not yet published, and jobs are made again by the work they belong to (a payment still unsettled is reconciled; an email whose job was in Redis only is not sent again).",
      'Keep SECRET_KEY with it: without it the codes and credentials in it cannot be read.',
    ].join('\n');
  }
  const dataDir = resolve(config.DATA_DIR);
  if (!existsSync(dataDir)) throw new Refused(`${dataDir} does not exist: set DATA_DIR to the folder npm start uses (default .data)`);
  stoppedAllInOne(dataDir);
  const target = resolve(file ?? `giftcard-vault-${stamp()}.tar.gz`);
  run('tar', ['-czf', target, '--exclude=./all-in-one.pid', '-C', dataDir, '.']);
  return [
    `Wrote ${target}: all of ${dataDir}.`,
    'It holds the database with its event log and jobs (scheduled gifts, emails waiting), secret.key, mail, files and the Square emulator\'s payments: a restore resumes them where they were.',
    'It holds secret.key: keep it as private as the data.',
  ].join('\n');
}

/** Restores `file`; answers what it did and what to check. */
export async function restore(config: Config, file: string | undefined): Promise<string> {
  if (!file || !existsSync(file)) throw new Refused(`name the backup to restore: npm run restore -- FILE${file ? ` (${file} does not exist)` : ''}`);
  const source = resolve(file);
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ schema_name: string }>('select schema_name from information_schema.schemata where schema_name = any($1)', [[...SERVICE_NAMES]]);
      if (rows.length) throw new Refused(`the database of DATABASE_URL already holds ${rows.map((row) => row.schema_name).join(', ')}: restore into a new, empty database (createdb) and point DATABASE_URL at it`);
    } finally {
      await client.end();
    }
    run('pg_restore', ['--no-owner', `--dbname=${config.DATABASE_URL}`, source]);
    return [
      `Restored ${source} into the database of DATABASE_URL.`,
      'Start the platform on it with the same SECRET_KEY. JetStream\'s stream and Redis are not restored: the outboxes publish again what they had not published, the payment reconciliation settles what was still waiting for Square.',
      'Then run npm run audit-ledger (again a minute later, once paid orders are issued).',
    ].join('\n');
  }
  const dataDir = resolve(config.DATA_DIR);
  stoppedAllInOne(dataDir);
  let keptAside = '';
  if (existsSync(dataDir) && readdirSync(dataDir).length) {
    keptAside = `${dataDir}.before-restore-${stamp()}`;
    renameSync(dataDir, keptAside);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  run('tar', ['-xzf', source, '-C', dataDir]);
  return [
    `Restored ${source} into ${dataDir}.${keptAside ? ` What was there is kept in ${keptAside}.` : ''}`,
    'Jobs and events resume from the archive: gifts and emails waiting when it was made are sent once the platform runs.',
    'Check it with npm run audit-ledger, then npm start.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig(platformEnvSchema);
  try {
    const said = command === 'restore' ? await restore(config, file) : backup(config, file);
    process.stdout.write(`${said}\n`);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    process.stderr.write(`${command}: ${error.message}\n`);
    process.exit(1);
  }
}
