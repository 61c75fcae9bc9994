import { signRs256Jwt } from '../signing/rs256-jwt.js';
import type { GoogleCredentials } from '../signing/wallet-credentials.js';
import type { GiftCardObjectPatch, GoogleWalletObjects } from './google-wallet-objects.js';

export interface GoogleEndpoints {
  /** Google's OAuth token endpoint, the audience of the service account's assertion. */
  tokenUrl: string;
  /** The Wallet API's base. */
  apiUrl: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = { tokenUrl: 'https://oauth2.googleapis.com/token', apiUrl: 'https://walletobjects.googleapis.com/walletobjects/v1' };
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** A token is asked for again this long before Google says it expires. */
const EARLY_MS = 60_000;
/** How long Google has to answer a call, well within the pass updater's lease on a card: no answer fails it, to be tried again. */
export const GOOGLE_ANSWER_MS = 20_000;

/**
 * The Google Wallet REST API as the service account: an RS256 assertion signed with its key (as the save links are)
 * is exchanged for an OAuth access token (RFC 7523), kept until shortly before it expires.
 */
export class GoogleWalletRest implements GoogleWalletObjects {
  private token?: Promise<{ value: string; expiresAt: number }>;

  constructor(
    private readonly credentials: GoogleCredentials,
    private readonly endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
    private readonly answerMs = GOOGLE_ANSWER_MS,
  ) {}

  async patchGiftCard(objectId: string, patch: GiftCardObjectPatch): Promise<boolean> {
    const response = await fetch(`${this.endpoints.apiUrl}/giftCardObject/${encodeURIComponent(objectId)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(patch),
      signal: AbortSignal.timeout(this.answerMs),
    });
    if (response.status === 404) return false;
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw new Error(`Google Wallet refused the update of ${objectId}: ${response.status} ${await response.text()}`);
    return true;
  }

  private async accessToken(): Promise<string> {
    const current = await this.token?.catch(() => undefined);
    if (current && current.expiresAt > Date.now()) return current.value;
    this.token = this.fetchToken();
    return (await this.token).value;
  }

  private async fetchToken(): Promise<{ value: string; expiresAt: number }> {
    const { serviceAccountEmail, privateKey } = this.credentials;
    const assertion = signRs256Jwt({ iss: serviceAccountEmail, aud: this.endpoints.tokenUrl, scope: SCOPE, exp: Math.floor(Date.now() / 1000) + 3600 }, privateKey);
    const response = await fetch(this.endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(this.answerMs),
    });
    if (!response.ok) throw new Error(`Google refused the service account's token request: ${response.status} ${await response.text()}`);
    const { access_token: value, expires_in: expiresIn } = (await response.json()) as { access_token: string; expires_in: number };
    return { value, expiresAt: Date.now() + expiresIn * 1000 - EARLY_MS };
  }
}
