import { spawnSync } from 'node:child_process';
import { launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

/** Runs a built entry point with SECRET_KEY set to `secretKey` (or unset) and returns how it ended. */
function start(script: string, args: string[], secretKey: string | undefined) {
  const env = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent/gv-secret-key-test' };
  delete env.SECRET_KEY;
  if (secretKey !== undefined) env.SECRET_KEY = secretKey;
  const result = spawnSync(process.execPath, [`${launcherDist}${script}`, ...args], { env, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stderr: result.stderr };
}

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

describe('distributed mode refuses a weak SECRET_KEY with one clear message', () => {
  it.each([
    { who: 'the supervisor', script: 'distributed.js', args: [], secretKey: undefined, weakness: 'missing' },
    { who: 'a service process', script: 'service-process.js', args: ['identity'], secretKey: 'change-me-to-a-long-random-secret', weakness: 'the example value' },
    { who: 'the gateway process', script: 'gateway-process.js', args: [], secretKey: 'only-24-characters-long!', weakness: 'too short' },
  ])('$who stops before starting anything when SECRET_KEY is $weakness', ({ script, args, secretKey }) => {
    const { status, stderr } = start(script, args, secretKey);
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Invalid configuration:\n  SECRET_KEY: required in distributed mode: the same random string of at least 32 characters for every process, not an example value (make one with `openssl rand -base64 48`)\n',
    );
  });
});
