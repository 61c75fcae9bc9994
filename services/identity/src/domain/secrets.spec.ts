import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, maskSecret, newOtp, otpHash } from './secrets';

describe('secrets', () => {
  const key = randomBytes(32);

  it('round-trips an encrypted secret and never stores the plain text', () => {
    const sealed = encryptSecret(key, 'EAAAl-secret-token-1234');
    expect(sealed).not.toContain('secret-token');
    expect(decryptSecret(key, sealed)).toBe('EAAAl-secret-token-1234');
  });

  it('refuses a tampered or wrongly keyed secret', () => {
    const sealed = encryptSecret(key, 'token');
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('EAAAl-secret-1234')).toBe('••••••••1234');
    expect(maskSecret('')).toBe('');
  });

  it('makes six-digit codes and hashes them per email', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newOtp()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(150);
    expect(otpHash(key, 'a@x.io', '123456')).not.toBe(otpHash(key, 'b@x.io', '123456'));
  });
});
