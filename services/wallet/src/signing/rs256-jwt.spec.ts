import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { signRs256Jwt } from './rs256-jwt';

describe('an RS256 JWT signed by node crypto', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('verifies under the key as a JWT library reads it, with its claims and the time it was issued', async () => {
    const jwt = signRs256Jwt({ iss: 'wallet@example.iam.gserviceaccount.com', aud: 'google', payload: { name: 'Café ☕' } }, privateKey);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, publicKey, { algorithms: ['RS256'], issuer: 'wallet@example.iam.gserviceaccount.com', audience: 'google' });
    expect(payload).toMatchObject({ payload: { name: 'Café ☕' } });
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('does not verify once its claims are changed, nor under another key', async () => {
    const [header, , signature] = signRs256Jwt({ aud: 'google', amount: 10 }, privateKey).split('.');
    const changed = Buffer.from(JSON.stringify({ aud: 'google', amount: 1000, iat: 1 })).toString('base64url');
    await expect(jwtVerify(`${header}.${changed}.${signature}`, publicKey, { algorithms: ['RS256'] })).rejects.toThrow(/signature verification failed/);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(signRs256Jwt({ aud: 'google' }, privateKey), other, { algorithms: ['RS256'] })).rejects.toThrow(/signature verification failed/);
  });
});
