import { SignJWT } from 'jose';
import type { GoogleCredentials } from '../signing/wallet-credentials.js';

/**
 * An "Add to Google Wallet" link: the pass class and object travel inside a JWT signed (RS256) with the service
 * account's key, so Google creates them when the holder saves; no call to Google's API is needed.
 * `origin` is the site the link is shown on (Google checks it for its web button).
 */
export async function googleSaveUrl(credentials: GoogleCredentials, payload: object, origin: string): Promise<string> {
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [origin], payload })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(credentials.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(credentials.privateKey);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
