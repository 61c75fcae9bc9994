import { Inject, Injectable } from '@nestjs/common';
import { BLOBS, LOGGER, RPC, type BlobStore, type Logger, type MailAttachment, type RpcClient } from '@gv/platform';
import { CatalogRpc, type RedemptionWindow } from '@gv/proto';
import { InlineImages } from '../emails/inline-images.js';

/** What a card's emails show of its card type: when it may be redeemed (decision 0062) and the business's picture of it. */
export interface CardTypeLook {
  window: RedemptionWindow | null;
  /** The picture as an inline PNG under CARD_IMAGE_CID; null without one. */
  image: MailAttachment | null;
}

/** The Content-ID the emails show the card's picture under (`<img src="cid:gift-card-image">`). */
export const CARD_IMAGE_CID = 'gift-card-image';

/** Card pictures as inline PNGs: the stored key from the public path (/media/giftcards/<sha256>.webp), twice the 520 px the email shows, for sharp screens. */
const CARD_IMAGES = { cid: CARD_IMAGE_CID, filename: 'gift-card.png', path: /^\/media\/(giftcards\/[a-z0-9-]+\.[a-z0-9]+)$/i, box: { width: 1040, height: 1040 }, what: 'card picture' };

const UNKNOWN: CardTypeLook = { window: null, image: null };

/** Card types as catalog says when an email is sent, so a window or picture changed meanwhile is the one shown. */
@Injectable()
export class CardTypes {
  private readonly images: InlineImages;

  constructor(@Inject(RPC) private readonly rpc: RpcClient, @Inject(BLOBS) blobs: BlobStore, @Inject(LOGGER) private readonly logger: Logger) {
    this.images = new InlineImages(blobs, logger, CARD_IMAGES);
  }

  /** A card type catalog cannot tell of (removed, or catalog away) is sent without its window or picture. */
  async of(giftCardId: string): Promise<CardTypeLook> {
    try {
      const { giftCard } = await this.rpc.call(CatalogRpc.details, { id: giftCardId });
      return { window: giftCard.redemptionWindow, image: giftCard.giftCardImg ? await this.images.of(giftCard.giftCardImg) : null };
    } catch (error) {
      this.logger.warn({ err: error, giftCardId }, 'card type could not be read for an email; sending it without its window and picture');
      return UNKNOWN;
    }
  }
}
