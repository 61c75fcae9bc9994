/**
 * Tells Apple Wallet devices that a pass changed, through APNs (or files under DATA_DIR in the zero-install mode).
 * The push is empty: the device then asks the web service which of its passes changed, and fetches them.
 */
export interface ApplePush {
  /** Pushes to each token under the pass type's topic; answers the tokens APNs says are no longer valid. */
  notify(passTypeIdentifier: string, pushTokens: string[]): Promise<string[]>;
}

export const APPLE_PUSH = 'APPLE_PUSH';

/** Where the file adapter writes its pushes, under DATA_DIR. */
export const APPLE_PUSH_DIR = 'wallet-updates/apple-pushes';
