import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The release this process runs: package.json's version and the git commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

/**
 * The version is the root package.json's (beside every workspace in a checkout and in the image). The commit is
 * GIT_COMMIT (the image's build argument), else the checkout's HEAD, else "unknown".
 */
function readBuildInfo(): BuildInfo {
  const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return { version: version ?? 'unknown', commit: process.env.GIT_COMMIT || headCommit() };
}

function headCommit(): string {
  try {
    const cwd = new URL('../../../', import.meta.url).pathname;
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

export const buildInfo: BuildInfo = readBuildInfo();
