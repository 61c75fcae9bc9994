import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMasterKeys } from './master-key';

describe('master keys', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-master-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("take all-in-one's key file as a `file:` entry of SECRET_KEY, so its key can be rotated", () => {
    const [fileKey] = loadMasterKeys({ DATA_DIR: dataDir });
    const ring = loadMasterKeys({ DATA_DIR: dataDir, SECRET_KEY: `a-brand-new-secret-key-of-48-characters-0123456,file:${join(dataDir, 'secret.key')}` });
    expect(ring).toHaveLength(2);
    expect(ring[0].toString()).toBe('a-brand-new-secret-key-of-48-characters-0123456');
    expect(ring[1].equals(fileKey)).toBe(true);
  });

  it('name a `file:` entry that cannot be read, or holds no key, in a sentence', () => {
    expect(() => loadMasterKeys({ DATA_DIR: dataDir, SECRET_KEY: `new-secret-key-0123456789,file:${join(dataDir, 'missing.key')}` })).toThrow(
      `SECRET_KEY lists file:${join(dataDir, 'missing.key')}, which cannot be read (ENOENT)`,
    );
    writeFileSync(join(dataDir, 'text.key'), 'not a key');
    expect(() => loadMasterKeys({ DATA_DIR: dataDir, SECRET_KEY: `new-secret-key-0123456789,file:${join(dataDir, 'text.key')}` })).toThrow(/does not hold a key/);
  });
});
