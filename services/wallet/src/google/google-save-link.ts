import { signRs256Jwt } from '../signing/rs256-jwt.js';
import type { GoogleCredentials } from '../signing/wallet-credentials.js';

/**
 * An "Add to Google Wallet" link: the pass class and object travel inside a JWT signed (RS256) with the service
 * account's key, so Google creates them when the holder saves; no call to Google's API is needed.
 * `origin` is the site the link is shown on (Google checks it for its web button).
 */
export function googleSaveUrl(credentials: GoogleCredentials, payload: object, origin: string): string {
  const jwt = signRs256Jwt({ iss: credentials.serviceAccountEmail, aud: 'google', typ: 'savetowallet', origins: [origin], payload }, credentials.privateKey);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
