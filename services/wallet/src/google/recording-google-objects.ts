import { recordFile } from '../updates/record-file.js';
import type { GiftCardObjectPatch, GoogleWalletObjects } from './google-wallet-objects.js';

/** The zero-install adapter: records each patch as a file (`{objectId, patch}`) instead of calling Google. */
export class RecordingGoogleObjects implements GoogleWalletObjects {
  constructor(private readonly dir: string) {}

  patchGiftCard(objectId: string, patch: GiftCardObjectPatch): Promise<boolean> {
    recordFile(this.dir, { objectId, patch });
    return Promise.resolve(true);
  }
}
