import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { launcherDist } from '../../../test/platform-processes';
import { startAllInOne } from './all-in-one';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/** `npm run backup` and `npm run restore` on an all-in-one DATA_DIR (no DATABASE_URL): an archive, taken and restored stopped. */
describe('npm run backup and npm run restore (all-in-one)', () => {
  const root = mkdtempSync(join(tmpdir(), 'gv-backup-cli-'));
  const dataDir = join(root, 'data');
  const archive = join(root, 'backup.tar.gz');
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  delete env.DATABASE_URL;
  const cli = (...args: string[]) => spawnSync(process.execPath, [join(launcherDist, 'backup.js'), ...args], { env, cwd: root, encoding: 'utf8', timeout: 60_000 });
  const start = () => startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  let businessSlug: string;

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('archives the stopped DATA_DIR, and says what it holds', async () => {
    const app = await start();
    try {
      const admin = await createSignedInAdmin({ url: app.url, dataDir }, 'Backup Bakery');
      businessSlug = admin.businessSlug;
      expect((await createGiftCard(admin.api, { giftCardName: 'Bread for a year' })).status).toBe(201);
    } finally {
      await app.close();
    }
    const made = cli('backup', archive);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Wrote ${archive}: all of ${dataDir}.`);
    expect(made.stdout).toMatch(/jobs \(scheduled gifts, emails waiting\)/);
  }, 120_000);

  it('refuses while npm start runs on DATA_DIR, in a sentence', () => {
    writeFileSync(join(dataDir, 'all-in-one.pid'), `${process.pid}\n`);
    try {
      for (const args of [['backup', join(root, 'other.tar.gz')], ['restore', archive]]) {
        const refused = cli(...args);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toBe(`${args[0]}: npm start is running on ${dataDir} (process ${process.pid}): stop it first, the embedded database has one writer\n`);
      }
      expect(existsSync(join(root, 'other.tar.gz'))).toBe(false);
    } finally {
      rmSync(join(dataDir, 'all-in-one.pid'));
    }
  });

  it('restores the archive over a lost DATA_DIR: the business and its card are back', async () => {
    const before = readFileSync(join(dataDir, 'secret.key'), 'utf8');
    rmSync(dataDir, { recursive: true });
    const restored = cli('restore', archive);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`Restored ${archive} into ${dataDir}.`);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe(before);
    const app = await start();
    try {
      const list = await new ApiClient(app.url).get(`/api/v1/public/giftcards?businessSlug=${businessSlug}`);
      expect(list.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Bread for a year']);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('keeps what was in DATA_DIR aside when restoring over it', () => {
    const restored = cli('restore', archive);
    expect(restored.status).toBe(0);
    const aside = /What was there is kept in (\S+)\./.exec(restored.stdout)?.[1];
    expect(aside && existsSync(join(aside, 'secret.key'))).toBe(true);
  });
});
