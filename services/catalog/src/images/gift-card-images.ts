import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BLOBS, LOGGER, type BlobStore, type Logger } from '@gv/platform';
import { ACCEPTED_IMAGE_FORMATS } from '@gv/proto';
import { giftCardMessages } from '../domain/gift-card-rules.js';
import { imageSizeKey } from '../domain/gift-card-view.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1200;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(ACCEPTED_IMAGE_FORMATS);
const STAGED_KEY = /^uploads\/[0-9a-f-]{36}$/;

/** Smaller copies made beside the picture, so a phone's storefront loads the size it shows (srcset). */
export const IMAGE_SIZE_WIDTHS = [400, 800];

/** One stored size of a picture. */
export interface ImageSize {
  width: number;
  webp: Buffer;
}

/** A decoded, resized image ready to store (every size, ascending, the full picture last), or the reason it was refused. */
export type PreparedImage = { ok: true; webp: Buffer; sizes: ImageSize[] } | { ok: false; error: string };

/** A stored picture: the key of its full size and the widths of every size, ascending (the full one last). */
export interface StoredImage {
  imageKey: string;
  imageWidths: number[];
}

/**
 * Turns an upload the gateway staged under `uploads/<uuid>` into the card's
 * image: the type is decided by decoding it (never by its name or header),
 * then it is resized to at most 1200 px wide WebP and stored content-addressed
 * under `giftcards/<sha256>.webp`, which the gateway serves with immutable caching.
 * Narrower copies (IMAGE_SIZE_WIDTHS below the picture's width) go beside it as
 * `giftcards/<sha256>-<width>w.webp`.
 */
@Injectable()
export class GiftCardImages {
  constructor(@Inject(BLOBS) private readonly blobs: BlobStore, @Inject(LOGGER) private readonly logger: Logger) {}

  async prepare(stagedKey: string | undefined): Promise<PreparedImage> {
    if (!stagedKey || !STAGED_KEY.test(stagedKey)) return { ok: false, error: giftCardMessages.imageRequired };
    const blob = await this.blobs.get(stagedKey);
    if (!blob || blob.body.length === 0) return { ok: false, error: giftCardMessages.imageRequired };
    if (blob.body.length > MAX_IMAGE_BYTES) return { ok: false, error: giftCardMessages.imageTooLarge };
    try {
      const input = sharp(blob.body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
      const { format } = await input.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, error: giftCardMessages.imageType };
      const { data: webp, info } = await input
        .rotate()
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const smaller = await Promise.all(
        IMAGE_SIZE_WIDTHS.filter((width) => width < info.width).map(async (width) => ({
          width,
          webp: await sharp(webp).resize({ width }).webp({ quality: 80 }).toBuffer(),
        })),
      );
      return { ok: true, webp, sizes: [...smaller, { width: info.width, webp }] };
    } catch (error) {
      const message = (error as Error).message ?? '';
      if (/pixel limit/i.test(message)) return { ok: false, error: giftCardMessages.imageTooBig };
      return { ok: false, error: giftCardMessages.imageType };
    }
  }

  /** Stores every size of the prepared image; the same picture always gets the same keys. */
  async store(image: { webp: Buffer; sizes: ImageSize[] }): Promise<StoredImage> {
    const imageKey = `giftcards/${createHash('sha256').update(image.webp).digest('hex')}.webp`;
    const imageWidths = image.sizes.map((size) => size.width);
    // Smaller sizes first: once the full picture's key is in a card, every size it names exists.
    for (const size of image.sizes) await this.blobs.put(imageSizeKey(imageKey, size.width, imageWidths), size.webp, 'image/webp');
    return { imageKey, imageWidths };
  }

  /** Removes the staged upload, whatever became of it. */
  async discard(stagedKey: string | undefined): Promise<void> {
    if (!stagedKey || !STAGED_KEY.test(stagedKey)) return;
    await this.blobs.delete(stagedKey).catch((error: Error) => {
      this.logger.warn({ err: error.message, key: stagedKey }, 'could not delete staged upload');
    });
  }
}
