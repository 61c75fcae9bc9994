import { join } from 'node:path';
import type { PlatformConfig } from '@gv/platform';
import { APPLE_PUSH_DIR, type ApplePush } from '../apple/apple-push.js';
import { ApnsPush } from '../apple/apns-push.js';
import { FileApplePush } from '../apple/file-apple-push.js';
import { GOOGLE_PATCH_DIR, type GoogleWalletObjects } from '../google/google-wallet-objects.js';
import { GoogleWalletRest } from '../google/google-wallet-rest.js';
import { RecordingGoogleObjects } from '../google/recording-google-objects.js';
import type { WalletCredentials } from '../signing/wallet-credentials.js';

/** Apple's push service for passes signed with configured keys; files under DATA_DIR for test passes, which no device can add. */
export function applePushFor({ apple }: WalletCredentials, config: PlatformConfig): ApplePush {
  return apple.testKeys
    ? new FileApplePush(join(config.DATA_DIR, APPLE_PUSH_DIR))
    : new ApnsPush({ cert: apple.signerCert, key: apple.signerKey, passphrase: apple.signerKeyPassphrase });
}

/** Google's Wallet API for the configured service account; a recording under DATA_DIR for test links, which Google refuses. */
export function googleObjectsFor({ google }: WalletCredentials, config: PlatformConfig): GoogleWalletObjects {
  return google.testKeys ? new RecordingGoogleObjects(join(config.DATA_DIR, GOOGLE_PATCH_DIR)) : new GoogleWalletRest(google);
}
