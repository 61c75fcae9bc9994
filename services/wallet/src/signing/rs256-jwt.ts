import { sign, type KeyObject } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url');

/**
 * A compact JWT of `claims`, issued now, signed RS256 (RSASSA-PKCS1-v1_5 with SHA-256, RFC 7518) by node's crypto at
 * once: WebCrypto's sign, as JWT libraries call it, queues a job and copies the key for each signature, about a
 * quarter more CPU for every save link.
 */
export function signRs256Jwt(claims: Record<string, unknown>, privateKey: KeyObject): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000) })).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
}
