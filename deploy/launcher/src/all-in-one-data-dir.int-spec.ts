import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buyGiftCard, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { startAllInOne, type AllInOne } from './all-in-one';

/** Every file and folder under `dir` whose permissions are not `0700` (folders) or `0600` (files), with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${relative(dir, path) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describe("all-in-one DATA_DIR: readable and writable by the platform's own user only", () => {
  const parent = mkdtempSync(join(tmpdir(), 'gv-data-dir-'));
  const dataDir = join(parent, 'data');
  const umask = process.umask();
  let app: AllInOne;

  beforeAll(async () => {
    // A DATA_DIR left open by an earlier version: a world-readable folder and mail file.
    mkdirSync(join(dataDir, 'mail'), { recursive: true });
    writeFileSync(join(dataDir, 'mail', 'old.eml'), 'To: someone@example.com\nSubject: old\n\nHello\n');
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'mail'), 0o777);
    chmodSync(join(dataDir, 'mail', 'old.eml'), 0o666);
    app = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('makes what was there private at start, and keeps what is written since private (the ledger, the emulator, mail)', async () => {
    const platform = { url: app.url, dataDir };
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Private Pantry');
    const card = await createGiftCard(api);
    expect(card.status).toBe(201);
    await buyGiftCard(app.url, { businessSlug, giftCardId: card.body.giftCard._id });

    expect(lstatSync(join(dataDir, 'square-emulator.jsonl')).size).toBeGreaterThan(0);
    expect(lstatSync(join(dataDir, 'pgdata', 'pg_xact')).isDirectory()).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
