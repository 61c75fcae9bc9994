import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveKey, loadKeyRing, loadMasterKeys } from './master-key';
import { maskSecret, openSecret, sealSecret } from './sealed';
import { newOtp, otpHash } from './tokens';

describe('secrets', () => {
  const key = randomBytes(32);

  it('round-trips a sealed secret and never shows the plain text', () => {
    const sealed = sealSecret(key, 'EAAAl-secret-token-1234');
    expect(sealed).not.toContain('secret-token');
    expect(openSecret(key, sealed)).toBe('EAAAl-secret-token-1234');
    expect(sealSecret(key, 'EAAAl-secret-token-1234')).not.toBe(sealed);
  });

  it('refuses a tampered value, another key or another context', () => {
    const sealed = sealSecret(key, '123456', 'ann@example.com');
    expect(openSecret(key, sealed, 'ann@example.com')).toBe('123456');
    expect(() => openSecret(key, sealed, 'eve@example.com')).toThrow();
    expect(() => openSecret(key, sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'ann@example.com')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('654321').toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'ann@example.com')).toThrow();
    expect(() => openSecret(key, '123456')).toThrow();
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('EAAAl-secret-1234')).toBe('••••••••1234');
    expect(maskSecret('')).toBe('');
  });

  it('makes six-digit codes and hashes them per subject', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newOtp()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(150);
    expect(otpHash(key, 'a@x.io', '123456')).not.toBe(otpHash(key, 'b@x.io', '123456'));
  });

  it('derives the same key per purpose from the same master key, and different keys per purpose', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gv-keys-'));
    try {
      const [local] = loadMasterKeys({ DATA_DIR: dataDir });
      expect(local).toHaveLength(32);
      expect(loadMasterKeys({ DATA_DIR: dataDir })).toEqual([local]);
      const [shared] = loadMasterKeys({ DATA_DIR: dataDir, SECRET_KEY: 'a-long-shared-secret-key' });
      expect(shared).not.toEqual(local);
      expect(deriveKey(shared, 'sealed-for-mail')).toEqual(deriveKey(Buffer.from('a-long-shared-secret-key'), 'sealed-for-mail'));
      expect(deriveKey(shared, 'sealed-for-mail')).not.toEqual(deriveKey(shared, 'otp'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads SECRET_KEY as a keyring: the first key seals, every listed key opens, a dropped key no longer does', () => {
    const oldKey = 'the-old-secret-key-of-at-least-32-chars';
    const newKey = 'the-new-secret-key-of-at-least-32-chars';
    const before = loadKeyRing({ DATA_DIR: '', SECRET_KEY: oldKey }, 'sealed-for-mail');
    const during = loadKeyRing({ DATA_DIR: '', SECRET_KEY: ` ${newKey}, ${oldKey} ` }, 'sealed-for-mail');
    const after = loadKeyRing({ DATA_DIR: '', SECRET_KEY: newKey }, 'sealed-for-mail');
    expect(during).toEqual([after[0], before[0]]);
    const sealedBefore = sealSecret(before[0], '123456', 'ann@example.com');
    expect(openSecret(during, sealedBefore, 'ann@example.com')).toBe('123456');
    expect(() => openSecret(after, sealedBefore, 'ann@example.com')).toThrow();
    expect(() => openSecret(during, sealedBefore, 'eve@example.com')).toThrow();
    expect(openSecret(after, sealSecret(during[0], '654321'))).toBe('654321');
  });
});
