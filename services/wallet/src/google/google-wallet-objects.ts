import type { googleBalance } from '../domain/pass-content.js';

/** What changes on a gift card object when its balance does (Google Wallet's GiftCardObject fields). */
export type GiftCardObjectPatch = ReturnType<typeof googleBalance>;

/** Updates the gift card objects holders saved to Google Wallet: its REST API, or files under DATA_DIR in the zero-install mode. */
export interface GoogleWalletObjects {
  /** PATCHes the object; false when Google has no such object (its holder never saved the card). */
  patchGiftCard(objectId: string, patch: GiftCardObjectPatch): Promise<boolean>;
}

export const GOOGLE_WALLET_OBJECTS = 'GOOGLE_WALLET_OBJECTS';

/** Where the recording adapter writes its patches, under DATA_DIR. */
export const GOOGLE_PATCH_DIR = 'wallet-updates/google-patches';
