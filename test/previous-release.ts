import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;

export interface BuiltRelease {
  /** Where it is unpacked and built: its launcher's scripts are in deploy/launcher/dist. */
  dir: string;
  version: string;
  commit: string;
}

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

/**
 * The release before this one: UPGRADE_FROM (any git revision), else the newest tag `v<version>` other than this
 * checkout's package.json version. Unpacked with `git archive`, installed with `npm ci` and built, once per commit
 * (kept under the temporary directory for the next run).
 */
export function builtPreviousRelease(): BuiltRelease {
  const current = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
  const revision = process.env.UPGRADE_FROM || git('tag', '--list', 'v*', '--sort=-v:refname').split('\n').find((tag) => tag && tag !== `v${current}`);
  if (!revision) throw new Error(`no previous release: tag it (git tag v<version> <commit>) or name a revision in UPGRADE_FROM`);
  const commit = git('rev-parse', `${revision}^{commit}`);
  const dir = join(tmpdir(), `gv-release-${commit.slice(0, 12)}`);
  const built = join(dir, '.built');
  if (!existsSync(built)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execSync(`git -C ${JSON.stringify(ROOT)} archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { stdio: 'inherit' });
    const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build:server'], { cwd: dir, env, stdio: 'inherit' });
    writeFileSync(built, commit);
  }
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string;
  return { dir, version, commit };
}
