import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMasterKeys } from '@gv/platform';
import { launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

const NEW_KEY = 'the-new-secret-key-of-the-all-in-one-0123456789';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/** `npm run rotate-secrets` on an all-in-one DATA_DIR (PGlite, its key in DATA_DIR/secret.key). */
describe('rotate-secrets on all-in-one', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-rotate-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  delete env.DATABASE_URL;
  delete env.SECRET_KEY;
  const rotate = (secretKey?: string) =>
    spawnSync(process.execPath, [join(launcherDist, 'rotate-secrets.js')], { env: { ...env, ...(secretKey ? { SECRET_KEY: secretKey } : {}) }, encoding: 'utf8', timeout: 120_000 });

  // The key file an earlier `npm start` made.
  beforeAll(() => void loadMasterKeys({ DATA_DIR: dataDir }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("rotates from the key file to a new key listed before it as file:DATA_DIR/secret.key", () => {
    const rotated = rotate(`${NEW_KEY},file:${join(dataDir, 'secret.key')}`);
    expect(rotated.stderr).toBe('');
    expect(rotated.status).toBe(0);
    expect(rotated.stdout).toMatch(/^Stored under the first key of SECRET_KEY: /);
  }, 120_000);

  it('answers a missing SECRET_KEY, or a key file it cannot read, with a sentence and no stack trace', () => {
    const unset = rotate();
    expect(unset.status).toBe(1);
    expect(unset.stderr).toBe(`rotate-secrets: SECRET_KEY is not set: list the new key first and the current one after it, e.g. SECRET_KEY="$(openssl rand -base64 48),file:${join(dataDir, 'secret.key')}" npm run rotate-secrets\n`);
    const missing = rotate(`${NEW_KEY},file:${join(dataDir, 'nothing.key')}`);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^rotate-secrets: SECRET_KEY lists file:\S+nothing\.key, which cannot be read \(ENOENT\)\. Nothing more was changed; rotate-secrets can run again\.\n$/);
  }, 120_000);
});
