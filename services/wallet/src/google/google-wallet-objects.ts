import type { googleBalance, GoogleObjectState } from '../domain/pass-content.js';

/** What changes on a gift card object when its card does (Google Wallet's GiftCardObject fields): its state, and its balance once a move set it. */
export type GiftCardObjectPatch = Partial<ReturnType<typeof googleBalance>> & { state: GoogleObjectState };

/** Updates the gift card objects holders saved to Google Wallet: its REST API, or files under DATA_DIR in the zero-install mode. */
export interface GoogleWalletObjects {
  /** PATCHes the object; false when Google has no such object (its holder never saved the card). */
  patchGiftCard(objectId: string, patch: GiftCardObjectPatch): Promise<boolean>;
}

export const GOOGLE_WALLET_OBJECTS = 'GOOGLE_WALLET_OBJECTS';

/** Where the recording adapter writes its patches, under DATA_DIR. */
export const GOOGLE_PATCH_DIR = 'wallet-updates/google-patches';
