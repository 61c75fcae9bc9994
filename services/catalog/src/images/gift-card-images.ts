import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BLOBS, LOGGER, type BlobStore, type Logger } from '@gv/platform';
import { ACCEPTED_IMAGE_FORMATS } from '@gv/proto';
import { giftCardMessages } from '../domain/gift-card-rules.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1200;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(ACCEPTED_IMAGE_FORMATS);
const STAGED_KEY = /^uploads\/[0-9a-f-]{36}$/;

/** A decoded, resized image ready to store, or the reason it was refused. */
export type PreparedImage = { ok: true; webp: Buffer } | { ok: false; error: string };

/**
 * Turns an upload the gateway staged under `uploads/<uuid>` into the card's
 * image: the type is decided by decoding it (never by its name or header),
 * then it is resized to at most 1200 px wide WebP and stored content-addressed
 * under `giftcards/<sha256>.webp`, which the gateway serves with immutable caching.
 */
@Injectable()
export class GiftCardImages {
  constructor(
    @Inject(BLOBS) private readonly blobs: BlobStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async prepare(stagedKey: string | undefined): Promise<PreparedImage> {
    if (!stagedKey || !STAGED_KEY.test(stagedKey)) return { ok: false, error: giftCardMessages.imageRequired };
    const blob = await this.blobs.get(stagedKey);
    if (!blob || blob.body.length === 0) return { ok: false, error: giftCardMessages.imageRequired };
    if (blob.body.length > MAX_IMAGE_BYTES) return { ok: false, error: giftCardMessages.imageTooLarge };
    try {
      const input = sharp(blob.body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
      const { format } = await input.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, error: giftCardMessages.imageType };
      const webp = await input
        .rotate()
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { ok: true, webp };
    } catch (error) {
      const message = (error as Error).message ?? '';
      if (/pixel limit/i.test(message)) return { ok: false, error: giftCardMessages.imageTooBig };
      return { ok: false, error: giftCardMessages.imageType };
    }
  }

  /** Stores the prepared image and returns its blob key; the same picture always gets the same key. */
  async store(webp: Buffer): Promise<string> {
    const key = `giftcards/${createHash('sha256').update(webp).digest('hex')}.webp`;
    await this.blobs.put(key, webp, 'image/webp');
    return key;
  }

  /** Removes the staged upload, whatever became of it. */
  async discard(stagedKey: string | undefined): Promise<void> {
    if (!stagedKey || !STAGED_KEY.test(stagedKey)) return;
    await this.blobs.delete(stagedKey).catch((error: Error) => {
      this.logger.warn({ err: error.message, key: stagedKey }, 'could not delete staged upload');
    });
  }
}
